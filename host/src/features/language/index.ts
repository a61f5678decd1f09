export { ShowInProfileLanguage } from './ShowInProfileLanguage';

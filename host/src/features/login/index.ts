export { LoginPage } from './LoginPage';
export { LoginLayout } from './LoginLayout';

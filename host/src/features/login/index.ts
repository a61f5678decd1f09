export { LoginPage } from './LoginPage';
export { LoginLaterReleasePage } from './LoginLaterReleasePage';

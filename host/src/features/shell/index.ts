export { AppShell } from './AppShell';
export { LaterReleasePage } from './LaterReleasePage';
export { NotFoundPage } from './NotFoundPage';
export { NoAccessPage } from './NoAccessPage';

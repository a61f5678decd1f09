export { AppShell } from './AppShell';
export { NotFoundPage } from './NotFoundPage';
export { NoAccessPage } from './NoAccessPage';

/**
 * Route paths that features link or redirect to. The app layer's route table (app/routeTable.ts)
 * maps them to pages; features import them from here, never from src/app/.
 */
export const LOGIN_PATH = '/login';
export const MOBILE_LOGIN_PATH = '/login/mobile';
export const PASSWORD_RESET_PATH = '/password-reset';
/** Where a user lands after signing in (the index route shows it too). */
export const LANDING_PATH = '/dashboard';

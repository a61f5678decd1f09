/**
 * Mobile sign-in and password reset by one-time code (docs/otp.md, "Screens"). The app layer loads
 * this entry lazily, after shared-auth (app/AppRoutes.tsx): none of it is in the login page's first load.
 */
export { MobileLoginPage } from './MobileLoginPage';
export { PasswordResetPage } from './PasswordResetPage';

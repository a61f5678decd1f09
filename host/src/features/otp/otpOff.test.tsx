import { act, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { renderWithProviders } from 'shared-auth/testing';
import { LoginPage } from '../login';
import { loadSession } from '../session';
import { MobileLoginPage } from './MobileLoginPage';
import { PasswordResetPage } from './PasswordResetPage';

const OTP_OFF_HELP = 'Sign-in and password reset with a one-time code are not available here. Contact support for help.';

/** The runtime configuration of a deployment with one-time codes off (scripts/lib/runtime-config.cjs). */
function withOtpOff(): () => void {
  const meta = document.createElement('meta');
  meta.name = 'portal-runtime-config';
  meta.content = JSON.stringify({ apiBaseUrl: 'http://api.example', remotes: {}, otpSignIn: false });
  document.head.append(meta);
  return () => meta.remove();
}

describe('one-time codes turned off (docs/otp.md#production-and-the-feature-switch)', () => {
  let restore: () => void;
  beforeEach(() => {
    restore = withOtpOff();
  });
  afterEach(() => restore());

  it('the login page offers neither "Forgot password" nor mobile sign-in, and says how to get help', async () => {
    renderWithProviders(
      <Routes>
        <Route path="/login" element={<LoginPage />} />
      </Routes>,
      { route: '/login' },
    );
    await act(() => loadSession());
    expect(screen.queryByRole('link', { name: 'Forgot password' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Or continue with Mobile Number' })).not.toBeInTheDocument();
    expect(screen.getByText('Forgot your password? Contact support.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });

  it.each([
    ['/login/mobile', <MobileLoginPage key="mobile" />, 'Mobile Login'],
    ['/password-reset', <PasswordResetPage key="reset" />, 'Reset Password'],
  ])('%s shows the help text instead of a form that could only fail', (route, page, heading) => {
    renderWithProviders(
      <Routes>
        <Route path={route} element={page} />
      </Routes>,
      { route },
    );
    expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
    expect(screen.getByText(OTP_OFF_HELP)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');
    expect(screen.getByText(/Need help\? Contact support/)).toBeInTheDocument();
  });
});

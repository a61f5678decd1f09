import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { mockApi, renderWithProviders } from 'shared-auth/testing';
import { loadSession } from '../session';
import { LoginPage } from './LoginPage';

const TOKEN_PATH = '/auth/api/connector/token/';

/** Renders /login and lets the lazily loaded session module arrive (as it does after paint). */
async function renderLogin() {
  const view = renderWithProviders(
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="/dashboard" element={<p>Dashboard landing</p>} />
      <Route path="/login/mobile" element={<p>Mobile login page</p>} />
    </Routes>,
    { route: '/login' },
  );
  await act(() => loadSession());
  return view;
}

async function fillAndSubmit(employeeId: string, password: string) {
  const user = userEvent.setup();
  if (employeeId) await user.type(screen.getByLabelText('Employee ID'), employeeId);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  return user;
}

describe('LoginPage', () => {
  it("names the deployment's grievance officer in the footer, from the runtime config the page is served with", async () => {
    const meta = document.createElement('meta');
    meta.name = 'portal-runtime-config';
    meta.content = JSON.stringify({
      apiBaseUrl: 'http://api.example',
      remotes: { remote_core: 'http://c/mf-manifest.json', remote_eligibility: 'http://e/mf-manifest.json', remote_notifications: 'http://n/mf-manifest.json' },
      grievanceOfficer: { name: 'Asha Rao', email: 'dpo@lender.example', phone: '+91 22-4000 1234' },
    });
    document.head.append(meta);
    try {
      await renderLogin();
      const footer = screen.getByRole('contentinfo');
      expect(footer).toHaveTextContent('Questions or complaints about your personal data: our grievance officer, Asha Rao, dpo@lender.example, +91 22-4000 1234');
      expect(screen.getByRole('link', { name: 'dpo@lender.example' })).toHaveAttribute('href', 'mailto:dpo@lender.example');
      expect(screen.getByRole('link', { name: '+91 22-4000 1234' })).toHaveAttribute('href', 'tel:+912240001234');
    } finally {
      meta.remove();
    }
  });

  it('shows every element of the login screen', async () => {
    await renderLogin();
    expect(screen.getByLabelText('Employee ID')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'Forgot password' })).toHaveAttribute('href', '/password-reset');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Or continue with Mobile Number' })).toBeInTheDocument();
    expect(screen.getByText(/Need help\? Contact support/)).toBeInTheDocument();
    // One main landmark holds the form, so a screen reader's "skip to main" lands on it.
    expect(within(screen.getByRole('main')).getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('does nothing when a field is empty', async () => {
    const api = mockApi();
    await renderLogin();
    await fillAndSubmit('', '');
    await fillAndSubmit('CN1001', '');
    expect(api.history.post).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('does nothing when only the password is filled', async () => {
    const api = mockApi();
    await renderLogin();
    await fillAndSubmit('', 'Demo@1234');
    expect(api.history.post).toHaveLength(0);
  });

  it('shows "Signing in..." while the request runs, then lands on /dashboard', async () => {
    let answer: (value: [number, unknown]) => void = () => undefined;
    mockApi()
      .onPost(TOKEN_PATH)
      .reply(() => new Promise<[number, unknown]>((resolve) => (answer = resolve)));
    await renderLogin();
    await fillAndSubmit('CN1001', 'Demo@1234');
    expect(await screen.findByRole('button', { name: 'Signing in...' })).toBeDisabled();
    answer([200, { access: 'a-token', refresh: 'r-token' }]);
    expect(await screen.findByText('Dashboard landing')).toBeInTheDocument();
    expect(localStorage.getItem('cp.access')).toBe('a-token');
  });

  it('sends the trimmed employee id and the password', async () => {
    const api = mockApi();
    api.onPost(TOKEN_PATH).reply(200, { access: 'a', refresh: 'r' });
    await renderLogin();
    await fillAndSubmit('  CN1001 ', 'Demo@1234');
    await screen.findByText('Dashboard landing');
    expect(JSON.parse(api.history.post[0].data as string)).toEqual({ employee_id: 'CN1001', password: 'Demo@1234' });
  });

  it("shows the server's message when sign-in is refused", async () => {
    mockApi().onPost(TOKEN_PATH).reply(401, { detail: 'Invalid employee ID or password' });
    await renderLogin();
    await fillAndSubmit('CN1001', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid employee ID or password');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  it("prefers the server's detail to its message, and shows the message when there is no detail", async () => {
    mockApi()
      .onPost(TOKEN_PATH)
      .replyOnce(403, { detail: 'Account locked', message: 'x' })
      .onPost(TOKEN_PATH)
      .replyOnce(503, { message: 'Try later' });
    await renderLogin();
    const user = await fillAndSubmit('CN1001', 'Demo@1234');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Account locked$/);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Try later$/);
  });

  it("shows a 400's field message", async () => {
    mockApi().onPost(TOKEN_PATH).reply(400, { employee_id: ['This field may not be blank.'] });
    await renderLogin();
    await fillAndSubmit('CN1001', 'Demo@1234');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^This field may not be blank\.$/);
  });

  it('shows "Login failed" when there is no server message', async () => {
    mockApi().onPost(TOKEN_PATH).networkError();
    await renderLogin();
    await fillAndSubmit('CN1001', 'Demo@1234');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Login failed$/);
  });

  it('shows "Login failed" when the answer holds no message', async () => {
    mockApi().onPost(TOKEN_PATH).reply(500, {});
    await renderLogin();
    await fillAndSubmit('CN1001', 'Demo@1234');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Login failed$/);
  });

  it('shows and hides the password', async () => {
    await renderLogin();
    const user = userEvent.setup();
    const password = screen.getByLabelText('Password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('goes to /login/mobile from "Or continue with Mobile Number"', async () => {
    await renderLogin();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Or continue with Mobile Number' }));
    expect(await screen.findByText('Mobile login page')).toBeInTheDocument();
  });

  it('sends a signed-in user on to /dashboard', async () => {
    renderWithProviders(
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="/dashboard" element={<p>Dashboard landing</p>} />
      </Routes>,
      { route: '/login', tokens: true },
    );
    await waitFor(() => expect(screen.getByText('Dashboard landing')).toBeInTheDocument());
  });
});

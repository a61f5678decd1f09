import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { KycStatus } from 'shared-contracts';
import { mockApi, renderWithProviders } from 'shared-auth/testing';
import { AppRoutes } from './AppRoutes';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerPlugins: jest.fn(), registerRemotes: jest.fn() }));

const loadRemoteMock = loadRemote as jest.MockedFunction<typeof loadRemote>;
const VERIFIED: KycStatus = { kyc_verified: true, kyc_submitted: true, kyc_rejection_reason: null, kyc_message: null, consent_required: false };
const STATUS_PATH = '/channel_partner/connector/current/';
const PROFILE = { id: 1, username: 'Aarav Sharma', employee_id: 'CN1001', email: null, mobile_number: null, role: 'connector', assigned_territory: null };

function RemoteDashboard() {
  return <p>Remote dashboard</p>;
}

describe('AppRoutes', () => {
  beforeEach(() => {
    loadRemoteMock.mockReset();
    loadRemoteMock.mockResolvedValue({ default: RemoteDashboard });
  });

  it('sends a signed-out user from a protected page to /login', async () => {
    renderWithProviders(<AppRoutes />, { route: '/dashboard' });
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(loadRemoteMock).not.toHaveBeenCalled();
  });

  it('sends a signed-out user from the index to /login', async () => {
    renderWithProviders(<AppRoutes />, { route: '/' });
    expect(await screen.findByLabelText('Employee ID')).toBeInTheDocument();
  });

  it('sends a signed-in user who opens /login to the dashboard inside the shell', async () => {
    mockApi().onGet(STATUS_PATH).reply(200, VERIFIED);
    renderWithProviders(<AppRoutes />, { route: '/login', tokens: true });
    expect(await screen.findByText('Remote dashboard')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(loadRemoteMock).toHaveBeenCalledWith('remote_core/DashboardPage');
  });

  it('shows the KYC screen instead of the shell while KYC is not verified', async () => {
    mockApi()
      .onGet(STATUS_PATH)
      .reply(200, { kyc_verified: false, kyc_submitted: false, kyc_rejection_reason: null, kyc_message: null, consent_required: false });
    renderWithProviders(<AppRoutes />, { route: '/dashboard', tokens: true });
    expect(await screen.findByRole('heading', { name: 'KYC Verification Required' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(loadRemoteMock).not.toHaveBeenCalled();
  });

  it('routes each remote page to its exposed module', async () => {
    mockApi().onGet(STATUS_PATH).reply(200, VERIFIED);
    renderWithProviders(<AppRoutes />, { route: '/profile', tokens: true });
    await screen.findByText('Remote dashboard');
    expect(loadRemoteMock).toHaveBeenLastCalledWith('remote_notifications/ProfilePage');

    const user = userEvent.setup();
    await user.click(screen.getAllByRole('link', { name: 'Loan Products' })[0]);
    await screen.findByText('Remote dashboard');
    expect(loadRemoteMock).toHaveBeenLastCalledWith('remote_eligibility/LoanCriteriaPage');

    await user.click(screen.getAllByRole('link', { name: 'Eligibility Check' })[0]);
    await screen.findByText('Remote dashboard');
    expect(loadRemoteMock).toHaveBeenLastCalledWith('remote_eligibility/EligibilityCheckPage');
  });

  it.each([
    ['/bank-loan', 'remote_core/BankLoanPage'],
    ['/bank/2', 'remote_core/BankDetailPage'],
    ['/loan/1', 'remote_core/LoanDetailPage'],
    ['/branch/16', 'remote_core/BranchPage'],
    ['/leads', 'remote_core/LeadsPage'],
    ['/lead/12', 'remote_core/LeadDetailPage'],
    ['/bonus', 'remote_core/BonusPage'],
  ])('routes %s to %s inside the shell', async (route, module) => {
    mockApi().onGet(STATUS_PATH).reply(200, VERIFIED);
    renderWithProviders(<AppRoutes />, { route, tokens: true });
    expect(await screen.findByText('Remote dashboard')).toBeInTheDocument();
    expect(loadRemoteMock).toHaveBeenLastCalledWith(module);
  });

  it.each([
    ['/back-office/kyc', 'remote_notifications/KycReviewPage'],
    ['/back-office/leads', 'remote_core/LeadManagementPage'],
    ['/back-office/leads/7', 'remote_core/ManagedLeadPage'],
    ['/back-office/payouts', 'remote_core/PayoutsPage'],
    ['/back-office/catalogue', 'remote_core/CatalogueAdminPage'],
    ['/back-office/people', 'remote_notifications/PeoplePage'],
    ['/my-team', 'remote_notifications/MyTeamPage'],
    ['/custom_notifications', 'remote_notifications/CustomNotificationsPage'],
  ])('routes the back-office page %s to %s for an admin', async (route, module) => {
    mockApi().onGet(STATUS_PATH).reply(200, VERIFIED).onGet('/auth/profile/').reply(200, { ...PROFILE, role: 'admin' });
    renderWithProviders(<AppRoutes />, { route, tokens: true });
    expect(await screen.findByText('Remote dashboard')).toBeInTheDocument();
    expect(loadRemoteMock).toHaveBeenLastCalledWith(module);
  });

  it.each([
    ['connector', '/back-office/kyc'],
    ['connector', '/back-office/leads'],
    ['connector', '/my-team'],
    ['rm', '/back-office/payouts'],
    ['rm', '/back-office/people'],
    ['rm', '/custom_notifications'],
    ['connector', '/custom_notifications'],
  ])('shows a %s who opens %s "You do not have access to this page" inside the shell', async (role, route) => {
    mockApi().onGet(STATUS_PATH).reply(200, VERIFIED).onGet('/auth/profile/').reply(200, { ...PROFILE, role });
    renderWithProviders(<AppRoutes />, { route, tokens: true });
    expect(await screen.findByRole('heading', { name: 'You do not have access to this page' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(loadRemoteMock).not.toHaveBeenCalled();
  });

  it('lets a relationship manager open the team leads (read-only there)', async () => {
    mockApi().onGet(STATUS_PATH).reply(200, VERIFIED).onGet('/auth/profile/').reply(200, { ...PROFILE, role: 'rm' });
    renderWithProviders(<AppRoutes />, { route: '/back-office/leads', tokens: true });
    // The page component is cached from the admin's visit above, so only what renders is checked.
    expect(await screen.findByText('Remote dashboard')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'You do not have access to this page' })).not.toBeInTheDocument();
  });

  it('marks the list of a detail page active in the sidebar', async () => {
    mockApi().onGet(STATUS_PATH).reply(200, VERIFIED);
    renderWithProviders(<AppRoutes />, { route: '/lead/12', tokens: true });
    await screen.findByText('Remote dashboard');
    expect(screen.getAllByRole('link', { name: 'Leads' })[0]).toHaveAttribute('aria-current', 'page');
  });

  it('routes /eligibility_check to the eligibility remote, with its sidebar item active', async () => {
    mockApi().onGet(STATUS_PATH).reply(200, VERIFIED);
    renderWithProviders(<AppRoutes />, { route: '/eligibility_check', tokens: true });
    // The page component is cached from the visit in 'routes each remote page to its exposed module'
    // (which checks the module), so only what renders is checked here.
    expect(await screen.findByText('Remote dashboard')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Eligibility Check' })[0]).toHaveAttribute('aria-current', 'page');
  });

  it('routes /notifications to the Notification Center of remote-notifications, for every role', async () => {
    mockApi().onGet(STATUS_PATH).reply(200, VERIFIED).onGet('/auth/profile/').reply(200, PROFILE);
    renderWithProviders(<AppRoutes />, { route: '/notifications', tokens: true });
    expect(await screen.findByText('Remote dashboard')).toBeInTheDocument();
    expect(loadRemoteMock).toHaveBeenLastCalledWith('remote_notifications/NotificationCenterPage');
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('shows "Page not found" for an unknown path inside the shell', async () => {
    mockApi().onGet(STATUS_PATH).reply(200, VERIFIED);
    renderWithProviders(<AppRoutes />, { route: '/no-such-page', tokens: true });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('opens the mobile login page (loaded on demand), with a way back to login', async () => {
    renderWithProviders(<AppRoutes />, { route: '/login/mobile' });
    expect(await screen.findByRole('heading', { name: 'Mobile Login' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send OTP' })).toBeDisabled();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Back to Login' }));
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('opens the password reset page (loaded on demand), with a way back to login', async () => {
    renderWithProviders(<AppRoutes />, { route: '/password-reset' });
    expect(await screen.findByRole('heading', { name: 'Reset Password' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Request OTP' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');
  });

  it('reaches both pages from the login page', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AppRoutes />, { route: '/login' });
    await user.click(await screen.findByRole('link', { name: 'Forgot password' }));
    expect(await screen.findByRole('heading', { name: 'Reset Password' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to Login' }));
    await user.click(await screen.findByRole('button', { name: 'Or continue with Mobile Number' }));
    expect(await screen.findByRole('heading', { name: 'Mobile Login' })).toBeInTheDocument();
  });

  it('sends a signed-in user who opens /login/mobile to the dashboard inside the shell', async () => {
    mockApi().onGet(STATUS_PATH).reply(200, VERIFIED);
    renderWithProviders(<AppRoutes />, { route: '/login/mobile', tokens: true });
    expect(await screen.findByText('Remote dashboard')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('signs in with a mobile number and a code, then applies the KYC gate as after a password sign-in', async () => {
    mockApi()
      .onPost('/auth/employees/login-otp/')
      .reply(200, { detail: 'If the details match an account, a one-time code has been sent.', expires_in: 300 })
      .onPost('/auth/connectors/verify-otp/')
      .reply(200, { access: 'otp-access', refresh: 'otp-refresh' })
      .onGet(STATUS_PATH)
      .reply(200, { kyc_verified: false, kyc_submitted: false, kyc_rejection_reason: null, kyc_message: null, consent_required: false });
    const user = userEvent.setup();
    renderWithProviders(<AppRoutes />, { route: '/login/mobile' });
    await user.type(await screen.findByLabelText('Mobile Number'), '9876500001');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    await user.type(await screen.findByLabelText('OTP'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByRole('heading', { name: 'KYC Verification Required' })).toBeInTheDocument();
    expect(loadRemoteMock).not.toHaveBeenCalled();
  });
});

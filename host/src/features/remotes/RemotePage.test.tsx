import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { renderWithProviders } from 'shared-auth/testing';
import { RemotePage } from './RemotePage';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerPlugins: jest.fn(), registerRemotes: jest.fn() }));

const loadRemoteMock = loadRemote as jest.MockedFunction<typeof loadRemote>;

function ProfileStub() {
  return <p>Profile from the remote</p>;
}

function LoanCriteriaStub() {
  return <p>Loan criteria from the remote</p>;
}

describe('RemotePage', () => {
  let logged: jest.SpyInstance;
  beforeEach(() => {
    loadRemoteMock.mockReset();
    logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => logged.mockRestore());

  it('renders the exposed page of the remote', async () => {
    loadRemoteMock.mockResolvedValue({ default: ProfileStub });
    renderWithProviders(<RemotePage remote="remote_notifications" module="./ProfilePage" />, { tokens: true });
    expect(await screen.findByText('Profile from the remote')).toBeInTheDocument();
    expect(loadRemoteMock).toHaveBeenCalledWith('remote_notifications/ProfilePage');
  });

  it('shows which area is unavailable and retries without a reload once the remote is back', async () => {
    loadRemoteMock.mockRejectedValueOnce(new Error('Failed to get manifest. #RUNTIME-003'));
    renderWithProviders(<RemotePage remote="remote_core" module="./DashboardPage" />, { tokens: true });
    expect(await screen.findByText('Dashboard, leads and banks is unavailable right now.')).toBeInTheDocument();
    // The log names the area by its container name, whatever the page's language.
    expect(logged).toHaveBeenCalledWith('remote_core failed to load: Failed to get manifest. #RUNTIME-003');

    loadRemoteMock.mockRejectedValueOnce(new Error('still down'));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Dashboard, leads and banks is unavailable right now.')).toBeInTheDocument();

    loadRemoteMock.mockResolvedValueOnce({ default: () => <p>Dashboard is back</p> });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Dashboard is back')).toBeInTheDocument();
    expect(screen.queryByText(/is unavailable right now/)).not.toBeInTheDocument();
    expect(loadRemoteMock).toHaveBeenCalledTimes(3);
  });

  it('treats a module without a page component as unavailable', async () => {
    loadRemoteMock.mockResolvedValueOnce({});
    renderWithProviders(<RemotePage remote="remote_eligibility" module="./LoanCriteriaPage" />, { tokens: true });
    expect(await screen.findByText('Loan products and eligibility is unavailable right now.')).toBeInTheDocument();

    loadRemoteMock.mockResolvedValueOnce({ default: LoanCriteriaStub });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Loan criteria from the remote')).toBeInTheDocument();
  });

  it('contains a page that throws while rendering', async () => {
    function Broken(): never {
      throw new Error('render failure');
    }
    loadRemoteMock.mockResolvedValueOnce({ default: Broken });
    renderWithProviders(<RemotePage remote="remote_notifications" module="./NotificationsPage" />, { tokens: true });
    expect(await screen.findByText('Notifications and profile is unavailable right now.')).toBeInTheDocument();
  });
});

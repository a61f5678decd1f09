/**
 * A new page is one entry of pages.json (plus its component in a remote): with nothing else changed
 * in the host, the entry alone gives the page its route, its remote module, its sidebar link and
 * its audience. Here the table is the real one with one more entry, as a later issue would add it.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { KycStatus } from 'shared-contracts';
import { mockApi, renderWithProviders } from 'shared-auth/testing';
import { AppRoutes } from './AppRoutes';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerPlugins: jest.fn(), registerRemotes: jest.fn() }));
jest.mock('../../../pages.json', () => {
  const table = jest.requireActual('../../../pages.json');
  const statements = {
    path: '/statements',
    remote: 'remote-core',
    module: './StatementsPage',
    source: 'src/features/statements/StatementsPage.tsx',
    title: 'Statements',
    audience: 'everyone',
    nav: [{ group: 'main', id: 'statements', label: 'Statements' }],
  };
  const approvals = {
    path: '/back-office/approvals',
    remote: 'remote-notifications',
    module: './ApprovalsPage',
    source: 'src/features/approvals/ApprovalsPage.tsx',
    title: 'Approvals',
    audience: 'backOffice',
    nav: [{ group: 'backOffice', id: 'approvals', label: 'Approvals' }],
  };
  return { ...table, pages: [...table.pages, statements, approvals] };
});

const loadRemoteMock = loadRemote as jest.MockedFunction<typeof loadRemote>;
const VERIFIED: KycStatus = { kyc_verified: true, kyc_submitted: true, kyc_rejection_reason: null, kyc_message: null, consent_required: false };
const STATUS_PATH = '/channel_partner/connector/current/';
const PROFILE = { id: 1, username: 'Aarav Sharma', employee_id: 'CN1001', email: null, mobile_number: null, role: 'connector', assigned_territory: null };

function RemotePage() {
  return <p>Remote page</p>;
}

describe('a page added to pages.json and nothing else', () => {
  beforeEach(() => {
    loadRemoteMock.mockReset();
    loadRemoteMock.mockResolvedValue({ default: RemotePage });
  });

  it('is in the sidebar and opens its remote module inside the shell', async () => {
    mockApi().onGet(STATUS_PATH).reply(200, VERIFIED).onGet('/auth/profile/').reply(200, PROFILE);
    renderWithProviders(<AppRoutes />, { route: '/dashboard', tokens: true });
    await screen.findByText('Remote page');

    await userEvent.setup().click(screen.getAllByRole('link', { name: 'Statements' })[0]);
    await screen.findByText('Remote page');
    expect(loadRemoteMock).toHaveBeenLastCalledWith('remote_core/StatementsPage');
    expect(screen.getAllByRole('link', { name: 'Statements' })[0]).toHaveAttribute('aria-current', 'page');
    // A connector sees no back-office page of the table.
    expect(screen.queryByRole('link', { name: 'Approvals' })).not.toBeInTheDocument();
  });

  it('opens for its audience: the back office sees it in its sidebar group', async () => {
    mockApi().onGet(STATUS_PATH).reply(200, VERIFIED).onGet('/auth/profile/').reply(200, { ...PROFILE, role: 'admin' });
    renderWithProviders(<AppRoutes />, { route: '/back-office/approvals', tokens: true });
    expect(await screen.findByText('Remote page')).toBeInTheDocument();
    expect(loadRemoteMock).toHaveBeenLastCalledWith('remote_notifications/ApprovalsPage');
    expect(screen.getAllByRole('link', { name: 'Approvals' }).length).toBeGreaterThan(0);
  });

  it('keeps to its audience: a connector who opens it is told they have no access, and its remote is not loaded', async () => {
    mockApi().onGet(STATUS_PATH).reply(200, VERIFIED).onGet('/auth/profile/').reply(200, PROFILE);
    renderWithProviders(<AppRoutes />, { route: '/back-office/approvals', tokens: true });
    expect(await screen.findByRole('heading', { name: 'You do not have access to this page' })).toBeInTheDocument();
    expect(loadRemoteMock).not.toHaveBeenCalled();
});
});

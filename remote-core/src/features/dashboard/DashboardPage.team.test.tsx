import { screen, waitFor, within } from '@testing-library/react';
import { mockApi } from 'shared-auth/testing';
import { LAYOUTS, setViewportWidth } from 'shared-ui/testing';
import { mockProfile } from '../../common/testing/profile';
import { figure, renderDashboard } from './testing/dashboardScreen';
import { teamFigures } from './testing/staffDashboardFixtures';

const TEAM = '/dashboard/team/';

// The body and its lists are drawn in slices; the machine running the suites may be busy.
jest.setTimeout(30_000);

describe.each(LAYOUTS)("a relationship manager's dashboard ($layout)", ({ layout, width }) => {
  let restoreViewport: () => void;
  beforeEach(() => {
    restoreViewport = setViewportWidth(width);
    mockProfile('rm');
  });
  afterEach(() => restoreViewport());

  it("shows the team's month from one read, each figure linking to the list behind it, and no connector figures", async () => {
    mockApi().onGet(TEAM).reply(200, teamFigures());
    renderDashboard();

    expect(await screen.findByRole('heading', { level: 1, name: 'Team overview' })).toBeInTheDocument();
    const connectors = await figure('Connectors');
    expect(connectors.getByText('3')).toBeInTheDocument();
    expect(connectors.getByRole('link', { name: 'Open My Team' })).toHaveAttribute('href', '/my-team');
    const leads = await figure('Leads this month');
    expect(leads.getByText('5')).toBeInTheDocument();
    expect(leads.getByRole('link', { name: "See this month's leads" })).toHaveAttribute('href', '/back-office/leads?created_from=2026-03-01&created_to=2026-03-15');
    const approved = await figure('Approved this month');
    expect(approved.getByText('2')).toBeInTheDocument();
    expect(approved.getByRole('link', { name: "See this month's approvals" })).toHaveAttribute(
      'href',
      '/back-office/leads?status=approved&changed_from=2026-03-01&changed_to=2026-03-15',
    );
    expect((await figure('Payouts this month')).getByText('₹25,000')).toBeInTheDocument();

    await screen.findByRole('region', { name: 'Idle leads' });
    expect(screen.queryByRole('group', { name: 'Total Earnings' })).not.toBeInTheDocument();
    expect(screen.queryByText('No earnings yet.')).not.toBeInTheDocument();
    expect(mockApi().history.get.map((request) => request.url).filter((url) => url !== '/auth/profile/')).toEqual([TEAM]);
  });

  it("lists each connector's month: KYC state, leads and approvals linking to their leads, payouts; the name opening My Team", async () => {
    mockApi().onGet(TEAM).reply(200, teamFigures());
    const user = renderDashboard();

    const section = within(await screen.findByRole('region', { name: 'Your connectors in Mar 2026' }));
    const entries = layout === 'wide' ? (await section.findByRole('table', { name: 'Your connectors' })).querySelectorAll('tbody tr') : within(await section.findByRole('list', { name: 'Your connectors' })).getAllByRole('listitem');
    expect(entries).toHaveLength(3);
    const first = within(entries[0] as HTMLElement);
    expect(entries[0]).toHaveTextContent('CN1001');
    expect(first.getByText('Verified')).toBeInTheDocument();
    expect(first.getByText('₹25,000')).toBeInTheDocument();
    expect(first.getByRole('link', { name: '4 leads of Aarav Sharma this month' })).toHaveAttribute(
      'href',
      '/back-office/leads?connector=CN1001&created_from=2026-03-01&created_to=2026-03-15',
    );
    expect(first.getByRole('link', { name: '2 approved for Aarav Sharma this month' })).toHaveAttribute(
      'href',
      '/back-office/leads?status=approved&connector=CN1001&changed_from=2026-03-01&changed_to=2026-03-15',
    );
    expect(within(entries[1] as HTMLElement).getByText('Pending')).toBeInTheDocument();
    expect(within(entries[2] as HTMLElement).getByText('Not submitted')).toBeInTheDocument();

    await user.click(first.getByRole('link', { name: 'Aarav Sharma' }));
    expect(await screen.findByText('At /my-team?search=CN1001')).toBeInTheDocument();
  });

  it("puts the team trend's numbers in a table behind Show the numbers", async () => {
    mockApi().onGet(TEAM).reply(200, teamFigures());
    const user = renderDashboard();

    const card = within(await screen.findByRole('region', { name: 'Team trend' }));
    expect(card.getByText('Your team each month, last 12 months: 66 leads created, 12 approved, ₹1,50,000 credited.')).toBeInTheDocument();
    await user.click(card.getByRole('button', { name: 'Show the numbers' }));
    const rows = within(card.getByRole('table', { name: 'Team trend, by month' })).getAllByRole('row');
    expect(rows).toHaveLength(13);
    expect(within(rows[12]).getByRole('rowheader')).toHaveTextContent('Mar 2026');
    expect(within(rows[12]).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['11', '2', '₹25,000']);
  });

  it('shows the failure with Retry instead of figures, and the figures after Retry', async () => {
    mockApi().onGet(TEAM).replyOnce(403, { detail: 'You do not have permission to perform this action.' });
    const user = renderDashboard();

    expect(await screen.findByRole('alert')).toHaveTextContent('Error: You do not have permission to perform this action.');
    mockApi().onGet(TEAM).reply(200, teamFigures());
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect((await figure('Connectors')).getByText('3')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { mockApi } from 'shared-auth/testing';
import { LAYOUTS, setViewportWidth } from 'shared-ui/testing';
import { mockProfile } from '../../common/testing/profile';
import { figure, renderDashboard } from './testing/dashboardScreen';
import { backOfficeFigures } from './testing/staffDashboardFixtures';

const BACK_OFFICE = '/dashboard/back-office/';

// The body and its lists are drawn in slices; the machine running the suites may be busy.
jest.setTimeout(30_000);

function region(name: string) {
  return within(screen.getByRole('region', { name }));
}

/** The GET requests made, by path. */
function requestedPaths(): string[] {
  return mockApi().history.get.map((request) => (request.url ?? '').split('?')[0]);
}

describe.each(LAYOUTS)('the back-office dashboard ($layout)', ({ layout, width }) => {
  let restoreViewport: () => void;
  beforeEach(() => {
    restoreViewport = setViewportWidth(width);
  });
  afterEach(() => restoreViewport());

  it.each(['admin', 'director'] as const)("shows a %s the back office's figures from one read, each linking to its screen with the filter applied", async (role) => {
    mockProfile(role);
    mockApi().onGet(BACK_OFFICE).reply(200, backOfficeFigures());
    renderDashboard();

    expect(await screen.findByRole('heading', { level: 1, name: 'Back office overview' })).toBeInTheDocument();
    const kyc = await figure('KYC waiting');
    expect(kyc.getByText('4')).toBeInTheDocument();
    expect(kyc.getByText('oldest waiting 3 days')).toBeInTheDocument();
    expect(kyc.getByRole('link', { name: 'Review KYC submissions' })).toHaveAttribute('href', '/back-office/kyc?status=pending');

    const payouts = await figure('Payouts due');
    expect(payouts.getByText('₹87,500')).toBeInTheDocument();
    expect(payouts.getByText('6 entries for 3 connectors, oldest waiting 10 days')).toBeInTheDocument();
    expect(payouts.getByRole('link', { name: 'Open Payouts' })).toHaveAttribute('href', '/back-office/payouts');

    const idle = await figure('Idle leads');
    expect(idle.getByText('7')).toBeInTheDocument();
    expect(idle.getByRole('link', { name: 'See the idle leads' })).toHaveAttribute('href', '/back-office/leads?idle_days=14');

    const today = await figure('Moved today');
    expect(today.getByText('2')).toBeInTheDocument();
    expect(today.getByRole('link', { name: "See today's leads" })).toHaveAttribute('href', '/back-office/leads?changed_from=2026-03-15&changed_to=2026-03-15');

    const month = region('Leads in Mar 2026');
    expect(month.getByRole('link', { name: /^Processing\s*12$/ })).toHaveAttribute('href', '/back-office/leads?status=processing&changed_from=2026-03-01&changed_to=2026-03-15');
    expect(month.getByRole('link', { name: /^Approved\s*5$/ })).toHaveAttribute('href', '/back-office/leads?status=approved&changed_from=2026-03-01&changed_to=2026-03-15');
    expect(month.getByRole('link', { name: /^Rejected\s*3$/ })).toHaveAttribute('href', '/back-office/leads?status=rejected&changed_from=2026-03-01&changed_to=2026-03-15');

    // Issue 28: no connector figures and none of the connector's reads.
    expect(screen.queryByText('No earnings yet.')).not.toBeInTheDocument();
    expect(screen.queryByText('0.0%')).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Total Earnings' })).not.toBeInTheDocument();
    await screen.findByRole('region', { name: 'Idle leads' });
    expect(requestedPaths().filter((path) => path !== '/auth/profile/')).toEqual([BACK_OFFICE]);
  });

  it('lists the idle leads, each opening its managed lead, with a link to all of them', async () => {
    mockProfile('admin');
    mockApi().onGet(BACK_OFFICE).reply(200, backOfficeFigures());
    const user = renderDashboard();

    const idle = within(await screen.findByRole('region', { name: 'Idle leads' }));
    expect(idle.getByRole('link', { name: 'All 7 idle leads' })).toHaveAttribute('href', '/back-office/leads?idle_days=14');
    const entries = layout === 'wide' ? (await idle.findByRole('table', { name: 'Idle leads' })).querySelectorAll('tbody tr') : within(await idle.findByRole('list', { name: 'Idle leads' })).getAllByRole('listitem');
    expect(entries).toHaveLength(2);
    expect(entries[0]).toHaveTextContent('Farhan Ali');
    expect(entries[0]).toHaveTextContent('Riya Patel (CN1002)');
    expect(entries[0]).toHaveTextContent('idle 23 days');

    if (layout === 'wide') await user.click(within(entries[1] as HTMLElement).getByText('Lata Menon'));
    else await user.click(within(entries[1] as HTMLElement).getByRole('link', { name: 'Lata Menon' }));
    expect(await screen.findByText('At /back-office/leads/17')).toBeInTheDocument();
  });

  it('gives the conversion by bank and by territory of the twelve months, each opening those leads', async () => {
    mockProfile('admin');
    mockApi().onGet(BACK_OFFICE).reply(200, backOfficeFigures());
    const user = renderDashboard();

    const banks = within(await screen.findByRole('region', { name: 'Conversion by bank' }));
    const bankEntries =
      layout === 'wide' ? (await banks.findByRole('table', { name: 'Conversion by bank' })).querySelectorAll('tbody tr') : within(await banks.findByRole('list', { name: 'Conversion by bank' })).getAllByRole('listitem');
    expect(bankEntries[0]).toHaveTextContent('HDFC Bank');
    expect(bankEntries[0]).toHaveTextContent('40');
    expect(bankEntries[0]).toHaveTextContent('15');
    expect(bankEntries[0]).toHaveTextContent('37.5%');
    expect(bankEntries[1]).toHaveTextContent('Bank of Baroda');
    expect(bankEntries[1]).toHaveTextContent('12.5%');

    const territories = within(screen.getByRole('region', { name: 'Conversion by territory' }));
    expect(territories.getByText('Pune West')).toBeInTheDocument();
    expect(territories.getByText('40.0%')).toBeInTheDocument();

    if (layout === 'wide') await user.click(within(bankEntries[0] as HTMLElement).getByText('HDFC Bank'));
    else await user.click(within(bankEntries[0] as HTMLElement).getByRole('link', { name: 'HDFC Bank' }));
    expect(await screen.findByText('At /back-office/leads?bank=2&created_from=2025-04-01')).toBeInTheDocument();
  });

  it('shows the onboarding funnel with each step linking to People or the KYC queue', async () => {
    mockProfile('admin');
    mockApi().onGet(BACK_OFFICE).reply(200, backOfficeFigures());
    renderDashboard();

    const funnel = within(await screen.findByRole('list', { name: 'Onboarding funnel' }));
    const steps = funnel.getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      expect.stringContaining('Created: 8 (100%)'),
      expect.stringContaining('KYC submitted: 6 (75%)'),
      expect.stringContaining('KYC verified: 5 (63%)'),
      expect.stringContaining('First lead: 4 (50%)'),
      expect.stringContaining('First approval: 2 (25%)'),
    ]);
    expect(funnel.getByRole('link', { name: 'KYC submitted: KYC queue' })).toHaveAttribute('href', '/back-office/kyc?status=pending');
    expect(funnel.getByRole('link', { name: 'Created: Connectors in People' })).toHaveAttribute('href', '/back-office/people?role=connector');
  });

  it("puts the approvals chart's numbers in a table behind Show the numbers, each month's approvals linking to them", async () => {
    mockProfile('admin');
    mockApi().onGet(BACK_OFFICE).reply(200, backOfficeFigures());
    const user = renderDashboard();

    const card = within(await screen.findByRole('region', { name: 'Approvals by month' }));
    expect(card.getByText('Leads approved each month and their loan amount, last 12 months: 18 approved, ₹2,25,00,000 in loans.')).toBeInTheDocument();
    expect(card.queryByRole('table')).not.toBeInTheDocument();
    const toggle = card.getByRole('button', { name: 'Show the numbers' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(card.getByRole('button', { name: 'Hide the numbers' })).toHaveAttribute('aria-expanded', 'true');

    const table = card.getByRole('table', { name: 'Approvals by month, by month' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => within(row).queryAllByRole('columnheader').map((cell) => cell.textContent))[0]).toEqual(['Month', 'Created', 'Approved', 'Approved amount']);
    expect(rows).toHaveLength(13);
    const june = rows[3];
    expect(within(june).getByRole('rowheader')).toHaveTextContent('Jun 2025');
    expect(within(june).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['12', '2', '₹25,00,000']);
    expect(within(june).getByRole('link', { name: '2 approved in Jun 2025' })).toHaveAttribute('href', '/back-office/leads?status=approved&changed_from=2025-06-01&changed_to=2025-06-30');
    expect(within(rows[12]).getByRole('link', { name: '3 approved in Mar 2026' })).toHaveAttribute('href', '/back-office/leads?status=approved&changed_from=2026-03-01&changed_to=2026-03-15');
  });

  it('shows a spinner while reading, the failure with Retry, and the figures after Retry', async () => {
    mockProfile('admin');
    mockApi().onGet(BACK_OFFICE).replyOnce(500, { detail: 'Database unavailable' });
    const user = renderDashboard();

    expect(await screen.findByRole('status', { name: 'Loading dashboard' })).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Database unavailable');
    expect(screen.queryByRole('group', { name: 'KYC waiting' })).not.toBeInTheDocument();

    mockApi().onGet(BACK_OFFICE).reply(200, backOfficeFigures());
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect((await figure('KYC waiting')).getByText('4')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });
});

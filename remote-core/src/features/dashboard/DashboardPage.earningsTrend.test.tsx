import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderWithProviders } from 'shared-auth/testing';
import { LAYOUTS, setViewportWidth } from 'shared-ui/testing';
import DashboardPage from './DashboardPage';
import { demoLeads, demoProfile, transaction } from './testing/dashboardFixtures';
import { lastMonths, monthLabel } from './model/indiaCalendar';

const PROFILE = '/auth/profile/';
const TRANSACTIONS = '/leads/transactions/';
const MY_LEADS = '/leads/leads/my-leads/';

/** The 12 India months the card shows, oldest first. */
const months = lastMonths(new Date(), 12);
/** Noon in India on the 10th of the month `back` months before the current one. */
const dayOf = (back: number) => `${months[11 - back]}-10T06:30:00Z`;

/** A ledger of this year: credits in the current month and two months ago, the older one paid this month (less TDS). */
function ledger() {
  return {
    bonus_amount: 40000,
    transactions: [
      transaction({ id: 5, amount: 15000, created_at: dayOf(0), is_processed: false }),
      transaction({ id: 4, amount: 25000, created_at: dayOf(2), payout: { reference: 'UTR-77', paid_at: dayOf(0) } }),
      transaction({ id: 3, transaction_type: 'debit', entry_kind: 'tds', amount: 500, created_at: dayOf(2), payout: { reference: 'UTR-77', paid_at: dayOf(0) } }),
    ],
  };
}

function renderDashboard() {
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<DashboardPage />, { route: '/dashboard', path: '/dashboard', tokens: true });
  return user;
}

describe.each(LAYOUTS)("the connector's earnings trend ($layout)", ({ width }) => {
  let restoreViewport: () => void;
  beforeEach(() => {
    restoreViewport = setViewportWidth(width);
  });
  afterEach(() => restoreViewport());

  it('is drawn below the spec dashboard from the ledger it already read, with its numbers in a table', async () => {
    const api = mockApi();
    api.onGet(PROFILE).reply(200, demoProfile);
    api.onGet(TRANSACTIONS).reply(200, ledger());
    api.onGet(MY_LEADS).reply(200, demoLeads());
    const user = renderDashboard();

    const card = within(await screen.findByRole('region', { name: 'Earnings Trend' }));
    expect(card.getByText('Credited and paid to you each month, last 12 months: ₹40,000 credited, ₹24,500 paid.')).toBeInTheDocument();
    expect(within(card.getByRole('list', { name: 'Legend' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Credited', 'Paid']);

    await user.click(card.getByRole('button', { name: 'Show the numbers' }));
    const rows = within(card.getByRole('table', { name: 'Earnings Trend, by month' })).getAllByRole('row');
    expect(within(rows[0]).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Month', 'Credited', 'Paid']);
    expect(rows).toHaveLength(13);
    const cells = (row: HTMLElement) => [within(row).getByRole('rowheader').textContent, ...within(row).getAllByRole('cell').map((cell) => cell.textContent)];
    expect(cells(rows[1])).toEqual([monthLabel(months[0]), '₹0', '₹0']);
    expect(cells(rows[10])).toEqual([monthLabel(months[9]), '₹25,000', '₹0']);
    expect(cells(rows[12])).toEqual([monthLabel(months[11]), '₹15,000', '₹24,500']);

    // No request of its own: the page's two reads, once each.
    expect(api.history.get.map((request) => request.url).sort()).toEqual([PROFILE, MY_LEADS, TRANSACTIONS].sort());
  });

  it('says so for a connector with no credits or payouts, rather than drawing a year of zeros', async () => {
    const api = mockApi();
    api.onGet(PROFILE).reply(200, demoProfile);
    api.onGet(TRANSACTIONS).reply(200, { bonus_amount: 0, transactions: [] });
    api.onGet(MY_LEADS).reply(200, []);
    renderDashboard();

    const card = within(await screen.findByRole('region', { name: 'Earnings Trend' }));
    expect(card.getByText('No credits or payouts in the last 12 months.')).toBeInTheDocument();
    expect(card.queryByRole('button', { name: 'Show the numbers' })).not.toBeInTheDocument();
  });

  it('says the ledger could not be read (the server message stays in Recent Earnings, once) and Retry draws the trend', async () => {
    const api = mockApi();
    api.onGet(PROFILE).reply(200, demoProfile);
    api.onGet(TRANSACTIONS).replyOnce(500, { detail: 'Database unavailable' });
    api.onGet(MY_LEADS).reply(200, demoLeads());
    const user = renderDashboard();

    const card = within(await screen.findByRole('region', { name: 'Earnings Trend' }));
    expect(card.getByText('The trend is drawn from your earnings, which could not be loaded.')).toBeInTheDocument();
    expect(screen.getAllByText('Error: Database unavailable')).toHaveLength(1);

    api.onGet(TRANSACTIONS).reply(200, ledger());
    await user.click(card.getByRole('button', { name: 'Retry' }));
    await screen.findByRole('button', { name: 'Show the numbers' });
    expect(within(screen.getByRole('region', { name: 'Earnings Trend' })).getByText(/₹40,000 credited, ₹24,500 paid/)).toBeInTheDocument();
  });
});

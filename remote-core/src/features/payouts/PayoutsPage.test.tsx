import { mockApi } from 'shared-auth/testing';
import { queryClient } from 'shared-auth';
import { NARROW_WIDTH, setViewportWidth, WIDE_WIDTH } from 'shared-ui/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { captureCsvDownload } from '../../common/testing/csvDownload';
import { mockProfile, queryOf } from '../../common/testing/profile';
import { renderPage } from '../../common/testing/routes';
import PayoutsPage from './PayoutsPage';
import { aaravPayouts, nehaPayouts, payoutRun, pendingPage, runSummary, runsPage, taxQueue } from './testing/payoutFixtures';

const PENDING = /^\/leads\/payouts\/pending\/\?/;
const RUNS = /^\/leads\/payouts\/runs\/\?page=/;
const CREATE = '/leads/payouts/runs/';
const TO_VERIFY = '/leads/payouts/tax-profiles/';

jest.setTimeout(30_000);

function renderPayouts(route = '/back-office/payouts') {
  const user = userEvent.setup({ delay: null });
  renderPage(<PayoutsPage />, { route, path: '/back-office/payouts' });
  return user;
}

function connector(name: string) {
  return screen.getByRole('region', { name });
}

function selection() {
  return screen.getByRole('status', { name: 'Selection' });
}

function pendingQueries(): Record<string, string>[] {
  return mockApi()
    .history.get.filter((request) => PENDING.test(request.url ?? ''))
    .map((request) => queryOf(request.url));
}

describe('PayoutsPage', () => {
  let restoreViewport: () => void;
  beforeEach(() => {
    restoreViewport = setViewportWidth(WIDE_WIDTH);
    mockProfile('admin');
    // The Pending tab opens with the queue of tax details to verify (PayoutsPage.taxQueue.test.tsx).
    mockApi().onGet(TO_VERIFY).reply(200, taxQueue([]));
  });
  afterEach(() => restoreViewport());

  it('shows a spinner, then the totals and each connector with its entries', async () => {
    mockApi().onGet(PENDING).reply(200, pendingPage());
    renderPayouts();

    expect(screen.getByRole('heading', { level: 1, name: 'Payouts' })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Pending' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('status', { name: 'Loading pending payouts' })).toBeInTheDocument();
    // The tiles hold their place while the totals are read.
    expect(screen.getByRole('group', { name: 'Connectors' }).closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');

    await waitFor(() => expect(screen.getByRole('group', { name: 'Connectors' })).toHaveTextContent('2'));
    expect(screen.getByRole('group', { name: 'Connectors' }).closest('[aria-busy]')).toHaveAttribute('aria-busy', 'false');
    expect(screen.getByRole('group', { name: 'Entries' })).toHaveTextContent('8');
    expect(screen.getByRole('group', { name: 'Net total' })).toHaveTextContent('₹37,705');
    // The entries are drawn in a deferred render, just after the totals.
    await screen.findByLabelText('Entries of Aarav Sharma (CN1001)');

    const aarav = connector('Aarav Sharma (CN1001)');
    expect(aarav).toHaveTextContent('Net ₹30,625');
    expect(aarav).toHaveTextContent('Commission ₹31,250');
    expect(aarav).toHaveTextContent('TDS -₹625');
    // No GST line for a connector without GST.
    expect(aarav).not.toHaveTextContent(/GST/);
    const table = within(aarav).getByRole('table', { name: 'Entries of Aarav Sharma (CN1001)' });
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Select', 'Type', 'Customer', 'Description', 'Amount', 'Date']);
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell').slice(1).map((cell) => cell.textContent));
    // A tax entry is tagged with its kind beside its description.
    expect(rows).toEqual([
      ['Credit', 'Meera Kulkarni', 'Payout for Meera Kulkarni (Home Loan)', '+₹25,000', '22 Jan 2026'],
      ['Debit', 'Meera Kulkarni', "TDS TDS at 2% (section 194H) on ₹25,000 of the year's commission, with the payout for Meera Kulkarni", '-₹500', '22 Jan 2026'],
      ['Credit', 'Siddharth Joshi', 'Payout for Siddharth Joshi (Business Loan)', '+₹11,250', '22 Jan 2026'],
      ['Debit', 'Siddharth Joshi', "TDS TDS at 2% (section 194H) on ₹11,250 of the year's commission, with the payout for Siddharth Joshi", '-₹225', '22 Jan 2026'],
      ['Debit', 'Kabir Rao', 'Reversal of the payout for Kabir Rao (Personal Loan)', '-₹5,000', '23 Jan 2026'],
      ['Credit', 'Kabir Rao', 'TDS TDS given back (2% of ₹5,000) with the reversal for Kabir Rao', '+₹100', '23 Jan 2026'],
    ]);
    const neha = connector('Neha Gupta (CN1004)');
    expect(neha).toHaveTextContent('Commission ₹6,000');
    expect(neha).toHaveTextContent('TDS ₹0');
    expect(neha).toHaveTextContent('GST +₹1,080');
    expect(neha).toHaveTextContent('Net ₹7,080');
    expect(within(neha).getByRole('row', { name: /GST at 18%/ })).toHaveTextContent('GST GST at 18% on the payout for Sana Qureshi');
    expect(screen.getByRole('navigation', { name: 'Connector pages' })).toHaveTextContent('Page 1 of 1 (2 connectors)');
    expect(selection()).toHaveTextContent('0 selected · ₹0');
    expect(screen.getByRole('button', { name: 'Run payout' })).toBeDisabled();
    expect(pendingQueries()).toEqual([{ page: '1', page_size: '20' }]);
  });

  it('adds up the chosen entries, debits negative, each with its tax entries; select-all per connector', async () => {
    mockApi().onGet(PENDING).reply(200, pendingPage());
    const user = renderPayouts();
    await screen.findByRole('region', { name: 'Aarav Sharma (CN1001)' });
    // Its entries are drawn in a deferred render, just after the section.
    await screen.findByLabelText('Entries of Aarav Sharma (CN1001)');
    const aarav = connector('Aarav Sharma (CN1001)');

    // The commission entry comes with its TDS entry.
    await user.click(within(aarav).getByRole('checkbox', { name: 'Select Credit +₹25,000, Meera Kulkarni' }));
    expect(selection()).toHaveTextContent('2 selected · ₹24,500');
    expect(selection()).toHaveTextContent('To 1 connector');
    expect(selection()).toHaveTextContent('Commission ₹25,000 · TDS -₹500');
    await waitFor(() => expect(within(aarav).getByRole('checkbox', { name: 'Select TDS Debit -₹500, Meera Kulkarni' })).toBeChecked());
    await waitFor(() => expect(within(aarav).getByRole('checkbox', { name: 'Select all entries of Aarav Sharma (CN1001)' })).toBePartiallyChecked());

    // A TDS entry comes with its commission entry.
    await user.click(within(aarav).getByRole('checkbox', { name: 'Select TDS Debit -₹225, Siddharth Joshi' }));
    expect(selection()).toHaveTextContent('4 selected · ₹35,525');
    await waitFor(() => expect(within(aarav).getByRole('checkbox', { name: 'Select Credit +₹11,250, Siddharth Joshi' })).toBeChecked());

    await user.click(within(aarav).getByRole('checkbox', { name: 'Select all entries of Aarav Sharma (CN1001)' }));
    expect(selection()).toHaveTextContent('6 selected · ₹30,625');
    expect(within(aarav).getByRole('checkbox', { name: 'Select all entries of Aarav Sharma (CN1001)' })).toBeChecked();

    await user.click(within(connector('Neha Gupta (CN1004)')).getByRole('checkbox', { name: 'Select all entries of Neha Gupta (CN1004)' }));
    expect(selection()).toHaveTextContent('8 selected · ₹37,705');
    expect(selection()).toHaveTextContent('To 2 connectors');
    expect(selection()).toHaveTextContent('Commission ₹37,250 · TDS -₹625 · GST +₹1,080');

    // Letting go of a tax entry lets go of its commission entry.
    await user.click(within(aarav).getByRole('checkbox', { name: 'Select TDS Debit -₹500, Meera Kulkarni' }));
    expect(selection()).toHaveTextContent('6 selected · ₹13,205');
    await waitFor(() => expect(within(aarav).getByRole('checkbox', { name: 'Select Credit +₹25,000, Meera Kulkarni' })).not.toBeChecked());

    await user.click(within(aarav).getByRole('checkbox', { name: 'Select all entries of Aarav Sharma (CN1001)' }));
    expect(selection()).toHaveTextContent('8 selected · ₹37,705');
    await user.click(within(aarav).getByRole('checkbox', { name: 'Select all entries of Aarav Sharma (CN1001)' }));
    expect(selection()).toHaveTextContent('2 selected · ₹7,080');
    await user.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(selection()).toHaveTextContent('0 selected · ₹0');
  });

  it('on a phone shows each entry as a card with its checkbox', async () => {
    restoreViewport();
    restoreViewport = setViewportWidth(NARROW_WIDTH);
    mockApi().onGet(PENDING).reply(200, pendingPage());
    const user = renderPayouts();
    await screen.findByRole('region', { name: 'Aarav Sharma (CN1001)' });
    // Its entries are drawn in a deferred render, just after the section.
    await screen.findByLabelText('Entries of Aarav Sharma (CN1001)');
    const aarav = connector('Aarav Sharma (CN1001)');
    expect(within(aarav).queryByRole('table')).not.toBeInTheDocument();
    const cards = within(within(aarav).getByRole('list', { name: 'Entries of Aarav Sharma (CN1001)' })).getAllByRole('listitem');
    expect(cards).toHaveLength(6);
    const meera = within(cards[0]);
    expect(meera.getByRole('heading', { level: 3 })).toHaveTextContent('Payout for Meera Kulkarni (Home Loan)');
    expect(meera.getByText('Credit')).toBeInTheDocument();
    expect(meera.getByText('+₹25,000')).toBeInTheDocument();
    const tds = within(cards[1]);
    expect(tds.getByRole('heading', { level: 3 })).toHaveTextContent(/^TDS TDS at 2% \(section 194H\)/);
    expect(tds.getByText('-₹500')).toBeInTheDocument();
    await user.click(meera.getByRole('checkbox', { name: 'Select Credit +₹25,000, Meera Kulkarni' }));
    expect(selection()).toHaveTextContent('2 selected · ₹24,500');
    await waitFor(() => expect(tds.getByRole('checkbox', { name: 'Select TDS Debit -₹500, Meera Kulkarni' })).toBeChecked());
  });

  it('refuses a selection that leaves a connector with a negative total', async () => {
    mockApi().onGet(PENDING).reply(200, pendingPage());
    const user = renderPayouts();
    await screen.findByRole('region', { name: 'Aarav Sharma (CN1001)' });
    // Its entries are drawn in a deferred render, just after the section.
    await screen.findByLabelText('Entries of Aarav Sharma (CN1001)');

    // The reversal comes with the TDS it gives back.
    await user.click(within(connector('Aarav Sharma (CN1001)')).getByRole('checkbox', { name: 'Select Debit -₹5,000, Kabir Rao' }));
    expect(selection()).toHaveTextContent('2 selected · -₹4,900');
    expect(selection()).toHaveTextContent('Commission -₹5,000 · TDS +₹100');
    expect(selection()).toHaveTextContent('The selection leaves Aarav Sharma (CN1001) with a negative total.');
    expect(screen.getByRole('button', { name: 'Run payout' })).toBeDisabled();
  });

  it('records a payout run with a payment reference, then says so and refreshes both lists', async () => {
    mockApi()
      .onGet(PENDING)
      .replyOnce(200, pendingPage())
      .onGet(PENDING)
      .reply(200, pendingPage([aaravPayouts()]));
    mockApi().onPost(CREATE).reply(201, payoutRun({ id: 43, reference: 'UTR-2026-0043', net_total: 37705, connector_count: 2, entry_count: 8 }));
    mockApi().onGet(RUNS).reply(200, runsPage([runSummary({ id: 43, reference: 'UTR-2026-0043' })]));
    const user = renderPayouts();
    await screen.findByRole('region', { name: 'Aarav Sharma (CN1001)' });
    // Its entries are drawn in a deferred render, just after the section.
    await screen.findByLabelText('Entries of Aarav Sharma (CN1001)');

    await user.click(screen.getByRole('checkbox', { name: 'Select all entries of Aarav Sharma (CN1001)' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select all entries of Neha Gupta (CN1004)' }));
    await user.click(screen.getByRole('button', { name: 'Run payout' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Run payout' })).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Pay ₹37,705 to 2 connectors (8 entries).');
    expect(within(dialog).getAllByRole('term').map((term) => `${term.textContent} ${term.nextElementSibling?.textContent}`)).toEqual([
      'Commission ₹37,250',
      'TDS -₹625',
      'GST +₹1,080',
      'Net to pay ₹37,705',
    ]);

    await user.click(within(dialog).getByRole('button', { name: 'Record payout run' }));
    expect(within(dialog).getByText('Enter the payment reference (3 to 64 characters).')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Payment reference/), '#UTR');
    expect(within(dialog).getByText('Use letters, digits, spaces and . _ / - only, starting with a letter or digit.')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText(/Payment reference/));
    await user.type(within(dialog).getByLabelText(/Payment reference/), ' UTR-2026-0043 ');
    await user.click(within(dialog).getByRole('button', { name: 'Record payout run' }));

    expect(await screen.findByText('Payout run UTR-2026-0043 recorded: ₹37,705 to 2 connectors.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(JSON.parse(mockApi().history.post[0].data as string)).toEqual({
      transaction_ids: [101, 102, 103, 104, 105, 106, 201, 202],
      shown_entry_ids: [101, 102, 103, 104, 105, 106, 201, 202],
      reference: 'UTR-2026-0043',
    });
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Neha Gupta (CN1004)' })).not.toBeInTheDocument());
    expect(selection()).toHaveTextContent('0 selected · ₹0');
    expect(pendingQueries()).toHaveLength(2);

    await user.click(screen.getByRole('tab', { name: 'Payout runs' }));
    expect(await screen.findByRole('table', { name: 'Payout runs' })).toHaveTextContent('UTR-2026-0043');
  });

  /** Chooses all of Neha's entries, opens Run payout and sends it with `reference`. */
  async function runNehasPayout(reference: string) {
    const user = renderPayouts();
    await screen.findByRole('region', { name: 'Neha Gupta (CN1004)' });
    // Its entries are drawn in a deferred render, just after the section.
    await screen.findByLabelText('Entries of Neha Gupta (CN1004)');
    await user.click(screen.getByRole('checkbox', { name: 'Select all entries of Neha Gupta (CN1004)' }));
    await user.click(screen.getByRole('button', { name: 'Run payout' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Payment reference/), reference);
    await user.click(within(dialog).getByRole('button', { name: 'Record payout run' }));
    return { user, dialog };
  }

  it("shows the server's messages: the reference under its field, the entries above the buttons", async () => {
    mockApi().onGet(PENDING).reply(200, pendingPage());
    mockApi()
      .onPost(CREATE)
      .replyOnce(400, { reference: ['This reference was used by payout run 42.'] })
      .onPost(CREATE)
      .reply(400, { transaction_ids: ['Entry 201 was already paid.'] });
    const { user, dialog } = await runNehasPayout('UTR-2026-0042');
    expect(await within(dialog).findByText('This reference was used by payout run 42.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Payment reference/)).toHaveAttribute('aria-invalid', 'true');

    await user.click(within(dialog).getByRole('button', { name: 'Record payout run' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Entry 201 was already paid.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(selection()).toHaveTextContent('2 selected · ₹7,080');
  });

  it('says so when the list changed since the choice (409): nothing was paid, and the choice is made again on the new list', async () => {
    const stale = 'Since the list was loaded, new ledger entries arrived for CN1004 (Neha Gupta): nothing was paid. Reload the list and check the selection.';
    mockApi().onGet(PENDING).reply(200, pendingPage());
    mockApi().onPost(CREATE).reply(409, { detail: stale, connectors: ['CN1004'] });
    const { user, dialog } = await runNehasPayout('UTR-2026-0044');

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(stale);
    expect(JSON.parse(mockApi().history.post[0].data as string)).toMatchObject({ transaction_ids: [201, 202], shown_entry_ids: [201, 202] });
    // The list is read again; the same run cannot be sent again.
    await waitFor(() => expect(pendingQueries()).toHaveLength(2));
    expect(within(dialog).getByRole('button', { name: 'Record payout run' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(selection()).toHaveTextContent('0 selected · ₹0');
    expect(mockApi().history.post).toHaveLength(1);
  });

  it('searches by connector and keeps the selection across searches and pages', async () => {
    mockApi()
      .onGet(PENDING)
      .reply((config) => {
        const query = queryOf(config.url);
        if (query.search === 'CN1004') return [200, pendingPage([nehaPayouts()], { totals: { connectors: 1, entries: 2, net_total: 7080 } })];
        if (query.search === 'nobody') return [200, pendingPage([], { totals: { connectors: 0, entries: 0, net_total: 0 } })];
        return [200, pendingPage([aaravPayouts()], { count: 21, page: Number(query.page) })];
      });
    const user = renderPayouts();
    await screen.findByRole('region', { name: 'Aarav Sharma (CN1001)' });
    // Its entries are drawn in a deferred render, just after the section.
    await screen.findByLabelText('Entries of Aarav Sharma (CN1001)');
    expect(screen.getByRole('navigation', { name: 'Connector pages' })).toHaveTextContent('Page 1 of 2 (21 connectors)');

    await user.click(screen.getByRole('checkbox', { name: 'Select Credit +₹25,000, Meera Kulkarni' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(pendingQueries().at(-1)).toEqual({ page: '2', page_size: '20' }));

    await user.type(screen.getByLabelText('Connector'), 'CN1004');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('region', { name: 'Neha Gupta (CN1004)' })).toBeInTheDocument();
    expect(pendingQueries().at(-1)).toEqual({ search: 'CN1004', page: '1', page_size: '20' });
    await user.click(screen.getByRole('checkbox', { name: 'Select all entries of Neha Gupta (CN1004)' }));
    expect(selection()).toHaveTextContent('4 selected · ₹31,580');

    await user.clear(screen.getByLabelText('Connector'));
    await user.type(screen.getByLabelText('Connector'), 'nobody');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No connector with pending payouts matches "nobody".')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(await screen.findByRole('region', { name: 'Aarav Sharma (CN1001)' })).toBeInTheDocument();
    expect(selection()).toHaveTextContent('4 selected · ₹31,580');
    expect(screen.getByRole('checkbox', { name: 'Select Credit +₹25,000, Meera Kulkarni' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Select all entries of Aarav Sharma (CN1001)' })).toBePartiallyChecked();
  });

  it('says when nothing is waiting to be paid', async () => {
    mockApi().onGet(PENDING).reply(200, pendingPage([]));
    renderPayouts();
    expect(await screen.findByText('Nothing to pay: every entry has been paid.')).toBeInTheDocument();
  });

  it('shows a failed fetch with Retry', async () => {
    mockApi().onGet(PENDING).replyOnce(500, { detail: 'Database unavailable' }).onGet(PENDING).reply(200, pendingPage());
    const user = renderPayouts();
    expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Aarav Sharma (CN1001)' })).toBeInTheDocument();
  });

  it('keeps the pending payouts and the runs on screen when a later read cannot reach the server, and says so', async () => {
    mockApi().onGet(PENDING).replyOnce(200, pendingPage()).onGet(PENDING).networkError();
    mockApi().onGet(RUNS).replyOnce(200, runsPage([runSummary({ id: 41 })])).onGet(RUNS).networkError();
    const user = renderPayouts();
    expect(await screen.findByRole('region', { name: 'Aarav Sharma (CN1001)' })).toBeInTheDocument();

    await act(() => queryClient.refetchQueries({ type: 'active' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: No response received from server');
    expect(screen.getByText('The server cannot be reached right now. Showing what was loaded before.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Aarav Sharma (CN1001)' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Payout runs' }));
    expect(await screen.findByRole('table', { name: 'Payout runs' })).toBeInTheDocument();
    await act(() => queryClient.refetchQueries({ type: 'active' }));
    const runsPanel = screen.getByRole('tabpanel', { name: 'Payout runs' });
    expect(await within(runsPanel).findByRole('alert')).toHaveTextContent('Error: No response received from server');
    expect(within(runsPanel).getByRole('table', { name: 'Payout runs' })).toBeInTheDocument();
  });

  it('lists the payout runs, paged, each opening its detail with the CSV export', async () => {
    mockApi().onGet(PENDING).reply(200, pendingPage());
    mockApi()
      .onGet(RUNS)
      .reply((config) => {
        const page = Number(queryOf(config.url).page);
        return [200, runsPage([runSummary({ id: 40 + page, reference: `UTR-2026-004${page}` })], { count: 25, page })];
      });
    mockApi().onGet('/leads/payouts/runs/42/').reply(200, payoutRun());
    mockApi().onGet('/leads/payouts/runs/42/export/').reply(200, '"Connector","Amount"\r\n', { 'content-disposition': 'attachment; filename="payout-run-UTR-2026-0042.csv"' });
    const download = captureCsvDownload();
    const user = renderPayouts();

    await user.click(await screen.findByRole('tab', { name: 'Payout runs' }));
    const table = await screen.findByRole('table', { name: 'Payout runs' });
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Reference', 'Date', 'By', 'Entries', 'Connectors', 'Net']);
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('UTR-2026-0041');
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Priya Nair (AD3001)');
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('₹37,705');
    expect(screen.getByRole('navigation', { name: 'Payout run pages' })).toHaveTextContent('Page 1 of 2 (25 runs)');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('UTR-2026-0042')).toBeInTheDocument();
    await user.click(screen.getByText('UTR-2026-0042'));

    expect(await screen.findByRole('heading', { name: 'Payout run UTR-2026-0042' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Aarav Sharma (CN1001)' })).toHaveTextContent('Net ₹30,625');
    expect(screen.getByRole('region', { name: 'Neha Gupta (CN1004)' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(download.fileName()).toBe('payout-run-UTR-2026-0042.csv'));
    const request = mockApi().history.get.find((entry) => entry.url === '/leads/payouts/runs/42/export/');
    expect(request?.responseType).toBe('blob');
    download.restore();

    await user.click(screen.getByRole('button', { name: 'All payout runs' }));
    expect(await screen.findByRole('table', { name: 'Payout runs' })).toHaveTextContent('UTR-2026-0042');
    expect(screen.getByRole('navigation', { name: 'Payout run pages' })).toHaveTextContent('Page 2 of 2 (25 runs)');
  });

  it('opens a run from a link, and says when there are no runs', async () => {
    mockApi().onGet('/leads/payouts/runs/42/').reply(200, payoutRun());
    mockApi().onGet(RUNS).reply(200, runsPage([]));
    const user = renderPayouts('/back-office/payouts?tab=runs&run=42');
    expect(await screen.findByRole('heading', { name: 'Payout run UTR-2026-0042' })).toBeInTheDocument();
    expect(mockApi().history.get.some((request) => PENDING.test(request.url ?? ''))).toBe(false);
    await user.click(screen.getByRole('button', { name: 'All payout runs' }));
    expect(await screen.findByText('No payout runs yet. Record one from the Pending tab.')).toBeInTheDocument();
  });
});

import { mockApi } from 'shared-auth/testing';
import { NARROW_WIDTH, setViewportWidth, WIDE_WIDTH } from 'shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { captureCsvDownload } from '../../common/testing/csvDownload';
import { mockProfile } from '../../common/testing/profile';
import { renderPage } from '../../common/testing/routes';
import PayoutsPage from './PayoutsPage';
import { t } from './i18n';
import { financialYearLabel, quarterAt, quarterLabel } from './model/tdsQuarter';
import { HOLD_UNVERIFIED_ACCOUNT, aaravPayouts, nehaPayouts, payoutRun, pendingPage, rohanPayouts, rohanTaxProfile, runsPage, taxQueue } from './testing/payoutFixtures';

const PENDING = /^\/leads\/payouts\/pending\/\?/;
const RUNS = /^\/leads\/payouts\/runs\/\?page=/;
const CREATE = '/leads/payouts/runs/';
const TO_VERIFY = '/leads/payouts/tax-profiles/';
const ROHAN_PROFILE = '/leads/payouts/tax-profiles/CN1002/';
const ROHAN_VERIFY = '/leads/payouts/tax-profiles/CN1002/verify/';
const CHANGED_SINCE = 'These details were changed after you opened them: nothing was verified. Check them again.';

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

/** "Label value" of each term of the definition lists inside `element`. */
function facts(element: HTMLElement): string[] {
  return within(element)
    .getAllByRole('term')
    .map((term) => `${term.textContent} ${term.nextElementSibling?.textContent}`);
}

function gets(url: string) {
  return mockApi().history.get.filter((request) => request.url === url);
}

/** The pending list with Rohan held between Aarav and Neha, its entries drawn. */
async function renderWithRohan(rohan = rohanPayouts()) {
  mockApi().onGet(PENDING).reply(200, pendingPage([aaravPayouts(), rohan, nehaPayouts()]));
  const user = renderPayouts();
  await screen.findByRole('region', { name: 'Rohan Verma (CN1002)' });
  // Its entries are drawn in a deferred render, just after the section.
  await screen.findByLabelText('Entries of Rohan Verma (CN1002)');
  return user;
}

describe('PayoutsPage: taxes, holds and verification', () => {
  let restoreViewport: () => void;
  beforeEach(() => {
    restoreViewport = setViewportWidth(WIDE_WIDTH);
    mockProfile('admin');
    // The Pending tab opens with the queue of tax details to verify (PayoutsPage.taxQueue.test.tsx).
    mockApi().onGet(TO_VERIFY).reply(200, taxQueue([]));
  });
  afterEach(() => restoreViewport());

  it("shows why a held connector's payouts wait, and lets none of their entries be chosen", async () => {
    const user = await renderWithRohan();
    const rohan = connector('Rohan Verma (CN1002)');
    const note = within(rohan).getByRole('note');
    expect(note).toHaveTextContent(`Payout held: ${HOLD_UNVERIFIED_ACCOUNT}`);
    expect(within(note).getByRole('button', { name: 'Review tax details' })).toBeInTheDocument();

    const selectAll = within(rohan).getByRole('checkbox', { name: 'Select all entries of Rohan Verma (CN1002)' });
    const entryBox = within(rohan).getByRole('checkbox', { name: 'Select Credit +₹8,000, Ishaan Malhotra' });
    expect(selectAll).toBeDisabled();
    expect(entryBox).toBeDisabled();
    // A screen reader hears why with each box.
    expect(selectAll).toHaveAccessibleDescription(`Payout held: ${HOLD_UNVERIFIED_ACCOUNT}`);
    expect(entryBox).toHaveAccessibleDescription(`Payout held: ${HOLD_UNVERIFIED_ACCOUNT}`);
    await user.click(entryBox);
    expect(selection()).toHaveTextContent('0 selected · ₹0');

    // The others are not held: their boxes work and their tax details open from a button of their own.
    const aarav = connector('Aarav Sharma (CN1001)');
    expect(within(aarav).queryByRole('note')).not.toBeInTheDocument();
    expect(within(aarav).getByRole('button', { name: 'Tax details' })).toBeInTheDocument();
    await user.click(within(aarav).getByRole('checkbox', { name: 'Select all entries of Aarav Sharma (CN1001)' }));
    expect(selection()).toHaveTextContent('6 selected · ₹30,625');
    expect(screen.getByRole('group', { name: 'Connectors' })).toHaveTextContent('3');
  });

  it('on a phone shows the hold above the cards, their boxes disabled', async () => {
    restoreViewport();
    restoreViewport = setViewportWidth(NARROW_WIDTH);
    await renderWithRohan();
    const rohan = connector('Rohan Verma (CN1002)');
    expect(within(rohan).queryByRole('table')).not.toBeInTheDocument();
    expect(within(rohan).getByRole('note')).toHaveTextContent(`Payout held: ${HOLD_UNVERIFIED_ACCOUNT}`);
    const card = within(within(rohan).getByRole('list', { name: 'Entries of Rohan Verma (CN1002)' })).getByRole('listitem');
    expect(within(card).getByRole('checkbox', { name: 'Select Credit +₹8,000, Ishaan Malhotra' })).toBeDisabled();
  });

  it('verifies the bank account for the profile as shown: a changed profile (409) is read again, then the hold is lifted', async () => {
    const newAccount = { account_number_masked: 'XXXXXX4321', ifsc: 'ICIC0004321', holder_name: 'Rohan Verma' };
    const changed = rohanTaxProfile({ bank_account: { ...newAccount, verification: null }, updated_at: '2026-01-24T08:00:00.000Z' });
    const verified = rohanTaxProfile({
      bank_account: { ...newAccount, verification: { verified_at: '2026-01-25T06:00:00.000Z', verified_by: { user_name: 'Priya Nair', employee_id: 'AD3001' } } },
      payout_hold: null,
      updated_at: '2026-01-24T08:00:00.000Z',
    });
    mockApi().onGet(ROHAN_PROFILE).replyOnce(200, rohanTaxProfile()).onGet(ROHAN_PROFILE).reply(200, changed);
    mockApi().onPost(ROHAN_VERIFY).replyOnce(409, { detail: CHANGED_SINCE }).onPost(ROHAN_VERIFY).reply(200, verified);
    mockApi()
      .onGet(PENDING)
      .replyOnce(200, pendingPage([aaravPayouts(), rohanPayouts(), nehaPayouts()]))
      .onGet(PENDING)
      .reply(200, pendingPage([aaravPayouts(), rohanPayouts(null), nehaPayouts()]));
    const user = renderPayouts();
    await screen.findByLabelText('Entries of Rohan Verma (CN1002)');

    await user.click(within(connector('Rohan Verma (CN1002)')).getByRole('button', { name: 'Review tax details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tax details of Rohan Verma (CN1002)' });
    const pan = await within(dialog).findByRole('region', { name: 'PAN' });
    expect(pan).toHaveTextContent('ABCPV1234K');
    expect(pan).toHaveTextContent('Verified on 10 Jan 2026 by Priya Nair (AD3001)');
    expect(within(pan).queryByRole('button', { name: /Verify/ })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('region', { name: 'GSTIN' })).toHaveTextContent('Not on file');
    const account = within(dialog).getByRole('region', { name: 'Payout bank account' });
    expect(account).toHaveTextContent('XXXXXX7891');
    expect(account).toHaveTextContent('HDFC0001234');
    expect(account).toHaveTextContent('Not verified');
    expect(within(dialog).getByRole('note')).toHaveTextContent(`Payout held: ${HOLD_UNVERIFIED_ACCOUNT}`);
    expect(facts(dialog)).toContain('TDS rate on commission 2%');

    await user.click(within(account).getByRole('button', { name: 'Verify payout bank account' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(CHANGED_SINCE);
    expect(JSON.parse(mockApi().history.post[0].data as string)).toEqual({ field: 'bank_account', seen_updated_at: '2026-01-20T10:00:00.000Z' });
    // The profile is read again: the reviewer sees the account now on file, still unverified.
    await waitFor(() => expect(within(dialog).getByRole('region', { name: 'Payout bank account' })).toHaveTextContent('XXXXXX4321'));
    expect(gets(ROHAN_PROFILE)).toHaveLength(2);
    expect(within(dialog).getByRole('region', { name: 'Payout bank account' })).toHaveTextContent('ICIC0004321');

    await user.click(within(dialog).getByRole('button', { name: 'Verify payout bank account' }));
    expect(await within(dialog).findByText('Payout bank account verified.')).toHaveAttribute('role', 'status');
    expect(JSON.parse(mockApi().history.post[1].data as string)).toEqual({ field: 'bank_account', seen_updated_at: '2026-01-24T08:00:00.000Z' });
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('region', { name: 'Payout bank account' })).toHaveTextContent('Verified on 25 Jan 2026 by Priya Nair (AD3001)');
    expect(within(dialog).queryByRole('button', { name: /^Verify/ })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('note')).toHaveTextContent('Payouts are not held.');

    // The pending list is read again: the hold is gone and Rohan's entries can be chosen.
    await waitFor(() => expect(mockApi().history.get.filter((request) => PENDING.test(request.url ?? ''))).toHaveLength(2));
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const rohan = connector('Rohan Verma (CN1002)');
    await waitFor(() => expect(within(rohan).queryByText(/Payout held/)).not.toBeInTheDocument());
    expect(within(rohan).getByRole('button', { name: 'Tax details' })).toBeInTheDocument();
    await user.click(within(rohan).getByRole('checkbox', { name: 'Select all entries of Rohan Verma (CN1002)' }));
    expect(selection()).toHaveTextContent('1 selected · ₹8,000');
  });

  it("opens any connector's tax details, and shows why a verification was refused", async () => {
    const own = 'Someone else in the back office verifies your own tax and bank details.';
    mockApi()
      .onGet('/leads/payouts/tax-profiles/CN1004/')
      .reply(200, {
        ...rohanTaxProfile(),
        employee_id: 'CN1004',
        username: 'Neha Gupta',
        pan: { value: 'BCDPG2345L', verification: null },
        gstin: { value: '27BCDPG2345L1Z5', verification: { verified_at: '2026-01-05T05:30:00.000Z', verified_by: null } },
        payout_hold: null,
        tds_rate: 20,
      });
    mockApi().onPost('/leads/payouts/tax-profiles/CN1004/verify/').reply(403, { detail: own });
    mockApi().onGet(PENDING).reply(200, pendingPage());
    const user = renderPayouts();
    await screen.findByLabelText('Entries of Neha Gupta (CN1004)');

    await user.click(within(connector('Neha Gupta (CN1004)')).getByRole('button', { name: 'Tax details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tax details of Neha Gupta (CN1004)' });
    const gstin = await within(dialog).findByRole('region', { name: 'GSTIN' });
    expect(gstin).toHaveTextContent('27BCDPG2345L1Z5');
    expect(gstin).toHaveTextContent('Verified on 5 Jan 2026');
    expect(dialog).toHaveTextContent('20% (no verified PAN)');
    expect(within(dialog).getByRole('note')).toHaveTextContent('Payouts are not held.');

    await user.click(within(dialog).getByRole('button', { name: 'Verify PAN' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(own);
    expect(JSON.parse(mockApi().history.post[0].data as string)).toEqual({ field: 'pan', seen_updated_at: '2026-01-20T10:00:00.000Z' });
    expect(within(dialog).getByRole('region', { name: 'PAN' })).toHaveTextContent('Not verified');
  });

  it("shows the server's refusal of a run verbatim (a split tax entry, a held connector)", async () => {
    const split = 'Entry 201 and its GST entry 202 are paid together: choose both or neither.';
    mockApi().onGet(PENDING).reply(200, pendingPage());
    const held = 'Payouts to CN1004 (Neha Gupta) are held: No payout bank account on file.';
    mockApi().onPost(CREATE).replyOnce(400, { transaction_ids: [split] }).onPost(CREATE).reply(400, { transaction_ids: [held] });
    const user = renderPayouts();
    await screen.findByLabelText('Entries of Neha Gupta (CN1004)');
    await user.click(screen.getByRole('checkbox', { name: 'Select all entries of Neha Gupta (CN1004)' }));
    expect(selection()).toHaveTextContent('Commission ₹6,000 · TDS ₹0 · GST +₹1,080');
    await user.click(screen.getByRole('button', { name: 'Run payout' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Payment reference/), 'UTR-2026-0050');
    await user.click(within(dialog).getByRole('button', { name: 'Record payout run' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(split);
    // A hold that arrived after the list was loaded.
    await user.click(within(dialog).getByRole('button', { name: 'Record payout run' }));
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent(held));
  });

  it("shows a run's commission, TDS and GST, and downloads its bank transfer file with the bearer header", async () => {
    mockApi().onGet('/leads/payouts/runs/42/').reply(200, payoutRun());
    mockApi()
      .onGet('/leads/payouts/runs/42/transfers/')
      .replyOnce(200, '"Connector","Account"\r\n', { 'content-disposition': 'attachment; filename="payout-run-42-transfers.csv"' })
      .onGet('/leads/payouts/runs/42/transfers/')
      .replyOnce(200, '"Connector","Account"\r\n')
      .onGet('/leads/payouts/runs/42/transfers/')
      .reply(500, { detail: 'The vault is unavailable.' });
    const download = captureCsvDownload();
    const user = renderPayouts('/back-office/payouts?tab=runs&run=42');
    expect(await screen.findByRole('heading', { name: 'Payout run UTR-2026-0042' })).toBeInTheDocument();

    expect(facts(screen.getByLabelText('Payout run summary'))).toEqual(expect.arrayContaining(['Commission ₹37,250', 'TDS -₹625', 'GST +₹1,080', 'Net Total ₹37,705']));
    const aarav = connector('Aarav Sharma (CN1001)');
    expect(aarav).toHaveTextContent('Commission ₹31,250');
    expect(aarav).toHaveTextContent('TDS -₹625');
    expect(aarav).toHaveTextContent('Net ₹30,625');
    expect(connector('Neha Gupta (CN1004)')).toHaveTextContent('GST +₹1,080');
    // A run's connectors were paid: no hold, no tax details from here.
    expect(screen.queryByRole('button', { name: /Tax details/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Download bank transfer file' }));
    await waitFor(() => expect(download.fileName()).toBe('payout-run-42-transfers.csv'));
    expect(await download.text()).toBe('"Connector","Account"\r\n');
    const requests = gets('/leads/payouts/runs/42/transfers/');
    expect(requests).toHaveLength(1);
    expect(requests[0].responseType).toBe('blob');
    expect(requests[0].headers?.Authorization).toBe('Bearer test-access-token');

    // Without a name from the server, the run's id names the file.
    await user.click(screen.getByRole('button', { name: 'Download bank transfer file' }));
    await waitFor(() => expect(gets('/leads/payouts/runs/42/transfers/')).toHaveLength(2));
    await waitFor(() => expect(download.fileName()).toBe('payout-run-42-transfers.csv'));

    await user.click(screen.getByRole('button', { name: 'Download bank transfer file' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The vault is unavailable.');
    download.restore();
  });

  it('downloads the TDS report of the chosen quarter, the current one in India time at first', async () => {
    mockApi().onGet(RUNS).reply(200, runsPage([]));
    mockApi()
      .onGet(/^\/leads\/payouts\/tds-report\//)
      .reply(200, '"Financial year","Quarter"\r\n', { 'content-disposition': 'attachment; filename="tds-194h-2025-26-q4.csv"' });
    const download = captureCsvDownload();
    const user = renderPayouts('/back-office/payouts?tab=runs');
    const report = await screen.findByRole('region', { name: 'TDS report' });
    const current = quarterAt(new Date());
    expect(within(report).getByLabelText('Financial year')).toHaveDisplayValue(financialYearLabel(current.year));
    expect(within(report).getByLabelText('Quarter')).toHaveDisplayValue(quarterLabel(current.quarter, t));

    await user.selectOptions(within(report).getByLabelText('Financial year'), financialYearLabel(current.year - 1));
    await user.selectOptions(within(report).getByLabelText('Quarter'), quarterLabel(4, t));
    await user.click(within(report).getByRole('button', { name: 'Download TDS report' }));
    await waitFor(() => expect(download.fileName()).toBe('tds-194h-2025-26-q4.csv'));
    const request = mockApi().history.get.find((entry) => entry.url?.startsWith('/leads/payouts/tds-report/'));
    expect(request?.url).toBe(`/leads/payouts/tds-report/?quarter=${current.year - 1}-Q4`);
    expect(request?.responseType).toBe('blob');
    download.restore();
    expect(await screen.findByText('No payout runs yet. Record one from the Pending tab.')).toBeInTheDocument();
  });
});

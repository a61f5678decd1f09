import { mockApi } from 'shared-auth/testing';
import { formatDateTime } from 'shared-ui';
import { NARROW_WIDTH, setViewportWidth, WIDE_WIDTH } from 'shared-ui/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockProfile } from '../../common/testing/profile';
import { renderPage } from '../../common/testing/routes';
import PayoutsPage from './PayoutsPage';
import { NO_BANK_ACCOUNT, kiranTaxProfile, nehaPayouts, pendingPage, personToVerify, rohanTaxProfile, runsPage, taxQueue } from './testing/payoutFixtures';

const PENDING = /^\/leads\/payouts\/pending\/\?/;
const TO_VERIFY = '/leads/payouts/tax-profiles/';
const KIRAN_PROFILE = '/leads/payouts/tax-profiles/CN1007/';
const KIRAN_VERIFY = '/leads/payouts/tax-profiles/CN1007/verify/';
const NEHA_PROFILE = '/leads/payouts/tax-profiles/CN1004/';
const NEHA_VERIFY = '/leads/payouts/tax-profiles/CN1004/verify/';
const VERIFIED = { verified_at: '2026-01-25T06:00:00.000Z', verified_by: { user_name: 'Priya Nair', employee_id: 'AD3001' } };

jest.setTimeout(30_000);

function renderPayouts(route = '/back-office/payouts?tab=tax') {
  const user = userEvent.setup({ delay: null });
  renderPage(<PayoutsPage />, { route, path: '/back-office/payouts' });
  return user;
}

function queuePanel() {
  return screen.getByRole('region', { name: 'Tax details to verify' });
}

/** Each line of the queue: its heading, then "Label value" of each of its facts. */
function lines(): string[] {
  return within(within(queuePanel()).getByRole('list', { name: 'Tax details to verify' }))
    .getAllByRole('listitem')
    .map((line) => {
      const name = within(line).getByRole('heading', { level: 3 }).textContent;
      const facts = within(line)
        .getAllByRole('term')
        .map((term) => `${term.textContent} ${term.nextElementSibling?.textContent}`);
      return [name, ...facts].join(' · ');
    });
}

function gets(url: string) {
  return mockApi().history.get.filter((request) => request.url === url);
}

describe('PayoutsPage: tax details to verify', () => {
  let restoreViewport: () => void;
  beforeEach(() => {
    restoreViewport = setViewportWidth(WIDE_WIDTH);
    mockProfile('admin');
    // Kiran has nothing pending: the pending list has only Neha.
    mockApi().onGet(PENDING).reply(200, pendingPage([nehaPayouts()]));
  });
  afterEach(() => restoreViewport());

  it("lists who waits, oldest change first, and opens the chosen person's tax details even with nothing pending", async () => {
    // The queue answers when the test says so, to see the panel while it is read.
    let answer: (() => void) | undefined;
    mockApi()
      .onGet(TO_VERIFY)
      .reply(() => new Promise((resolve) => (answer = () => resolve([200, taxQueue()]))));
    mockApi().onGet(KIRAN_PROFILE).reply(200, kiranTaxProfile());
    const user = renderPayouts();

    const taxTab = await screen.findByRole('tabpanel', { name: 'Tax details' });
    const panel = await within(taxTab).findByRole('region', { name: 'Tax details to verify' });
    expect(within(panel).getByRole('heading', { level: 2, name: 'Tax details to verify' })).toBeInTheDocument();
    expect(within(panel).getByRole('status', { name: 'Loading tax details to verify' })).toBeInTheDocument();
    await waitFor(() => expect(answer).toBeDefined());
    await act(async () => answer?.());
    await within(panel).findByRole('list', { name: 'Tax details to verify' });
    expect(lines()).toEqual([
      `Kiran Desai (CN1007) · To verify PAN · Changed ${formatDateTime('2026-01-18T04:30:00.000Z')}`,
      `Rohan Verma (CN1002) · To verify Bank account · Changed ${formatDateTime('2026-01-20T10:00:00.000Z')}`,
    ]);
    expect(within(panel).queryByText(/Showing the oldest/)).not.toBeInTheDocument();
    // Kiran has nothing pending (the pending list has Neha only): the queue is the way to his details.
    const review = within(panel).getByRole('button', { name: 'Review CN1007' });
    await user.click(review);
    const dialog = await screen.findByRole('dialog', { name: 'Tax details of Kiran Desai (CN1007)' });
    const pan = await within(dialog).findByRole('region', { name: 'PAN' });
    expect(pan).toHaveTextContent('DEFPD3456M');
    expect(pan).toHaveTextContent('Not verified');
    expect(within(pan).getByRole('button', { name: 'Verify PAN' })).toBeEnabled();
    expect(within(dialog).getByRole('region', { name: 'Payout bank account' })).toHaveTextContent('Not on file');
    expect(within(dialog).getByRole('note')).toHaveTextContent(`Payout held: ${NO_BANK_ACCOUNT}`);
    expect(dialog).toHaveTextContent('20% (no verified PAN)');

    // Closed without verifying: Kiran still waits, and the focus is back on his Review button.
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(review).toHaveFocus());
    expect(lines()).toHaveLength(2);
    expect(gets(TO_VERIFY)).toHaveLength(1);
  });

  it('reads the queue again after a verification: who has nothing left to verify leaves it, and the focus goes to its heading', async () => {
    mockApi()
      .onGet(TO_VERIFY)
      .replyOnce(200, taxQueue())
      .onGet(TO_VERIFY)
      .reply(200, taxQueue([personToVerify(rohanTaxProfile(), ['bank_account'])]));
    mockApi().onGet(KIRAN_PROFILE).reply(200, kiranTaxProfile());
    mockApi()
      .onPost(KIRAN_VERIFY)
      .reply(200, kiranTaxProfile({ pan: { value: 'DEFPD3456M', verification: VERIFIED }, tds_rate: 2 }));
    const user = renderPayouts();
    const panel = await screen.findByRole('region', { name: 'Tax details to verify' });
    await within(panel).findByRole('button', { name: 'Review CN1007' });

    await user.click(within(panel).getByRole('button', { name: 'Review CN1007' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tax details of Kiran Desai (CN1007)' });
    await user.click(await within(dialog).findByRole('button', { name: 'Verify PAN' }));
    expect(await within(dialog).findByText('PAN verified.')).toHaveAttribute('role', 'status');
    expect(JSON.parse(mockApi().history.post[0].data as string)).toEqual({ field: 'pan', seen_updated_at: '2026-01-18T04:30:00.000Z' });
    expect(within(dialog).getByRole('region', { name: 'PAN' })).toHaveTextContent('Verified on 25 Jan 2026 by Priya Nair (AD3001)');

    await waitFor(() => expect(gets(TO_VERIFY)).toHaveLength(2));
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(lines()).toEqual([`Rohan Verma (CN1002) · To verify Bank account · Changed ${formatDateTime('2026-01-20T10:00:00.000Z')}`]);
    expect(within(panel).queryByRole('button', { name: 'Review CN1007' })).not.toBeInTheDocument();
    // His button went with his line: the focus does not fall to the start of the page.
    await waitFor(() => expect(within(panel).getByRole('heading', { name: 'Tax details to verify' })).toHaveFocus());
  });

  it('keeps a person in the queue with what still waits when one of their details is verified', async () => {
    const nehaProfile = {
      ...rohanTaxProfile(),
      employee_id: 'CN1004',
      username: 'Neha Gupta',
      pan: { value: 'BCDPG2345L', verification: null },
      gstin: { value: '27BCDPG2345L1Z5', verification: null },
      bank_account: { account_number_masked: 'XXXXXX2468', ifsc: 'SBIN0002468', holder_name: 'Neha Gupta', verification: VERIFIED },
      payout_hold: null,
      tds_rate: 20,
      updated_at: '2026-01-21T07:00:00.000Z',
    };
    mockApi()
      .onGet(TO_VERIFY)
      .replyOnce(200, taxQueue([personToVerify(nehaProfile, ['pan', 'gstin'])]))
      .onGet(TO_VERIFY)
      .reply(200, taxQueue([personToVerify(nehaProfile, ['pan'])]));
    mockApi().onGet(NEHA_PROFILE).reply(200, nehaProfile);
    mockApi()
      .onPost(NEHA_VERIFY)
      .reply(200, { ...nehaProfile, gstin: { value: '27BCDPG2345L1Z5', verification: VERIFIED } });
    const user = renderPayouts();
    const panel = await screen.findByRole('region', { name: 'Tax details to verify' });
    await within(panel).findByRole('list', { name: 'Tax details to verify' });
    expect(lines()).toEqual([`Neha Gupta (CN1004) · To verify PAN, GSTIN · Changed ${formatDateTime('2026-01-21T07:00:00.000Z')}`]);

    const review = within(panel).getByRole('button', { name: 'Review CN1004' });
    await user.click(review);
    const dialog = await screen.findByRole('dialog', { name: 'Tax details of Neha Gupta (CN1004)' });
    await user.click(await within(dialog).findByRole('button', { name: 'Verify GSTIN' }));
    expect(await within(dialog).findByText('GSTIN verified.')).toBeInTheDocument();
    await waitFor(() => expect(gets(TO_VERIFY)).toHaveLength(2));

    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(lines()).toEqual([`Neha Gupta (CN1004) · To verify PAN · Changed ${formatDateTime('2026-01-21T07:00:00.000Z')}`]);
    await waitFor(() => expect(review).toHaveFocus());
  });

  it('says when nothing waits to be verified', async () => {
    mockApi().onGet(TO_VERIFY).reply(200, taxQueue([]));
    renderPayouts();
    const panel = await screen.findByRole('region', { name: 'Tax details to verify' });
    expect(await within(panel).findByText('Nothing to verify.')).toBeInTheDocument();
    expect(within(panel).queryByRole('list')).not.toBeInTheDocument();
    expect(within(panel).queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows a failed read with Retry, then says how many it lists when more wait than it answers', async () => {
    const many = Array.from({ length: 200 }, (_, index) => {
      const employeeId = `CN${2000 + index}`;
      return { employee_id: employeeId, username: `Connector ${index + 1}`, unverified: ['pan' as const], updated_at: '2026-01-15T05:00:00.000Z' };
    });
    mockApi()
      .onGet(TO_VERIFY)
      .replyOnce(500, { detail: 'Database unavailable' })
      .onGet(TO_VERIFY)
      .reply(200, taxQueue(many, 1250));
    const user = renderPayouts();
    const panel = await screen.findByRole('region', { name: 'Tax details to verify' });
    expect(await within(panel).findByRole('alert')).toHaveTextContent('Database unavailable');
    expect(within(panel).queryByText('Nothing to verify.')).not.toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Retry' }));
    const list = await within(panel).findByRole('list', { name: 'Tax details to verify' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(200);
    expect(within(panel).getByText('Showing the oldest 200 of 1,250.')).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: 'Review CN2199' })).toBeInTheDocument();
  });

  it('on a phone keeps the same lines, each with its Review button', async () => {
    restoreViewport();
    restoreViewport = setViewportWidth(NARROW_WIDTH);
    mockApi().onGet(TO_VERIFY).reply(200, taxQueue());
    renderPayouts();
    const panel = await screen.findByRole('region', { name: 'Tax details to verify' });
    const list = await within(panel).findByRole('list', { name: 'Tax details to verify' });
    const [kiran, rohan] = within(list).getAllByRole('listitem');
    expect(within(kiran).getByRole('button', { name: 'Review CN1007' })).toBeInTheDocument();
    expect(within(rohan).getByRole('button', { name: 'Review CN1002' })).toBeInTheDocument();
    expect(kiran).toHaveTextContent('Kiran Desai (CN1007)');
  });

  it('is not read on the Payout runs tab', async () => {
    mockApi().onGet(/^\/leads\/payouts\/runs\/\?page=/).reply(200, runsPage([]));
    renderPayouts('/back-office/payouts?tab=runs');
    expect(await screen.findByText('No payout runs yet. Record one from the Pending tab.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Tax details to verify' })).not.toBeInTheDocument();
    expect(gets(TO_VERIFY)).toHaveLength(0);
  });

  it('has a tab of its own: the Pending tab, where the page opens, shows the pending list alone and does not read the queue', async () => {
    const user = renderPayouts('/back-office/payouts');
    await screen.findByRole('region', { name: 'Neha Gupta (CN1004)' });
    expect(screen.queryByRole('region', { name: 'Tax details to verify' })).not.toBeInTheDocument();
    expect(gets(TO_VERIFY)).toHaveLength(0);

    mockApi().onGet(TO_VERIFY).reply(200, taxQueue());
    await user.click(screen.getByRole('tab', { name: 'Tax details' }));
    const panel = await within(await screen.findByRole('tabpanel', { name: 'Tax details' })).findByRole('region', { name: 'Tax details to verify' });
    await within(panel).findByRole('list', { name: 'Tax details to verify' });
    expect(lines()).toHaveLength(2);
  });
});

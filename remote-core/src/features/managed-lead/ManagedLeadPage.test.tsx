import { mockApi } from 'shared-auth/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatDateTime } from 'shared-ui';
import { setViewportWidth, WIDE_WIDTH } from 'shared-ui/testing';
import { mockProfile } from '../../common/testing/profile';
import { renderPage } from '../../common/testing/routes';
import { demoBanks, demoLoanTypes } from '../catalogue/testing/catalogueFixtures';
import { managedLeadDocuments } from '../lead-documents/testing/leadDocumentFixtures';
import LeadManagementPage from '../lead-management/LeadManagementPage';
import { demoManagedLeads, leadPage } from '../lead-management/testing/managedLeadFixtures';
import ManagedLeadPage from './ManagedLeadPage';
import { approvedLead, processingLead } from './testing/managedLeadDetailFixtures';

const LEAD = '/leads/manage/leads/4/';
const STATUS = '/leads/manage/leads/4/status/';
const DOCUMENTS = '/leads/manage/leads/4/documents/';
const PAGES = /^\/leads\/manage\/leads\/4\/documents\/pages\//;

jest.setTimeout(30_000);

function renderLead(route = '/back-office/leads/4') {
  const user = userEvent.setup({ delay: null });
  renderPage(<ManagedLeadPage />, { route, path: '/back-office/leads/:id' });
  return user;
}

function region(name: string) {
  return screen.getByRole('region', { name });
}

function facts(element: HTMLElement): Record<string, string> {
  return Object.fromEntries(
    within(element)
      .getAllByRole('term')
      .map((term) => [term.textContent ?? '', term.nextElementSibling?.textContent ?? '']),
  );
}

async function openDialog(user: ReturnType<typeof userEvent.setup>, button: string) {
  await user.click(await screen.findByRole('button', { name: button }));
  return screen.findByRole('dialog');
}

describe('ManagedLeadPage', () => {
  let restoreViewport: () => void;
  beforeEach(() => {
    restoreViewport = setViewportWidth(WIDE_WIDTH);
    mockProfile('admin');
    mockApi().onGet(DOCUMENTS).reply(200, managedLeadDocuments());
    mockApi().onGet(PAGES).reply(200, new Blob(['page'], { type: 'image/jpeg' }));
  });
  afterEach(() => restoreViewport());

  it('shows a spinner, then the header, documents, payout and timeline', async () => {
    const lead = processingLead();
    mockApi().onGet(LEAD).reply(200, lead);
    renderLead();

    expect(screen.getByRole('status', { name: 'Loading lead' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Rahul Deshmukh' })).toBeInTheDocument();
    expect(screen.getByText('processing')).toBeInTheDocument();
    expect(facts(screen.getByLabelText('Lead summary'))).toEqual({
      Mobile: '9822011004',
      'Loan Amount': '₹45,00,000',
      'Bank · Loan Type': 'Kotak Mahindra Bank · Loan Against Property',
      'Referred By': 'Aarav Sharma (CN1001)',
      Created: formatDateTime(lead.created_at),
    });
    expect(screen.getByRole('link', { name: 'Back to Lead Management' })).toHaveAttribute('href', '/back-office/leads');
    expect(screen.getByRole('button', { name: 'Approve' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reject' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reopen' })).not.toBeInTheDocument();

    expect(await screen.findByRole('region', { name: 'Documents' })).toBeInTheDocument();
    const documents = within(region('Documents'));
    expect(await documents.findByRole('list', { name: 'Document checklist' })).toBeInTheDocument();
    expect(documents.getByText('1 of 4 verified')).toBeInTheDocument();
    expect(documents.getByRole('button', { name: 'Verify Aadhaar Card' })).toBeInTheDocument();
    expect(documents.queryByRole('combobox')).not.toBeInTheDocument();

    expect(facts(region('Payout'))).toEqual({ 'Connector Payout': '0.75%', 'Payout Amount': '₹33,750' });
    expect(within(region('Payout')).getByText('No ledger entries yet. Approving the lead credits the payout.')).toBeInTheDocument();

    const events = within(within(region('Timeline')).getByRole('list', { name: 'Lead timeline' })).getAllByRole('listitem');
    expect(events.map((item) => item.querySelector('p')?.textContent)).toEqual(['Created as Processing', 'PAN Card marked Verified']);
    expect(events[1]).toHaveTextContent('by Priya Nair (AD3001)');
  });

  it('offers Reopen for a rejected lead', async () => {
    mockApi().onGet('/leads/manage/leads/5/').reply(200, processingLead({ id: 5, status: 'rejected', allowed_transitions: ['processing'] }));
    const user = renderLead('/back-office/leads/5');
    const dialog = await openDialog(user, 'Reopen');
    expect(within(dialog).getByRole('heading', { name: 'Reopen lead' })).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Rejected → Processing.');
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  });

  it('shows the ledger: credit, processed, with the payout reference', async () => {
    mockApi().onGet(LEAD).reply(200, approvedLead());
    renderLead();
    const ledger = await screen.findByRole('list', { name: 'Ledger' });
    expect(screen.getByRole('button', { name: 'Reverse approval' })).toBeInTheDocument();
    const [credit] = within(ledger).getAllByRole('listitem');
    expect(credit).toHaveAttribute('data-transaction-type', 'credit');
    expect(credit).toHaveTextContent('Credit · 22 Jan 2026');
    expect(credit).toHaveTextContent('Paid · Reference UTR-2026-0042');
    expect(credit).toHaveTextContent('Processed');
    expect(credit).toHaveTextContent('+₹33,750');
    const events = within(screen.getByRole('list', { name: 'Lead timeline' })).getAllByRole('listitem');
    expect(events[2]).toHaveTextContent('Processing → Approved');
    expect(events[2]).toHaveTextContent('Sanction letter received.');
  });

  it('approves with a remark of at least 3 characters, then shows the updated lead', async () => {
    mockApi().onGet(LEAD).reply(200, processingLead());
    mockApi().onPost(STATUS).reply(200, approvedLead());
    const user = renderLead();
    await screen.findByRole('heading', { level: 1, name: 'Rahul Deshmukh' });

    const dialog = await openDialog(user, 'Approve');
    expect(within(dialog).getByRole('heading', { name: 'Approve lead' })).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Processing → Approved. The connector is credited ₹33,750 (0.75% of the loan amount).');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(within(dialog).getByText('Enter a remark of at least 3 characters.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Remark/)).toHaveAttribute('aria-invalid', 'true');

    await user.type(within(dialog).getByLabelText(/Remark/), ' ok ');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(within(dialog).getByText('Enter a remark of at least 3 characters.')).toBeInTheDocument();
    expect(mockApi().history.post).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText(/Remark/));
    await user.type(within(dialog).getByLabelText(/Remark/), '  Sanction letter received.  ');
    expect(within(dialog).queryByText('Enter a remark of at least 3 characters.')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(JSON.parse(mockApi().history.post[0].data as string)).toEqual({ from_status: 'processing', status: 'approved', remark: 'Sanction letter received.' });
    expect(await screen.findByText("Rahul Deshmukh's lead is now Approved.")).toBeInTheDocument();
    expect(screen.getByText('approved')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reverse approval' })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Ledger' })).getAllByRole('listitem')).toHaveLength(1);
  });

  it("shows the server's field messages under the fields", async () => {
    mockApi().onGet(LEAD).reply(200, processingLead());
    mockApi().onPost(STATUS).reply(400, { remark: ['Remark is too vague.'], status: ['Cannot reject a lead with verified documents.'] });
    const user = renderLead();
    await screen.findByRole('heading', { level: 1, name: 'Rahul Deshmukh' });

    const dialog = await openDialog(user, 'Reject');
    expect(within(dialog).getByRole('heading', { name: 'Reject lead' })).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Remark/), 'Not eligible');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));

    expect(await within(dialog).findByText('Remark is too vague.')).toBeInTheDocument();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Cannot reject a lead with verified documents.');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('sends the status the reviewer saw, shows the 409 when the lead moved meanwhile, and refetches the lead', async () => {
    const moved = 'This lead was Processing when you opened it and is Approved now: nothing was changed. Check it again before deciding.';
    mockApi()
      .onGet(LEAD)
      .replyOnce(200, processingLead())
      .onGet(LEAD)
      .reply(200, approvedLead());
    mockApi().onPost(STATUS).reply(409, { detail: moved, status: 'approved' });
    const user = renderLead();
    await screen.findByRole('heading', { level: 1, name: 'Rahul Deshmukh' });

    const dialog = await openDialog(user, 'Reject');
    await user.type(within(dialog).getByLabelText(/Remark/), 'Customer withdrew');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(moved);
    expect(JSON.parse(mockApi().history.post[0].data as string)).toMatchObject({ from_status: 'processing', status: 'rejected' });
    await waitFor(() => expect(mockApi().history.get.filter((request) => request.url === LEAD)).toHaveLength(2));
    expect(within(dialog).getByRole('button', { name: 'Reject' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('approved')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reverse approval' })).toBeInTheDocument();
  });

  it('is read-only for a reader who may not edit (an rm): no buttons, the documents with their states', async () => {
    mockProfile('rm');
    mockApi().onGet(LEAD).reply(200, processingLead({ can_edit: false, allowed_transitions: [] }));
    mockApi().onGet(DOCUMENTS).reply(200, managedLeadDocuments({ can_decide: false }));
    renderLead();
    const documents = await screen.findByRole('list', { name: 'Document checklist' });

    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^(Verify|Reject) / })).not.toBeInTheDocument();
    const items = within(documents).getAllByRole('listitem').filter((item) => item.parentElement === documents);
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual(['PAN Card', 'Aadhaar Card', 'ITR (3 years)', 'Bank statement']);
    expect(within(items[1]).getByText('Submitted')).toBeInTheDocument();
    expect(within(items[1]).getByRole('button', { name: 'View Aadhaar Card, page 2' })).toBeInTheDocument();
    // The way back names the list as the rm knows it from the sidebar.
    expect(screen.getByRole('link', { name: 'Back to Team Leads' })).toHaveAttribute('href', '/back-office/leads');
  });

  it('says "Lead not found" on a 404 and for an id that is not a number', async () => {
    mockApi().onGet('/leads/manage/leads/77/').reply(404, { detail: 'Not found.' });
    const user = renderLead('/back-office/leads/77');
    expect(await screen.findByRole('heading', { name: 'Lead not found' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to Lead Management' }));
    expect(await screen.findByText('At /back-office/leads')).toBeInTheDocument();
  });

  it('says "Lead not found" for an id that is not a number, without asking the API', async () => {
    renderLead('/back-office/leads/abc');
    expect(await screen.findByRole('heading', { name: 'Lead not found' })).toBeInTheDocument();
    expect(mockApi().history.get.filter((request) => request.url?.startsWith('/leads/'))).toHaveLength(0);
  });

  it('shows other failures with Retry', async () => {
    mockApi().onGet(LEAD).replyOnce(500, { detail: 'Database unavailable' }).onGet(LEAD).reply(200, processingLead());
    const user = renderLead();
    expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Rahul Deshmukh' })).toBeInTheDocument();
  });

  it('goes back to the list with the filters it was opened from', async () => {
    mockApi().onGet('/leads/banks/').reply(200, demoBanks());
    mockApi().onGet('/leads/loans/').reply(200, demoLoanTypes());
    mockApi().onGet(/^\/leads\/manage\/leads\/\?/).reply(200, leadPage([...demoManagedLeads(), { ...demoManagedLeads()[0], id: 4, customer_name: 'Rahul Deshmukh' }], { count: 45 }));
    mockApi().onGet(LEAD).reply(200, processingLead());
    const user = userEvent.setup({ delay: null });
    renderPage(<LeadManagementPage />, {
      route: '/back-office/leads?status=processing&page=2',
      path: '/back-office/leads',
      others: [{ path: '/back-office/leads/:id', element: <ManagedLeadPage /> }],
    });

    await user.click(await screen.findByText('Rahul Deshmukh'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Rahul Deshmukh' })).toBeInTheDocument();
    const back = screen.getByRole('link', { name: 'Back to Lead Management' });
    expect(back).toHaveAttribute('href', '/back-office/leads?status=processing&page=2');
    await user.click(back);
    expect(await screen.findByRole('heading', { level: 1, name: 'Lead Management' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Status')).toHaveValue('processing');
  });
});

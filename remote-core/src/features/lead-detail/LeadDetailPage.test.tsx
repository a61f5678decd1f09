import { adoptEarlyResponses } from 'shared-auth';
import { mockApi, TEST_ACCESS_TOKEN } from 'shared-auth/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatDateTime } from 'shared-ui';
import { LAYOUTS, setViewportWidth } from 'shared-ui/testing';
import { renderPage } from '../../common/testing/routes';
import { approvedLeadDetail, demoLeadDetail } from '../leads/testing/leadFixtures';
import type { LeadDetail, LeadDocumentsResponse } from 'shared-contracts';
import { documentLimits, leadDocument } from '../lead-documents/testing/documentFixtures';
import { documentSave, leadWithDocumentTimeline } from './testing/timelineFixtures';
import LeadDetailPage from './LeadDetailPage';

const LEAD = '/leads/leads/4/';
const DOCUMENTS = '/leads/leads/4/documents/';

/** A lead's documents as the documents read answers them for its checklist (no pages yet). */
function documentsOf(lead: LeadDetail): LeadDocumentsResponse {
  return {
    lead_id: lead.id,
    limits: documentLimits(),
    can_decide: false,
    documents: Object.entries(lead.documents_checklist).map(([name, state]) => leadDocument({ name, state: state as 'Pending' })),
  };
}

/** The lead and its documents. */
function mockLead(lead: LeadDetail, path = LEAD) {
  const api = mockApi();
  api.onGet(path).reply(200, lead).onGet(`${path}documents/`).reply(200, documentsOf(lead));
  return api;
}

function renderLead(route = '/lead/4') {
  const user = userEvent.setup();
  renderPage(<LeadDetailPage />, { route, path: '/lead/:id' });
  return user;
}

function card(name: string) {
  return screen.getByRole('region', { name });
}

/** A card's label/value pairs. */
function facts(region: HTMLElement): Record<string, string> {
  return Object.fromEntries(
    within(region)
      .getAllByRole('term')
      .map((term) => [term.textContent ?? '', term.nextElementSibling?.textContent ?? '']),
  );
}

describe.each(LAYOUTS)('LeadDetailPage ($layout)', ({ width }) => {
  let restoreViewport: () => void;
  let log: jest.SpyInstance;
  beforeEach(() => {
    restoreViewport = setViewportWidth(width);
    log = jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    log.mockRestore();
    restoreViewport();
  });

  it('shows a spinner, then the customer with Back to Leads', async () => {
    mockLead(demoLeadDetail());
    const user = renderLead();

    expect(screen.getByRole('status', { name: 'Loading lead' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Rahul Deshmukh' })).toBeInTheDocument();
    const back = screen.getByRole('link', { name: 'Back to Leads' });
    expect(back).toHaveAttribute('href', '/leads');
    await user.click(back);
    expect(await screen.findByText('At /leads')).toBeInTheDocument();
  });

  it("opened directly, draws the lead in its first render from the start-up's early reads, with no request", async () => {
    const api = mockLead(demoLeadDetail());
    const lead = demoLeadDetail();
    adoptEarlyResponses([
      { path: LEAD, accessToken: TEST_ACCESS_TOKEN, answer: Promise.resolve({ status: 200, data: lead }) },
      { path: DOCUMENTS, accessToken: TEST_ACCESS_TOKEN, answer: Promise.resolve({ status: 200, data: documentsOf(lead) }) },
    ]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    renderLead();

    // No "Loading lead" render first: the customer's facts are on the first screen at once.
    expect(screen.getByRole('heading', { level: 1, name: 'Rahul Deshmukh' })).toBeInTheDocument();
    expect(facts(card('Customer Details')).Address).toBe('Plot 21, Wakad Industrial Estate, Pune 411057');
    await within(card('Status & Documents')).findByRole('heading', { level: 3, name: 'PAN Card' });
    expect(api.history.get).toHaveLength(0);
  });

  it('shows the Customer Details, Loan Details and Reference Details cards', async () => {
    const lead = demoLeadDetail();
    mockLead(lead);
    renderLead();
    await screen.findByRole('heading', { level: 1, name: 'Rahul Deshmukh' });

    expect(facts(card('Customer Details'))).toEqual({
      Name: 'Rahul Deshmukh',
      Mobile: '9822011004',
      Address: 'Plot 21, Wakad Industrial Estate, Pune 411057',
      Remarks: 'Commercial property in Wakad as collateral.',
    });
    expect(facts(card('Loan Details'))).toEqual({
      'Loan Type': 'Loan Against Property',
      Amount: '₹45,00,000',
      Bank: 'Kotak Mahindra Bank',
      Branch: 'Pune - Wakad',
      State: 'Maharashtra',
    });
    expect(facts(card('Reference Details'))).toEqual({
      'Referred By': 'Aarav Sharma (CN1001)',
      'Created By': 'Aarav Sharma (CN1001)',
      'Created At': formatDateTime(lead.created_at),
    });
  });

  it('shows the status in upper case and the checklist: Submitted as success, anything else secondary', async () => {
    mockLead(demoLeadDetail());
    renderLead();
    await screen.findByRole('heading', { level: 1, name: 'Rahul Deshmukh' });

    const status = card('Status & Documents');
    expect(within(status).getByText('PROCESSING')).toBeInTheDocument();
    // The documents read gives each document its own heading (and its pages and uploads).
    await within(status).findByRole('heading', { level: 3, name: 'PAN Card' });
    const items = within(within(status).getByRole('list', { name: 'Document checklist' })).getAllByRole('listitem');
    const checklist = items.map((item) => {
      const state = item.querySelector('[data-palette]');
      return [within(item).getByRole('heading', { level: 3 }).textContent, state?.textContent, state?.getAttribute('data-palette')];
    });
    expect(checklist).toEqual([
      ['PAN Card', 'Submitted', 'green'],
      ['Aadhaar Card', 'Submitted', 'green'],
      ['ITR (3 years)', 'Pending', 'gray'],
      ['Property Title Deed', 'Pending', 'gray'],
      ['Encumbrance Certificate', 'Submitted', 'green'],
    ]);
  });

  it("shows the lead's own checklist while its documents are read, and keeps it beside a failed read with Retry", async () => {
    mockApi().onGet(LEAD).reply(200, demoLeadDetail()).onGet(DOCUMENTS).reply(500, { detail: 'Document store unavailable' });
    const user = renderLead();
    await screen.findByRole('heading', { level: 1, name: 'Rahul Deshmukh' });

    const status = card('Status & Documents');
    const items = within(within(status).getByRole('list', { name: 'Document checklist' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['PAN CardSubmitted', 'Aadhaar CardSubmitted', 'ITR (3 years)Pending', 'Property Title DeedPending', 'Encumbrance CertificateSubmitted']);
    expect(await within(status).findByText('Error: Document store unavailable')).toBeInTheDocument();

    mockLead(demoLeadDetail());
    await user.click(within(status).getByRole('button', { name: 'Retry' }));
    expect(await within(status).findByRole('heading', { level: 3, name: 'PAN Card' })).toBeInTheDocument();
    expect(within(status).queryByText('Error: Document store unavailable')).not.toBeInTheDocument();
  });

  it('lists every status change in the timeline: from → to, who, when and the remark', async () => {
    const lead = approvedLeadDetail();
    mockLead(lead, '/leads/leads/1/');
    renderLead('/lead/1');
    await screen.findByRole('heading', { level: 1, name: 'Meera Kulkarni' });

    expect(within(card('Status & Documents')).getByText('APPROVED')).toBeInTheDocument();
    const entries = within(within(card('Status Timeline')).getByRole('list', { name: 'Status timeline' })).getAllByRole('listitem');
    expect(entries).toHaveLength(2);
    expect(entries[0]).toHaveTextContent('Created as Processing');
    expect(entries[0]).toHaveTextContent(`${formatDateTime(lead.status_history[0].changed_at)} · by Aarav Sharma (CN1001)`);
    expect(entries[1]).toHaveTextContent('Processing → Approved');
    expect(entries[1]).toHaveTextContent(`${formatDateTime(lead.status_history[1].changed_at)} · by Vikram Mehta (RM2001)`);
    expect(entries[1]).toHaveTextContent('Sanction letter issued by HDFC Bank.');
  });

  it('shows one timeline entry per save of documents, naming every change, next to the status events, oldest first', async () => {
    const lead = leadWithDocumentTimeline();
    mockLead(lead);
    renderLead();
    await screen.findByRole('heading', { level: 1, name: 'Rahul Deshmukh' });

    const entries = within(within(card('Status Timeline')).getByRole('list', { name: 'Status timeline' })).getAllByRole('listitem');
    expect(entries.map((entry) => entry.querySelector('p')?.textContent)).toEqual([
      'Created as Processing',
      'PAN Card marked Verified, Aadhaar Card marked Submitted',
      'Salary Slips marked Verified',
      'Processing → Approved',
    ]);
    expect(entries[1]).toHaveTextContent(`${formatDateTime(lead.status_history[1].changed_at)} · by Priya Nair (AD3001)`);
    expect(entries[3]).toHaveTextContent('Sanction letter received.');
  });

  it("shows the reviewer's reason under a document event that rejected a document", async () => {
    const lead = leadWithDocumentTimeline();
    const rejection = { ...documentSave({ 'Salary Slips': 'Rejected' }, '2026-01-21T07:00:00.000Z'), remark: 'The March slip is cut off.' };
    mockLead({ ...lead, status: 'processing', status_history: [...lead.status_history.slice(0, 3), rejection] });
    renderLead();
    await screen.findByRole('heading', { level: 1, name: 'Rahul Deshmukh' });

    const entries = within(within(card('Status Timeline')).getByRole('list', { name: 'Status timeline' })).getAllByRole('listitem');
    expect(entries[3]).toHaveTextContent('Salary Slips marked Rejected');
    expect(entries[3]).toHaveTextContent('The March slip is cut off.');
  });

  it('leaves out empty remarks and shows N/A and Unknown for what is missing', async () => {
    mockLead(demoLeadDetail({ remarks: null, loan_type: null, bank: null, bank_branch: null, referred_by: null, documents_checklist: {}, status_history: [] }));
    renderLead();
    await screen.findByRole('heading', { level: 1, name: 'Rahul Deshmukh' });

    expect(facts(card('Customer Details'))).not.toHaveProperty('Remarks');
    expect(facts(card('Loan Details'))).toEqual({ 'Loan Type': 'Unknown', Amount: '₹45,00,000', Bank: 'N/A', Branch: 'N/A', State: 'N/A' });
    expect(facts(card('Reference Details'))['Referred By']).toBe('N/A');
    expect(within(card('Status & Documents')).getByText('No documents listed.')).toBeInTheDocument();
    expect(within(card('Status Timeline')).getByText('No status changes yet.')).toBeInTheDocument();
  });

  it("says the lead was not found on a 404 (another connector's lead), with the way back", async () => {
    mockApi().onGet('/leads/leads/77/').reply(404, { detail: 'Not found.' });
    const user = renderLead('/lead/77');

    expect(await screen.findByRole('heading', { name: 'Lead not found' })).toBeInTheDocument();
    expect(screen.getByText('This lead does not exist, or it is not one of your leads.')).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith('Failed to fetch lead details: Not found. (HTTP 404, GET /leads/leads/77/)');
    await user.click(screen.getByRole('link', { name: 'Back to Leads' }));
    expect(await screen.findByText('At /leads')).toBeInTheDocument();
  });

  it('says the lead was not found for an id that is not a number', async () => {
    renderLead('/lead/abc');
    expect(await screen.findByRole('heading', { name: 'Lead not found' })).toBeInTheDocument();
    expect(mockApi().history.get).toHaveLength(0);
  });

  it('only logs other failures (spec §8) and offers to try again', async () => {
    mockApi().onGet(LEAD).replyOnce(500).onGet(LEAD).reply(200, demoLeadDetail()).onGet(DOCUMENTS).reply(200, { lead_id: 4, limits: documentLimits(), can_decide: false, documents: [] });
    const user = renderLead();

    expect(await screen.findByText('The lead could not be loaded right now.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(log).toHaveBeenCalledWith('Failed to fetch lead details (HTTP 500, GET /leads/leads/4/)');

    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Rahul Deshmukh' })).toBeInTheDocument();
  });
});

import { mockApi } from 'shared-auth/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatDateTime } from 'shared-ui';
import { LAYOUTS, setViewportWidth } from 'shared-ui/testing';
import { renderPage } from '../../common/testing/routes';
import { approvedLeadDetail, demoLeadDetail } from '../leads/testing/leadFixtures';
import { leadWithDocumentTimeline } from './testing/timelineFixtures';
import LeadDetailPage from './LeadDetailPage';

const LEAD = '/leads/leads/4/';

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
    mockApi().onGet(LEAD).reply(200, demoLeadDetail());
    const user = renderLead();

    expect(screen.getByRole('status', { name: 'Loading lead' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Rahul Deshmukh' })).toBeInTheDocument();
    const back = screen.getByRole('link', { name: 'Back to Leads' });
    expect(back).toHaveAttribute('href', '/leads');
    await user.click(back);
    expect(await screen.findByText('At /leads')).toBeInTheDocument();
  });

  it('shows the Customer Details, Loan Details and Reference Details cards', async () => {
    const lead = demoLeadDetail();
    mockApi().onGet(LEAD).reply(200, lead);
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
    mockApi().onGet(LEAD).reply(200, demoLeadDetail());
    renderLead();
    await screen.findByRole('heading', { level: 1, name: 'Rahul Deshmukh' });

    const status = card('Status & Documents');
    expect(within(status).getByText('PROCESSING')).toBeInTheDocument();
    const items = within(within(status).getByRole('list', { name: 'Document checklist' })).getAllByRole('listitem');
    const checklist = items.map((item) => {
      const [document, state] = Array.from(item.children);
      return [document.textContent, state.textContent, state.getAttribute('data-style')];
    });
    expect(checklist).toEqual([
      ['PAN Card', 'Submitted', 'success'],
      ['Aadhaar Card', 'Submitted', 'success'],
      ['ITR (3 years)', 'Pending', 'secondary'],
      ['Property Title Deed', 'Pending', 'secondary'],
      ['Encumbrance Certificate', 'Submitted', 'success'],
    ]);
  });

  it('lists every status change in the timeline: from → to, who, when and the remark', async () => {
    const lead = approvedLeadDetail();
    mockApi().onGet('/leads/leads/1/').reply(200, lead);
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
    mockApi().onGet(LEAD).reply(200, lead);
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

  it('leaves out empty remarks and shows N/A and Unknown for what is missing', async () => {
    mockApi()
      .onGet(LEAD)
      .reply(200, demoLeadDetail({ remarks: null, loan_type: null, bank: null, bank_branch: null, referred_by: null, documents_checklist: {}, status_history: [] }));
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
    mockApi().onGet(LEAD).replyOnce(500).onGet(LEAD).reply(200, demoLeadDetail());
    const user = renderLead();

    expect(await screen.findByText('The lead could not be loaded right now.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(log).toHaveBeenCalledWith('Failed to fetch lead details (HTTP 500, GET /leads/leads/4/)');

    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Rahul Deshmukh' })).toBeInTheDocument();
  });
});

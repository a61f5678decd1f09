import { mockApi } from 'shared-auth/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BranchChoices, ManagedLeadDetail } from 'shared-contracts';
import { setViewportWidth, WIDE_WIDTH } from 'shared-ui/testing';
import { mockProfile } from '../../common/testing/profile';
import { renderPage } from '../../common/testing/routes';
import { managedLeadDocuments } from '../lead-documents/testing/leadDocumentFixtures';
import ManagedLeadPage from './ManagedLeadPage';
import { processingLead } from './testing/managedLeadDetailFixtures';

const LEAD = '/leads/manage/leads/4/';
const BRANCH = '/leads/manage/leads/4/branch/';
const CHOICES = '/leads/manage/leads/4/branch-choices/';

jest.setTimeout(30_000);

/** Kotak's branches for Rahul Deshmukh (Wakad, Pune 411057): Hinjewadi suggested (same pincode), the current Wakad branch second. */
function kotakChoices(): BranchChoices {
  const branch = (id: number, branch_name: string, cluster: string, pincode: string, evidence: BranchChoices['branches'][number]['evidence'], reason: string | null) => ({
    id, branch_name, state: cluster === 'Bengaluru' ? 'Karnataka' : 'Maharashtra', cluster, pincode, evidence, reason,
  });
  return {
    suggested: 65,
    pincode: '411057',
    branches: [
      branch(65, 'Pune - Hinjewadi', 'Pune', '411057', 'pincode', 'Same pincode'),
      branch(61, 'Pune - Wakad', 'Pune', '411033', 'pin_district', 'Same PIN district'),
      branch(62, 'Bengaluru - Whitefield', 'Bengaluru', '560066', null, null),
      branch(63, 'Mumbai - Bandra West', 'Mumbai', '400050', null, null),
    ],
  };
}

function movedLead(branch: ManagedLeadDetail['bank_branch'], from: string | null, remark: string | null): ManagedLeadDetail {
  const lead = processingLead();
  return processingLead({
    bank_branch: branch,
    status_history: [
      ...lead.status_history,
      {
        event: 'branch', document: null, document_state: null, documents: [], bank_branch_change: { from, to: branch?.branch_name ?? null },
        from_status: 'processing', to_status: 'processing', changed_by: { user_name: 'Priya Nair', employee_id: 'AD3001' },
        changed_at: '2026-01-21T06:00:00.000Z', remark,
      },
    ],
  });
}

function renderLead() {
  const user = userEvent.setup({ delay: null });
  renderPage(<ManagedLeadPage />, { route: '/back-office/leads/4', path: '/back-office/leads/:id' });
  return user;
}

const branchFact = () => {
  const term = within(screen.getByRole('region', { name: 'Customer & Branch' })).getByText('Branch', { selector: 'dt' });
  return term.nextElementSibling as HTMLElement;
};

async function openBranchDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Change branch' }));
  const dialog = await screen.findByRole('dialog');
  const select = within(dialog).getByRole('combobox', { name: /^Bank Branch/ });
  await waitFor(() => expect(select).toBeEnabled());
  return { dialog, select };
}

describe('ManagedLeadPage: the bank branch', () => {
  let restoreViewport: () => void;
  beforeEach(() => {
    restoreViewport = setViewportWidth(WIDE_WIDTH);
    mockProfile('admin');
    mockApi().onGet('/leads/manage/leads/4/documents/').reply(200, managedLeadDocuments());
    mockApi().onGet(CHOICES).reply(200, kotakChoices());
  });
  afterEach(() => restoreViewport());

  it("lists the bank's branches best first, the suggestion and the current one marked, and moves the lead with a remark", async () => {
    mockApi().onGet(LEAD).reply(200, processingLead());
    const moved = movedLead({ id: 65, branch_name: 'Pune - Hinjewadi', state: 'Maharashtra' }, 'Pune - Wakad', 'Same pincode as the customer.');
    mockApi().onPost(BRANCH).reply(200, moved);
    const user = renderLead();
    await screen.findByRole('heading', { level: 1, name: 'Rahul Deshmukh' });
    expect(branchFact()).toHaveTextContent('Pune - Wakad, Maharashtra');
    // Nothing is read before the dialog opens.
    expect(mockApi().history.get.some((request) => request.url === CHOICES)).toBe(false);

    const { dialog, select } = await openBranchDialog(user);
    expect(within(dialog).getByRole('heading', { name: 'Change branch' })).toBeInTheDocument();
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Pune - Hinjewadi · Same pincode · suggested',
      'Pune - Wakad · Same PIN district · current',
      'Bengaluru - Whitefield',
      'Mumbai - Bandra West',
      'No branch (N/A)',
    ]);
    expect(select).toHaveValue('61');
    // The branch it already has: nothing to send.
    expect(within(dialog).getByRole('button', { name: 'Change branch' })).toBeDisabled();

    await user.selectOptions(select, '65');
    await user.type(within(dialog).getByLabelText(/Remark/), '  Same pincode as the customer. ');
    await user.click(within(dialog).getByRole('button', { name: 'Change branch' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(JSON.parse(mockApi().history.post[0].data as string)).toEqual({ from_bank_branch: 61, bank_branch: 65, remark: 'Same pincode as the customer.' });
    expect(await screen.findByText("Rahul Deshmukh's lead is now at Pune - Hinjewadi.")).toBeInTheDocument();
    expect(branchFact()).toHaveTextContent('Pune - Hinjewadi, Maharashtra');
    const events = within(screen.getByRole('list', { name: 'Lead timeline' })).getAllByRole('listitem');
    expect(events.at(-1)).toHaveTextContent('Bank branch: Pune - Wakad → Pune - Hinjewadi');
    expect(events.at(-1)).toHaveTextContent('Same pincode as the customer.');
  });

  it('leaves the lead without a branch: N/A, no remark sent when none was written', async () => {
    mockApi().onGet(LEAD).reply(200, processingLead());
    mockApi().onPost(BRANCH).reply(200, movedLead(null, 'Pune - Wakad', null));
    const user = renderLead();
    const { dialog, select } = await openBranchDialog(user);
    await user.selectOptions(select, 'No branch (N/A)');
    await user.click(within(dialog).getByRole('button', { name: 'Change branch' }));
    expect(await screen.findByText("Rahul Deshmukh's lead now has no branch.")).toBeInTheDocument();
    expect(JSON.parse(mockApi().history.post[0].data as string)).toEqual({ from_bank_branch: 61, bank_branch: null });
    expect(branchFact()).toHaveTextContent('N/A');
  });

  it('shows the 409 when someone moved the lead meanwhile, refetches it, and cannot be sent again', async () => {
    const detail = "This lead's branch changed to Pune - Hinjewadi since you opened it: nothing was changed. Check it again before changing it.";
    mockApi()
      .onGet(LEAD)
      .replyOnce(200, processingLead())
      .onGet(LEAD)
      .reply(200, processingLead({ bank_branch: { id: 65, branch_name: 'Pune - Hinjewadi', state: 'Maharashtra' } }));
    mockApi().onPost(BRANCH).reply(409, { detail, bank_branch: { id: 65, branch_name: 'Pune - Hinjewadi', state: 'Maharashtra' } });
    const user = renderLead();
    const { dialog, select } = await openBranchDialog(user);
    await user.selectOptions(select, '63');
    await user.click(within(dialog).getByRole('button', { name: 'Change branch' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(detail);
    await waitFor(() => expect(mockApi().history.get.filter((request) => request.url === LEAD)).toHaveLength(2));
    expect(within(dialog).getByRole('button', { name: 'Change branch' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(branchFact()).toHaveTextContent('Pune - Hinjewadi, Maharashtra');
  });

  it("shows the server's message about the branch under the select", async () => {
    mockApi().onGet(LEAD).reply(200, processingLead());
    mockApi().onPost(BRANCH).reply(400, { bank_branch: ['Select a branch of Kotak Mahindra Bank, or no branch.'] });
    const user = renderLead();
    const { dialog, select } = await openBranchDialog(user);
    await user.selectOptions(select, '62');
    await user.click(within(dialog).getByRole('button', { name: 'Change branch' }));
    await waitFor(() => expect(select).toHaveAccessibleErrorMessage('Select a branch of Kotak Mahindra Bank, or no branch.'));
  });

  it('offers no Change branch to a reader who may not edit the lead (an rm)', async () => {
    mockProfile('rm');
    mockApi().onGet(LEAD).reply(200, processingLead({ can_edit: false, allowed_transitions: [] }));
    renderLead();
    await screen.findByRole('heading', { level: 1, name: 'Rahul Deshmukh' });
    expect(branchFact()).toHaveTextContent('Pune - Wakad, Maharashtra');
    expect(screen.queryByRole('button', { name: 'Change branch' })).not.toBeInTheDocument();
  });
});

import { mockApi, TEST_PROFILE } from 'shared-auth/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '../../common/testing/routes';
import { allBankLoans } from '../catalogue/testing/catalogueFixtures';
import LeadsPage from './LeadsPage';
import { BENGALURU, MUMBAI_ANDHERI, PUNE_AUNDH, puneChoices, unmatchedChoices } from './testing/branchChoiceFixtures';
import { demoLeadDetail, myLeads } from './testing/leadFixtures';

const CREATE = '/leads/leads/';
const CHOICES = /^\/leads\/leads\/branch-choices\//;
const ADDRESS = '14, Shivaji Nagar, Pune 411005';

type User = ReturnType<typeof userEvent.setup>;
type Dialog = ReturnType<typeof within>;

jest.setTimeout(30_000);

function mockPage() {
  const api = mockApi();
  api.onGet('/auth/profile/').reply(200, TEST_PROFILE);
  api.onGet('/leads/bankloans/').reply(200, allBankLoans());
  api.onGet('/leads/leads/my-leads/').reply(200, myLeads());
  api.onGet(/open-by-mobile/).reply(200, { open_leads: 0, latest_created_at: null });
  return api;
}

/** Opens Add Lead and fills it as a connector does; `loan` is the Loan Type option to choose. */
async function fillForm(user: User, loan = 'Personal Loan — HDFC Bank', search = 'hdfc personal'): Promise<Dialog> {
  renderPage(<LeadsPage />, { route: '/leads', path: '/leads' });
  await user.click(await screen.findByRole('button', { name: 'Add Lead' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Add Lead' }));
  await waitFor(() => expect(dialog.getByRole('combobox', { name: /^Loan Type/ })).toBeEnabled());
  await user.type(dialog.getByRole('textbox', { name: /^Customer Name/ }), 'Sanjay Kulkarni');
  await user.type(dialog.getByRole('textbox', { name: /^Mobile Number/ }), '9822011009');
  await user.type(dialog.getByRole('textbox', { name: /^Address/ }), ADDRESS);
  expect(dialog.queryByRole('combobox', { name: /^Bank Branch/ })).not.toBeInTheDocument();
  await chooseLoan(user, dialog, loan, search);
  await user.type(dialog.getByRole('spinbutton', { name: /^Loan Amount/ }), '600000');
  return dialog;
}

async function chooseLoan(user: User, dialog: Dialog, loan: string, search: string) {
  const loanType = dialog.getByRole('combobox', { name: /^Loan Type/ });
  await user.clear(loanType);
  await user.type(loanType, search);
  await user.click(dialog.getByRole('option', { name: loan }));
}

const branchSelect = (dialog: Dialog) => dialog.getByRole('combobox', { name: /^Bank Branch/ });

/** The payload of the one create request, once it is sent. */
function captureCreate(api: ReturnType<typeof mockApi>) {
  const sent: Record<string, unknown>[] = [];
  api.onPost(CREATE).reply((config) => {
    sent.push(JSON.parse(config.data as string) as Record<string, unknown>);
    return [201, demoLeadDetail({ id: 9, customer_name: 'Sanjay Kulkarni' })];
  });
  return sent;
}

describe('Add Lead: Bank Branch', () => {
  let log: jest.SpyInstance;
  beforeEach(() => {
    log = jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => log.mockRestore());

  it('appears once a loan type is chosen, preselected with the suggestion and why; doing nothing sends no bank_branch', async () => {
    const api = mockPage();
    api.onGet(CHOICES).reply(200, puneChoices());
    const sent = captureCreate(api);
    const user = userEvent.setup({ delay: null });
    const dialog = await fillForm(user);

    const select = branchSelect(dialog);
    await waitFor(() => expect(select).toBeEnabled());
    expect(select).toHaveDisplayValue('Pune - Aundh · Same PIN district');
    expect(select).toHaveAccessibleDescription('Suggested (Same PIN district): Pune, Maharashtra 411007');
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Pune - Aundh · Same PIN district',
      'Pune - Hinjewadi · Same PIN district',
      'No branch yet (N/A)',
      'Bengaluru - Indiranagar',
      'Mumbai - Andheri East',
    ]);
    expect(within(select).getByRole('group', { name: 'Other branches of HDFC Bank' })).toBeInTheDocument();
    // Asked for the chosen bank loan and the address as typed.
    const asked = api.history.get.filter((request) => CHOICES.test(request.url ?? ''));
    expect(asked.map((request) => new URL(request.url as string, 'http://api.test').searchParams.toString())).toEqual([
      new URLSearchParams({ bank_loan: '11', address: ADDRESS }).toString(),
    ]);

    await user.click(dialog.getByRole('button', { name: 'Create Lead' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).not.toHaveProperty('bank_branch');
    expect(sent[0]).toMatchObject({ loan_type: 11, branch: 7, customer_address: ADDRESS });
  });

  it('sends the branch the connector chose, or null for "No branch yet (N/A)"', async () => {
    const api = mockPage();
    api.onGet(CHOICES).reply(200, puneChoices());
    api.onPost(CREATE).replyOnce(400, { detail: 'Try again.' });
    const sent = captureCreate(api);
    const user = userEvent.setup({ delay: null });
    const dialog = await fillForm(user);
    const select = branchSelect(dialog);
    await waitFor(() => expect(select).toBeEnabled());

    await user.selectOptions(select, 'Mumbai - Andheri East');
    expect(select).toHaveAccessibleDescription('Mumbai, Maharashtra 400069');
    await user.click(dialog.getByRole('button', { name: 'Create Lead' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Try again.');
    expect(JSON.parse(api.history.post[0].data as string)).toMatchObject({ bank_branch: MUMBAI_ANDHERI.id });

    await user.selectOptions(select, 'No branch yet (N/A)');
    expect(select).toHaveAccessibleDescription('The back office will assign a branch.');
    await user.click(dialog.getByRole('button', { name: 'Create Lead' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ bank_branch: null });
  });

  it('preselects "No branch yet (N/A)" when nothing matches, and still lets the connector pick a branch', async () => {
    const api = mockPage();
    api.onGet(CHOICES).reply(200, unmatchedChoices());
    const sent = captureCreate(api);
    const user = userEvent.setup({ delay: null });
    const dialog = await fillForm(user);
    const select = branchSelect(dialog);
    await waitFor(() => expect(select).toBeEnabled());
    expect(select).toHaveDisplayValue('No branch yet (N/A)');
    expect(select).toHaveAccessibleDescription(
      "No branch of this bank matches the customer's PIN code, city or your territory: the back office will assign one.",
    );
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual(['No branch yet (N/A)', 'Bengaluru - Indiranagar', 'Mumbai - Andheri East']);
    expect(within(select).getByRole('group', { name: 'Branches of HDFC Bank' })).toBeInTheDocument();

    await user.selectOptions(select, 'Bengaluru - Indiranagar');
    await user.click(dialog.getByRole('button', { name: 'Create Lead' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ bank_branch: BENGALURU.id });
  });

  it('goes back to the suggestion when another loan type (another bank) is chosen', async () => {
    const api = mockPage();
    api.onGet(CHOICES).reply((config) =>
      new URL(config.url as string, 'http://api.test').searchParams.get('bank_loan') === '11' ? [200, puneChoices()] : [200, unmatchedChoices()],
    );
    const sent = captureCreate(api);
    const user = userEvent.setup({ delay: null });
    const dialog = await fillForm(user);
    await waitFor(() => expect(branchSelect(dialog)).toBeEnabled());
    await user.selectOptions(branchSelect(dialog), 'Pune - Hinjewadi · Same PIN district');

    await chooseLoan(user, dialog, 'Personal Loan — ICICI Bank', 'icici personal');
    await waitFor(() => expect(branchSelect(dialog)).toHaveDisplayValue('No branch yet (N/A)'));
    await user.click(dialog.getByRole('button', { name: 'Create Lead' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ loan_type: 21 });
    expect(sent[0]).not.toHaveProperty('bank_branch');
  });

  it('never blocks Create Lead: when the branches cannot be read the server assigns one', async () => {
    const api = mockPage();
    api.onGet(CHOICES).reply(500);
    const sent = captureCreate(api);
    const user = userEvent.setup({ delay: null });
    const dialog = await fillForm(user);
    await waitFor(() => expect(branchSelect(dialog)).toHaveAccessibleDescription('The branches could not be loaded: the branch is assigned when the lead is created.'));
    expect(branchSelect(dialog)).toBeDisabled();
    expect(branchSelect(dialog)).toHaveDisplayValue('Branches are not available');
    const create = dialog.getByRole('button', { name: 'Create Lead' });
    expect(create).toBeEnabled();
    await user.click(create);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).not.toHaveProperty('bank_branch');
  });

  it("shows the server's message about the branch under the select", async () => {
    const api = mockPage();
    api.onGet(CHOICES).reply(200, puneChoices());
    api.onPost(CREATE).reply(400, { bank_branch: ['Select a branch of HDFC Bank, or no branch.'] });
    const user = userEvent.setup({ delay: null });
    const dialog = await fillForm(user);
    await waitFor(() => expect(branchSelect(dialog)).toBeEnabled());
    await user.selectOptions(branchSelect(dialog), String(PUNE_AUNDH.id));
    await user.click(dialog.getByRole('button', { name: 'Create Lead' }));
    await waitFor(() => expect(branchSelect(dialog)).toHaveAccessibleErrorMessage('Select a branch of HDFC Bank, or no branch.'));
    expect(screen.getByRole('dialog', { name: 'Add Lead' })).toBeInTheDocument();
  });
});

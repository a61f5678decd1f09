import { mockApi, TEST_PROFILE } from 'shared-auth/testing';
import { LAYOUTS, setViewportWidth } from 'shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LeadCreateRequest } from 'shared-contracts';
import { renderPage } from '../../common/testing/routes';
import { allBankLoans } from '../catalogue/testing/catalogueFixtures';
import LeadsPage from './LeadsPage';
import { demoLeadDetail, leadItem, myLeads } from './testing/leadFixtures';

const PROFILE = '/auth/profile/';
const MY_LEADS = '/leads/leads/my-leads/';
const BANK_LOANS = '/leads/bankloans/';
const CREATE = '/leads/leads/';
const openByMobile = (mobile: string) => `/leads/leads/open-by-mobile/?customer_mobile=${mobile}`;

type User = ReturnType<typeof userEvent.setup>;

// Typing into a dialog of six fields takes a while on a busy two-core machine.
jest.setTimeout(30_000);

function mockPage(profile = TEST_PROFILE) {
  const api = mockApi();
  api.onGet(PROFILE).reply(200, profile);
  api.onGet(BANK_LOANS).reply(200, allBankLoans());
  return api;
}

async function openDialog(user: User) {
  await user.click(await screen.findByRole('button', { name: 'Add Lead' }));
  return within(await screen.findByRole('dialog', { name: 'Add Lead' }));
}

function fields(dialog: ReturnType<typeof within>) {
  return {
    name: dialog.getByRole('textbox', { name: /^Customer Name/ }),
    mobile: dialog.getByRole('textbox', { name: /^Mobile Number/ }),
    address: dialog.getByRole('textbox', { name: /^Address/ }),
    loanType: dialog.getByRole('combobox', { name: /^Loan Type/ }),
    amount: dialog.getByRole('spinbutton', { name: /^Loan Amount/ }),
    remarks: dialog.getByRole('textbox', { name: 'Remarks (Optional)' }),
    create: dialog.getByRole('button', { name: 'Create Lead' }),
    cancel: dialog.getByRole('button', { name: 'Cancel' }),
  };
}

async function waitForLoanTypes(dialog: ReturnType<typeof within>) {
  await waitFor(() => expect(dialog.getByRole('combobox', { name: /^Loan Type/ })).toBeEnabled());
}

/** Chooses a bank loan the way a connector does: types part of its name and clicks it in the list. */
async function chooseLoanType(user: User, dialog: ReturnType<typeof within>, search: string, name: string) {
  const loanType = dialog.getByRole('combobox', { name: /^Loan Type/ });
  await user.clear(loanType);
  await user.type(loanType, search);
  await user.click(dialog.getByRole('option', { name }));
  expect(loanType).toHaveValue(name);
}

async function fillForm(user: User, dialog: ReturnType<typeof within>, mobile = '9822011009') {
  const form = fields(dialog);
  await waitForLoanTypes(dialog);
  await user.type(form.name, 'Sanjay Kulkarni');
  await user.type(form.mobile, mobile);
  await user.type(form.address, '14, Shivaji Nagar, Pune 411005');
  await chooseLoanType(user, dialog, 'hdfc personal', 'Personal Loan — HDFC Bank');
  await user.type(form.amount, '600000');
  return form;
}

describe.each(LAYOUTS)('LeadsPage: Add Lead ($layout)', ({ width }) => {
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

  it('opens a dialog with the six fields, Cancel and Create Lead, and every bank loan as "{loan type} — {bank}"', async () => {
    const api = mockPage();
    api.onGet(MY_LEADS).reply(200, myLeads());
    const user = userEvent.setup({ delay: null });
    renderPage(<LeadsPage />, { route: '/leads', path: '/leads' });

    const dialog = await openDialog(user);
    const form = fields(dialog);
    expect(form.remarks).toHaveValue('');
    expect(form.create).toBeDisabled();
    expect(form.cancel).toBeEnabled();
    expect(await dialog.findByText('Referred by Aarav Sharma (CN1001) · Territory: Pune West')).toBeInTheDocument();

    await waitForLoanTypes(dialog);
    expect(form.loanType).toHaveAttribute('placeholder', 'Select a loan type');
    await user.click(form.loanType);
    const list = dialog.getByRole('listbox', { name: /^Loan Type/ });
    const options = within(list)
      .getAllByRole('option')
      .map((option) => option.getAttribute('aria-label'));
    expect(options).toEqual([
      'Business Loan — HDFC Bank',
      'Home Loan — HDFC Bank',
      'Home Loan — ICICI Bank',
      'Personal Loan — Axis Bank',
      'Personal Loan — HDFC Bank',
      'Personal Loan — ICICI Bank',
    ]);
    expect(api.history.get.filter((request) => request.url === BANK_LOANS)).toHaveLength(1);
  });

  it('makes Loan Type searchable: grouped by loan type, filtered by what is typed, chosen from the keyboard', async () => {
    const api = mockPage();
    api.onGet(MY_LEADS).reply(200, myLeads());
    const user = userEvent.setup({ delay: null });
    renderPage(<LeadsPage />, { route: '/leads', path: '/leads' });
    const dialog = await openDialog(user);
    await waitForLoanTypes(dialog);
    const loanType = fields(dialog).loanType;

    await user.click(loanType);
    const list = dialog.getByRole('listbox', { name: /^Loan Type/ });
    const groupHeading = (group: HTMLElement) => document.getElementById(group.getAttribute('aria-labelledby') ?? '')?.textContent;
    expect(within(list).getAllByRole('group').map(groupHeading)).toEqual(['Business Loan', 'Home Loan', 'Personal Loan']);
    const home = within(list).getByRole('group', { name: 'Home Loan' });
    expect(within(home).getAllByRole('option').map((option) => option.textContent)).toEqual(['HDFC Bank', 'ICICI Bank']);

    // A bank's name finds its loans in every group.
    await user.type(loanType, 'icici');
    expect(within(list).queryByRole('group', { name: 'Business Loan' })).not.toBeInTheDocument();
    expect(
      dialog
        .getAllByRole('option')
        .map((option) => option.getAttribute('aria-label')),
    ).toEqual(['Home Loan — ICICI Bank', 'Personal Loan — ICICI Bank']);

    // The first match is highlighted; the arrow keys move; Enter chooses.
    await user.keyboard('{ArrowDown}{Enter}');
    expect(loanType).toHaveValue('Personal Loan — ICICI Bank');
    expect(loanType).toHaveAttribute('aria-expanded', 'false');

    await user.clear(loanType);
    await user.type(loanType, 'gold');
    expect(dialog.getByText('No loan type or bank matches what you typed.')).toBeInTheDocument();
    // Escape closes the list and keeps the dialog open with the choice made.
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Add Lead' })).toBeInTheDocument();
    expect(loanType).toHaveValue('Personal Loan — ICICI Bank');
  });

  it('keeps Create Lead disabled until name, mobile, address, loan type and a non-zero amount are filled', async () => {
    const api = mockPage();
    api.onGet(MY_LEADS).reply(200, myLeads());
    api.onGet(/open-by-mobile/).reply(200, { open_leads: 0, latest_created_at: null });
    const user = userEvent.setup({ delay: null });
    renderPage(<LeadsPage />, { route: '/leads', path: '/leads' });
    const dialog = await openDialog(user);
    const form = fields(dialog);
    await waitForLoanTypes(dialog);

    await user.type(form.name, 'Sanjay Kulkarni');
    expect(form.create).toBeDisabled();
    await user.type(form.mobile, '9822011009');
    expect(form.create).toBeDisabled();
    await user.type(form.address, '14, Shivaji Nagar, Pune 411005');
    expect(form.create).toBeDisabled();
    await chooseLoanType(user, dialog, 'hdfc personal', 'Personal Loan — HDFC Bank');
    expect(form.create).toBeDisabled();
    await user.type(form.amount, '0');
    expect(form.create).toBeDisabled();
    await user.clear(form.amount);
    await user.type(form.amount, '600000');
    expect(form.create).toBeEnabled();
    expect(form.amount).toHaveAccessibleDescription('₹6,00,000 · ₹50,000 to ₹40,00,000 for this loan');

    await user.clear(form.address);
    expect(form.create).toBeDisabled();
  });

  it('keeps Create Lead disabled when the profile has no assigned territory (no branch)', async () => {
    const api = mockPage({ ...TEST_PROFILE, assigned_territory: null });
    api.onGet(MY_LEADS).reply(200, myLeads());
    api.onGet(/open-by-mobile/).reply(200, { open_leads: 0, latest_created_at: null });
    const user = userEvent.setup({ delay: null });
    renderPage(<LeadsPage />, { route: '/leads', path: '/leads' });
    const dialog = await openDialog(user);

    const form = await fillForm(user, dialog);
    expect(form.create).toBeDisabled();
    expect(dialog.getByText('Your profile has no assigned territory, so leads cannot be created yet.')).toBeInTheDocument();
  });

  it('sends exactly the LeadCreateRequest, then closes, resets and refetches the list', async () => {
    const api = mockPage();
    const created = leadItem({ id: 9, customer_name: 'Sanjay Kulkarni', customer_mobile: '9822011009', loan_amount: 600000 });
    api.onGet(MY_LEADS).replyOnce(200, myLeads());
    api.onGet(MY_LEADS).reply(200, [created, ...myLeads()]);
    api.onGet(openByMobile('9822011009')).reply(200, { open_leads: 0, latest_created_at: null });
    let sent: unknown;
    api.onPost(CREATE).reply((config) => {
      sent = JSON.parse(config.data as string);
      return [201, demoLeadDetail({ id: 9, customer_name: 'Sanjay Kulkarni' })];
    });
    const user = userEvent.setup({ delay: null });
    renderPage(<LeadsPage />, { route: '/leads', path: '/leads' });
    await screen.findByText('Nikhil Jadhav');
    const dialog = await openDialog(user);

    const form = await fillForm(user, dialog);
    await user.type(form.remarks, 'Salary account with HDFC Bank.');
    await user.click(form.create);

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const expected: LeadCreateRequest = {
      customer_name: 'Sanjay Kulkarni',
      loan_type: 11,
      customer_mobile: '9822011009',
      customer_address: '14, Shivaji Nagar, Pune 411005',
      loan_amount: 600000,
      referred_by_employee_id: 'CN1001',
      branch: 7,
      remarks: 'Salary account with HDFC Bank.',
    };
    expect(sent).toEqual(expected);
    expect(await screen.findByText('Sanjay Kulkarni')).toBeInTheDocument();
    expect(api.history.get.filter((request) => request.url === MY_LEADS)).toHaveLength(2);

    const reopened = fields(await openDialog(user));
    expect(reopened.name).toHaveValue('');
    expect(reopened.mobile).toHaveValue('');
    expect(reopened.address).toHaveValue('');
    expect(reopened.amount).toHaveValue(null);
    expect(reopened.remarks).toHaveValue('');
    expect(reopened.create).toBeDisabled();
  });

  it("stays open on failure with the server's message under each field and the rest above the buttons, and logs it", async () => {
    const api = mockPage();
    api.onGet(MY_LEADS).reply(200, myLeads());
    api.onGet(/open-by-mobile/).reply(200, { open_leads: 0, latest_created_at: null });
    api.onPost(CREATE).reply(400, {
      customer_mobile: ['Enter a valid 10-digit mobile number starting with 6-9.'],
      loan_amount: ['Loan amount must be between ₹50,000 and ₹25,00,000 for this bank loan.'],
      branch: ['Unknown territory.'],
    });
    const user = userEvent.setup({ delay: null });
    renderPage(<LeadsPage />, { route: '/leads', path: '/leads' });
    const dialog = await openDialog(user);

    const form = await fillForm(user, dialog, '12345');
    await user.click(form.create);

    expect(await dialog.findByText('Enter a valid 10-digit mobile number starting with 6-9.')).toBeInTheDocument();
    expect(form.mobile).toHaveAttribute('aria-invalid', 'true');
    expect(form.mobile).toHaveAccessibleErrorMessage('Enter a valid 10-digit mobile number starting with 6-9.');
    expect(form.amount).toHaveAccessibleErrorMessage('Loan amount must be between ₹50,000 and ₹25,00,000 for this bank loan.');
    expect(dialog.getByRole('alert')).toHaveTextContent('Unknown territory.');
    expect(screen.getByRole('dialog', { name: 'Add Lead' })).toBeInTheDocument();
    expect(form.name).toHaveValue('Sanjay Kulkarni');
    expect(log).toHaveBeenCalledWith('Failed to create lead (HTTP 400, POST /leads/leads/)');
  });

  it('shows "Failed to create lead" when the server says nothing, and "No response received from server" without an answer', async () => {
    const api = mockPage();
    api.onGet(MY_LEADS).reply(200, myLeads());
    api.onGet(/open-by-mobile/).reply(200, { open_leads: 0, latest_created_at: null });
    api.onPost(CREATE).replyOnce(500);
    api.onPost(CREATE).networkErrorOnce();
    const user = userEvent.setup({ delay: null });
    renderPage(<LeadsPage />, { route: '/leads', path: '/leads' });
    const dialog = await openDialog(user);
    const form = await fillForm(user, dialog);

    await user.click(form.create);
    expect(await dialog.findByRole('alert')).toHaveTextContent('Failed to create lead');
    expect(log).toHaveBeenCalledWith('Failed to create lead (HTTP 500, POST /leads/leads/)');

    await user.click(form.create);
    await waitFor(() => expect(dialog.getByRole('alert')).toHaveTextContent('No response received from server'));
    expect(log).toHaveBeenCalledWith('Failed to create lead: No response received from server (POST /leads/leads/)');
    expect(screen.getByRole('dialog', { name: 'Add Lead' })).toBeInTheDocument();
  });

  it('warns, without blocking, when the customer already has an open lead from the last 90 days', async () => {
    const api = mockPage();
    api.onGet(MY_LEADS).reply(200, myLeads());
    api.onGet(openByMobile('9822011004')).reply(200, { open_leads: 1, latest_created_at: '2026-01-19T09:30:00.000Z' });
    api.onGet(openByMobile('9822011009')).reply(200, { open_leads: 0, latest_created_at: null });
    const user = userEvent.setup({ delay: null });
    renderPage(<LeadsPage />, { route: '/leads', path: '/leads' });
    const dialog = await openDialog(user);

    const form = await fillForm(user, dialog, '9822011004');
    expect(await dialog.findByText('This customer already has an open lead from the last 90 days.')).toBeInTheDocument();
    expect(dialog.getByText('1 open lead, the latest created on 19 Jan 2026. You can still create this lead.')).toBeInTheDocument();
    expect(form.create).toBeEnabled();

    await user.clear(form.mobile);
    await user.type(form.mobile, '9822011009');
    await waitFor(() => expect(api.history.get.some((request) => request.url === openByMobile('9822011009'))).toBe(true));
    await waitFor(() => expect(dialog.queryByText('This customer already has an open lead from the last 90 days.')).not.toBeInTheDocument());
    // Asked only for complete numbers: once per number, never while typing.
    expect(api.history.get.filter((request) => request.url?.includes('open-by-mobile')).map((request) => request.url)).toEqual([
      openByMobile('9822011004'),
      openByMobile('9822011009'),
    ]);
  });

  it('closes and resets on Cancel without sending anything', async () => {
    const api = mockPage();
    api.onGet(MY_LEADS).reply(200, myLeads());
    const user = userEvent.setup({ delay: null });
    renderPage(<LeadsPage />, { route: '/leads', path: '/leads' });
    const dialog = await openDialog(user);
    const form = fields(dialog);
    await user.type(form.name, 'Sanjay Kulkarni');

    await user.click(form.cancel);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.history.post).toHaveLength(0);
    expect(fields(await openDialog(user)).name).toHaveValue('');
  });
});

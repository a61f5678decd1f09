import { mockApi } from 'shared-auth/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queryClient } from 'shared-auth';
import { NARROW_WIDTH, setViewportWidth, WIDE_WIDTH } from 'shared-ui/testing';
import { mockProfile } from '../../common/testing/profile';
import { renderPage } from '../../common/testing/routes';
import { bankLoansQueryKey } from '../catalogue/api/bankLoans';
import { HDFC, bankLoan, demoBanks, demoLoanTypes, hdfcBranches, hdfcLoans, kothrudSpokespersons } from '../catalogue/testing/catalogueFixtures';
import CatalogueAdminPage from './CatalogueAdminPage';

const BANKS = '/leads/banks/';
const LOANS = '/leads/loans/';
const HDFC_LOANS = '/leads/bankloans/?bank=2';
const HDFC_BRANCHES = '/leads/bankbranches/?bank=2';
const KOTHRUD_PEOPLE = '/leads/spokespersons/?bank_branch=16';

jest.setTimeout(30_000);

function renderCatalogue(route = '/back-office/catalogue') {
  const user = userEvent.setup({ delay: null });
  renderPage(<CatalogueAdminPage />, { route, path: '/back-office/catalogue' });
  return user;
}

function gets(url: string): number {
  return mockApi().history.get.filter((request) => request.url === url).length;
}

function rows(name: string): string[][] {
  return within(screen.getByRole('table', { name }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent ?? ''));
}

function body(method: 'post' | 'patch', index = 0): unknown {
  return JSON.parse(mockApi().history[method][index].data as string);
}

describe('CatalogueAdminPage', () => {
  let restoreViewport: () => void;
  beforeEach(() => {
    restoreViewport = setViewportWidth(WIDE_WIDTH);
    mockProfile('admin');
    mockApi().onGet(BANKS).reply(200, demoBanks());
    mockApi().onGet(LOANS).reply(200, demoLoanTypes());
  });
  afterEach(() => restoreViewport());

  describe('Banks', () => {
    it('lists the banks with an Edit button each', async () => {
      renderCatalogue();
      expect(screen.getByRole('heading', { level: 1, name: 'Catalogue' })).toBeInTheDocument();
      expect((await screen.findAllByRole('tab')).map((tab) => tab.textContent)).toEqual(['Banks', 'Bank Loans', 'Branches', 'Spokespersons']);
      await screen.findByRole('table', { name: 'Banks' });
      expect(rows('Banks').map((row) => row[0])).toEqual(['State Bank of India', 'HDFC Bank', 'ICICI Bank', 'Axis Bank', 'Kotak Mahindra Bank']);
      expect(screen.getByRole('button', { name: 'Edit HDFC Bank' })).toBeInTheDocument();
    });

    it('adds a bank: the rule, then the server message under the field, then success and a refreshed list', async () => {
      mockApi()
        .onPost(BANKS)
        .replyOnce(400, { name: ['A bank with this name already exists.'] })
        .onPost(BANKS)
        .reply(201, { id: 6, name: 'Yes Bank' });
      const user = renderCatalogue();
      await screen.findByRole('table', { name: 'Banks' });

      await user.click(screen.getByRole('button', { name: 'Add bank' }));
      const dialog = await screen.findByRole('dialog', { name: 'Add bank' });
      await user.click(within(dialog).getByRole('button', { name: 'Add bank' }));
      expect(within(dialog).getByText('Required.')).toBeInTheDocument();
      await user.type(within(dialog).getByLabelText(/Bank name/), 'H');
      expect(within(dialog).getByText('At least 2 characters.')).toBeInTheDocument();
      await user.type(within(dialog).getByLabelText(/Bank name/), 'DFC Bank');
      await user.click(within(dialog).getByRole('button', { name: 'Add bank' }));
      expect(await within(dialog).findByText('A bank with this name already exists.')).toBeInTheDocument();
      expect(within(dialog).getByLabelText(/Bank name/)).toHaveAttribute('aria-invalid', 'true');

      await user.clear(within(dialog).getByLabelText(/Bank name/));
      await user.type(within(dialog).getByLabelText(/Bank name/), '  Yes Bank ');
      await user.click(within(dialog).getByRole('button', { name: 'Add bank' }));
      expect(await screen.findByText('Yes Bank added.')).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(body('post', 1)).toEqual({ name: 'Yes Bank' });
      await waitFor(() => expect(gets(BANKS)).toBe(2));
    });

    it('edits a bank: Save waits for a change, then PATCHes the name', async () => {
      mockApi().onPatch('/leads/banks/2/').reply(200, { id: 2, name: 'HDFC Bank Ltd' });
      const user = renderCatalogue();
      await screen.findByRole('table', { name: 'Banks' });

      await user.click(screen.getByRole('button', { name: 'Edit HDFC Bank' }));
      const dialog = await screen.findByRole('dialog', { name: 'Edit HDFC Bank' });
      expect(within(dialog).getByLabelText(/Bank name/)).toHaveValue('HDFC Bank');
      expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
      await user.type(within(dialog).getByLabelText(/Bank name/), ' Ltd');
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('HDFC Bank Ltd saved.')).toBeInTheDocument();
      expect(body('patch')).toEqual({ name: 'HDFC Bank Ltd' });
    });

    it('shows a failed list with Retry', async () => {
      mockApi().resetHandlers();
      mockProfile('admin');
      mockApi().onGet(BANKS).replyOnce(500).onGet(BANKS).reply(200, demoBanks());
      const user = renderCatalogue();
      expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch banks');
      await user.click(screen.getByRole('button', { name: 'Retry' }));
      expect(await screen.findByRole('table', { name: 'Banks' })).toBeInTheDocument();
    });
  });

  describe('Bank Loans', () => {
    it("lists the chosen bank's loans; the bank is kept in the URL for the other tabs", async () => {
      mockApi().onGet(HDFC_LOANS).reply(200, hdfcLoans());
      mockApi().onGet(HDFC_BRANCHES).reply(200, hdfcBranches());
      const user = renderCatalogue('/back-office/catalogue?tab=bank-loans');
      expect(await screen.findByText('Choose a bank to see the loans it offers.')).toBeInTheDocument();

      await waitFor(() => expect(screen.getByLabelText('Bank')).toBeEnabled());
      await user.selectOptions(screen.getByLabelText('Bank'), 'HDFC Bank');
      await screen.findByRole('table', { name: 'Bank loans' });
      expect(rows('Bank loans')[0]).toEqual(['Personal Loan', expect.stringContaining('PAN Card'), '1.75%', '2.5%', 'Any', 'Edit']);

      await user.click(screen.getByRole('tab', { name: 'Branches' }));
      expect(await screen.findByRole('table', { name: 'Branches' })).toBeInTheDocument();
      expect(within(screen.getByRole('tabpanel', { name: 'Branches' })).getByLabelText('Bank')).toHaveValue('2');
    });

    it('adds a bank loan with a new loan type, checking the payouts and the amount bounds', async () => {
      mockApi().onGet(HDFC_LOANS).reply(200, hdfcLoans());
      mockApi().onPost(LOANS).reply(201, { id: 8, type: 'Gold Loan' });
      mockApi()
        .onPost('/leads/bankloans/')
        .replyOnce(400, { loan_type_id: ['HDFC Bank already offers this loan type.'], cp_payout: ['Must not be below the connector payout.'] })
        .onPost('/leads/bankloans/')
        .reply(201, bankLoan(14, HDFC, { id: 8, type: 'Gold Loan' }, 1));
      const user = renderCatalogue('/back-office/catalogue?tab=bank-loans&bank=2');
      await screen.findByRole('table', { name: 'Bank loans' });

      await user.click(screen.getByRole('button', { name: 'Add bank loan' }));
      const dialog = await screen.findByRole('dialog', { name: 'Add bank loan' });
      expect(within(dialog).getByLabelText(/^Bank/)).toHaveValue('2');
      await user.selectOptions(within(dialog).getByLabelText(/Loan type/), 'New loan type…');
      await user.click(within(dialog).getByRole('button', { name: 'Create loan type' }));
      expect(within(dialog).getByText('Required.')).toBeInTheDocument();
      await user.type(within(dialog).getByLabelText(/New loan type/), 'Gold Loan');
      await user.click(within(dialog).getByRole('button', { name: 'Create loan type' }));
      expect(await within(dialog).findByText('Loan type Gold Loan created.')).toBeInTheDocument();
      expect(body('post')).toEqual({ type: 'Gold Loan' });
      await waitFor(() => expect(gets(LOANS)).toBe(2));

      await user.click(within(dialog).getByRole('button', { name: 'Add bank loan' }));
      expect(within(dialog).getAllByText('Required.')).toHaveLength(3);
      await user.type(within(dialog).getByLabelText(/Required documents/), 'PAN Card, Gold valuation');
      await user.type(within(dialog).getByLabelText(/Connector payout/), '150');
      await user.type(within(dialog).getByLabelText(/CP payout/), '1.255');
      await user.type(within(dialog).getByLabelText(/Minimum loan amount/), '500000');
      await user.type(within(dialog).getByLabelText(/Maximum loan amount/), '10000');
      expect(within(dialog).getByText('Enter a percentage from 0 to 100.')).toBeInTheDocument();
      expect(within(dialog).getByText('At most two decimals.')).toBeInTheDocument();
      expect(within(dialog).getByText('Must not be below the minimum.')).toBeInTheDocument();

      await user.clear(within(dialog).getByLabelText(/Connector payout/));
      await user.type(within(dialog).getByLabelText(/Connector payout/), '1');
      await user.clear(within(dialog).getByLabelText(/CP payout/));
      await user.type(within(dialog).getByLabelText(/CP payout/), '1.75');
      await user.clear(within(dialog).getByLabelText(/Maximum loan amount/));
      await user.click(within(dialog).getByRole('button', { name: 'Add bank loan' }));

      expect(await within(dialog).findByText('HDFC Bank already offers this loan type.')).toBeInTheDocument();
      expect(within(dialog).getByText('Must not be below the connector payout.')).toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'Add bank loan' }));
      expect(await screen.findByText('Gold Loan added to HDFC Bank.')).toBeInTheDocument();
      expect(body('post', 2)).toEqual({
        bank_id: 2,
        loan_type_id: 8,
        required_documents: 'PAN Card, Gold valuation',
        connectors_payout: 1,
        cp_payout: 1.75,
        min_loan_amount: 500000,
        max_loan_amount: null,
      });
      await waitFor(() => expect(gets(HDFC_LOANS)).toBe(2));
    });

    it('edits a bank loan, sending only what changed, and refreshes every bank-loan query', async () => {
      mockApi().onGet(HDFC_LOANS).reply(200, [bankLoan(11, HDFC, demoLoanTypes()[0], 1.75, { max_loan_amount: 4000000 })]);
      mockApi().onPatch('/leads/bankloans/11/').reply(200, bankLoan(11, HDFC, demoLoanTypes()[0], 2));
      queryClient.setQueryData(bankLoansQueryKey({ all: true }), []);
      const user = renderCatalogue('/back-office/catalogue?tab=bank-loans&bank=2');
      await screen.findByRole('table', { name: 'Bank loans' });

      await user.click(screen.getByRole('button', { name: 'Edit Personal Loan' }));
      const dialog = await screen.findByRole('dialog', { name: 'Edit Personal Loan' });
      expect(dialog).toHaveTextContent('HDFC Bank · Personal Loan');
      expect(within(dialog).getByLabelText(/Connector payout/)).toHaveValue('1.75');
      expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
      await user.clear(within(dialog).getByLabelText(/Connector payout/));
      await user.type(within(dialog).getByLabelText(/Connector payout/), '2');
      await user.clear(within(dialog).getByLabelText(/Maximum loan amount/));
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));

      expect(await screen.findByText('Personal Loan at HDFC Bank saved.')).toBeInTheDocument();
      expect(body('patch')).toEqual({ connectors_payout: 2, max_loan_amount: null });
      expect(queryClient.getQueryState(bankLoansQueryKey({ all: true }))?.isInvalidated).toBe(true);
    });
  });

  describe('Branches', () => {
    it("adds a branch to the chosen bank with the server's messages under the fields", async () => {
      mockApi().onGet(HDFC_BRANCHES).reply(200, hdfcBranches());
      mockApi()
        .onPost('/leads/bankbranches/')
        .replyOnce(400, { pincode: ['This pincode is not served by the bank.'] })
        .onPost('/leads/bankbranches/')
        .reply(201, { ...hdfcBranches()[0], id: 30, branch_name: 'Pune - Aundh' });
      const user = renderCatalogue('/back-office/catalogue?tab=branches&bank=2');
      await screen.findByRole('table', { name: 'Branches' });
      expect(rows('Branches')[0].slice(0, 5)).toEqual(['Pune - Kothrud', 'Metro', 'Pune', 'Maharashtra', '411038']);

      await user.click(screen.getByRole('button', { name: 'Add branch' }));
      const dialog = await screen.findByRole('dialog', { name: 'Add branch' });
      expect(within(dialog).getByLabelText(/^Bank/)).toHaveValue('2');
      await user.type(within(dialog).getByLabelText(/Branch name/), 'Pune - Aundh');
      await user.type(within(dialog).getByLabelText(/Branch type/), 'Urban');
      await user.type(within(dialog).getByLabelText(/Cluster/), 'Pune');
      await user.type(within(dialog).getByLabelText(/State/), 'Maharashtra');
      await user.type(within(dialog).getByLabelText(/Address/), 'ITI Road, Aundh, Pune');
      await user.type(within(dialog).getByLabelText(/Pincode/), '01100');
      await user.click(within(dialog).getByRole('button', { name: 'Add branch' }));
      expect(within(dialog).getByText('Enter a 6-digit pincode.')).toBeInTheDocument();
      expect(mockApi().history.post).toHaveLength(0);

      await user.clear(within(dialog).getByLabelText(/Pincode/));
      await user.type(within(dialog).getByLabelText(/Pincode/), '411007');
      await user.click(within(dialog).getByRole('button', { name: 'Add branch' }));
      expect(await within(dialog).findByText('This pincode is not served by the bank.')).toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'Add branch' }));
      expect(await screen.findByText('Branch Pune - Aundh added.')).toBeInTheDocument();
      expect(body('post', 1)).toEqual({
        bank_id: 2,
        branch_name: 'Pune - Aundh',
        state: 'Maharashtra',
        cluster: 'Pune',
        branch_type: 'Urban',
        address: 'ITI Road, Aundh, Pune',
        pincode: '411007',
      });
      await waitFor(() => expect(gets(HDFC_BRANCHES)).toBe(2));
    });

    it('edits a branch, sending only what changed', async () => {
      mockApi().onGet(HDFC_BRANCHES).reply(200, hdfcBranches());
      mockApi().onPatch('/leads/bankbranches/17/').reply(200, { ...hdfcBranches()[1], branch_type: 'Metro' });
      const user = renderCatalogue('/back-office/catalogue?tab=branches&bank=2');
      await screen.findByRole('table', { name: 'Branches' });

      await user.click(screen.getByRole('button', { name: 'Edit Pune - Baner' }));
      const dialog = await screen.findByRole('dialog', { name: 'Edit Pune - Baner' });
      await user.clear(within(dialog).getByLabelText(/Branch type/));
      await user.type(within(dialog).getByLabelText(/Branch type/), 'Metro');
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('Branch Pune - Baner saved.')).toBeInTheDocument();
      expect(body('patch')).toEqual({ branch_type: 'Metro' });
    });
  });

  describe('Spokespersons', () => {
    it('needs a bank, then a branch; then lists the people with Activate / Deactivate', async () => {
      mockApi().onGet(HDFC_BRANCHES).reply(200, hdfcBranches());
      mockApi().onGet(KOTHRUD_PEOPLE).reply(200, kothrudSpokespersons());
      mockApi().onPatch('/leads/spokespersons/31/').reply(200, { ...kothrudSpokespersons()[0], status: 'inactive' });
      mockApi().onPatch('/leads/spokespersons/32/').reply(200, { ...kothrudSpokespersons()[1], status: 'active' });
      const user = renderCatalogue('/back-office/catalogue?tab=spokespersons');
      expect(await screen.findByText('Choose a bank, then a branch, to see its spokespersons.')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Add spokesperson' })).toBeDisabled();

      await waitFor(() => expect(screen.getByLabelText('Bank')).toBeEnabled());
      await user.selectOptions(screen.getByLabelText('Bank'), 'HDFC Bank');
      expect(await screen.findByText('Choose a branch to see its spokespersons.')).toBeInTheDocument();
      await waitFor(() => expect(screen.getByLabelText('Branch')).toBeEnabled());
      await user.selectOptions(screen.getByLabelText('Branch'), 'Pune - Kothrud');
      await screen.findByRole('table', { name: 'Spokespersons' });
      expect(rows('Spokespersons')).toEqual([
        ['Suresh Patil', 'SP10031', 'Branch Manager', '9800123456', 'suresh.patil.10031@hdfcbank.example', 'active', 'EditDeactivate'],
        ['Kavita Deshpande', 'SP10032', 'Relationship Manager', '9811234567', 'kavita.deshpande.10032@hdfcbank.example', 'inactive', 'EditActivate'],
      ]);

      await user.click(screen.getByRole('button', { name: 'Deactivate Suresh Patil' }));
      expect(await screen.findByText('Suresh Patil deactivated.')).toBeInTheDocument();
      expect(body('patch')).toEqual({ status: 'inactive' });
      await user.click(screen.getByRole('button', { name: 'Activate Kavita Deshpande' }));
      expect(await screen.findByText('Kavita Deshpande activated.')).toBeInTheDocument();
      expect(body('patch', 1)).toEqual({ status: 'active' });
      await waitFor(() => expect(gets(KOTHRUD_PEOPLE)).toBe(3));
    });

    it('on a phone shows one card per person, with the status and the Edit and Deactivate buttons', async () => {
      restoreViewport();
      restoreViewport = setViewportWidth(NARROW_WIDTH);
      mockApi().onGet(HDFC_BRANCHES).reply(200, hdfcBranches());
      mockApi().onGet(KOTHRUD_PEOPLE).reply(200, kothrudSpokespersons());
      renderCatalogue('/back-office/catalogue?tab=spokespersons&bank=2&branch=16');
      const cards = within(await screen.findByRole('list', { name: 'Spokespersons' })).getAllByRole('listitem');
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      expect(cards).toHaveLength(2);
      const suresh = within(cards[0]);
      expect(suresh.getByRole('heading', { level: 2 })).toHaveTextContent('Suresh Patil');
      expect(suresh.getByText('SP10031 · Branch Manager')).toBeInTheDocument();
      expect(suresh.getByText('active')).toBeInTheDocument();
      expect(suresh.getByText('suresh.patil.10031@hdfcbank.example')).toBeInTheDocument();
      expect(suresh.getByRole('button', { name: 'Edit Suresh Patil' })).toBeInTheDocument();
      expect(suresh.getByRole('button', { name: 'Deactivate Suresh Patil' })).toBeInTheDocument();
    });

    it('shows a failed status change', async () => {
      mockApi().onGet(HDFC_BRANCHES).reply(200, hdfcBranches());
      mockApi().onGet(KOTHRUD_PEOPLE).reply(200, kothrudSpokespersons());
      mockApi().onPatch('/leads/spokespersons/31/').reply(403, { detail: 'You do not have permission to perform this action.' });
      const user = renderCatalogue('/back-office/catalogue?tab=spokespersons&bank=2&branch=16');
      await screen.findByRole('table', { name: 'Spokespersons' });
      await user.click(screen.getByRole('button', { name: 'Deactivate Suresh Patil' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('You do not have permission to perform this action.');
    });

    it('adds a spokesperson at the chosen branch and edits one', async () => {
      mockApi().onGet(HDFC_BRANCHES).reply(200, hdfcBranches());
      mockApi().onGet(KOTHRUD_PEOPLE).reply(200, kothrudSpokespersons());
      mockApi()
        .onPost('/leads/spokespersons/')
        .replyOnce(400, { emp_id: ['This employee id is taken.'], detail: 'Check the highlighted fields.' })
        .onPost('/leads/spokespersons/')
        .reply(201, { id: 33, emp_id: 'SP10033', name: 'Anil Shinde', email: 'anil@hdfcbank.example', contact: '9822334455', role: 'Loan Officer', status: 'active', bank_branch: 16 });
      mockApi().onPatch('/leads/spokespersons/32/').reply(200, { ...kothrudSpokespersons()[1], role: 'Branch Manager' });
      const user = renderCatalogue('/back-office/catalogue?tab=spokespersons&bank=2&branch=16');
      await screen.findByRole('table', { name: 'Spokespersons' });

      await user.click(screen.getByRole('button', { name: 'Add spokesperson' }));
      const dialog = await screen.findByRole('dialog', { name: 'Add spokesperson' });
      expect(dialog).toHaveTextContent('Branch: Pune - Kothrud');
      await user.type(within(dialog).getByLabelText(/^Name/), 'Anil Shinde');
      await user.type(within(dialog).getByLabelText(/Employee ID/), 'SP 10033');
      await user.type(within(dialog).getByLabelText(/^Role/), 'Loan Officer');
      await user.type(within(dialog).getByLabelText(/Contact number/), '5822334455');
      await user.type(within(dialog).getByLabelText(/Email/), 'anil@hdfcbank');
      await user.click(within(dialog).getByRole('button', { name: 'Add spokesperson' }));
      expect(within(dialog).getByText('Letters, digits and - only.')).toBeInTheDocument();
      expect(within(dialog).getByText('Enter a 10-digit mobile number starting with 6 to 9.')).toBeInTheDocument();
      expect(within(dialog).getByText('Enter a valid e-mail address.')).toBeInTheDocument();

      await user.clear(within(dialog).getByLabelText(/Employee ID/));
      await user.type(within(dialog).getByLabelText(/Employee ID/), 'SP10033');
      await user.clear(within(dialog).getByLabelText(/Contact number/));
      await user.type(within(dialog).getByLabelText(/Contact number/), '9822334455');
      await user.type(within(dialog).getByLabelText(/Email/), '.example');
      await user.click(within(dialog).getByRole('button', { name: 'Add spokesperson' }));
      expect(await within(dialog).findByText('This employee id is taken.')).toBeInTheDocument();
      expect(within(dialog).getByRole('alert')).toHaveTextContent('Check the highlighted fields.');
      await user.click(within(dialog).getByRole('button', { name: 'Add spokesperson' }));
      expect(await screen.findByText('Anil Shinde added to Pune - Kothrud.')).toBeInTheDocument();
      expect(body('post', 1)).toEqual({ bank_branch: 16, emp_id: 'SP10033', name: 'Anil Shinde', email: 'anil@hdfcbank.example', contact: '9822334455', role: 'Loan Officer' });

      await user.click(screen.getByRole('button', { name: 'Edit Kavita Deshpande' }));
      const edit = await screen.findByRole('dialog', { name: 'Edit Kavita Deshpande' });
      await user.clear(within(edit).getByLabelText(/^Role/));
      await user.type(within(edit).getByLabelText(/^Role/), 'Branch Manager');
      await user.click(within(edit).getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('Kavita Deshpande saved.')).toBeInTheDocument();
      expect(body('patch')).toEqual({ role: 'Branch Manager' });
    });
  });
});

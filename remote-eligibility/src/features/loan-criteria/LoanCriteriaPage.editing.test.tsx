import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Role } from 'shared-contracts';
import { mockApi, renderWithProviders } from 'shared-auth/testing';
import { toaster } from 'shared-ui/widgets';
import LoanCriteriaPage from './LoanCriteriaPage';
import { catalogueBanks } from './testing/banks';
import {
  chips,
  chooseBank,
  control,
  fieldLabels,
  fill,
  fillAll,
  optionsOf,
  setSwitch,
  toggleOptions,
  type User,
} from './testing/criteriaDialog';
import { homeCriteria, lapCriteria, personalCriteria } from './testing/criteriaFixtures';
import { mockProfile } from './testing/profile';

const PERSONAL_PATH = '/loan_eligibility/personal-loan-criteria/';
const BUSINESS_PATH = '/loan_eligibility/business-loan-criteria/';
const HOME_PATH = '/loan_eligibility/home-loan-criteria/';
const LAP_PATH = '/loan_eligibility/loan-against-property-criteria/';
const BANKS_PATH = '/leads/banks/';

type Tab = 'Personal' | 'Business' | 'Home' | 'LAP';

function renderPage(): User {
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<LoanCriteriaPage />, { route: '/banks_eligibility', tokens: true });
  return user;
}

function gets(url: string): number {
  return mockApi().history.get.filter((request) => request.url === url).length;
}

function sent(method: 'post' | 'patch'): { url: string | undefined; body: unknown }[] {
  return mockApi().history[method].map((request) => ({ url: request.url, body: JSON.parse(request.data as string) }));
}

async function openTab(user: User, tab: Tab) {
  if (tab !== 'Personal') await user.click(await screen.findByRole('tab', { name: tab }));
  await waitFor(() => expect(screen.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true'));
  // Switched once the panel left is hidden too (visited panels stay mounted, hidden): until then both
  // panels' "Add criteria" buttons are exposed.
  await waitFor(() => expect(screen.getAllByRole('tabpanel').map((panel) => panel.getAttribute('aria-labelledby'))).toEqual([
    screen.getByRole('tab', { name: tab }).id,
  ]));
}

async function openCreate(user: User, tab: Tab, title: string): Promise<HTMLElement> {
  await openTab(user, tab);
  await user.click(await screen.findByRole('button', { name: 'Add criteria' }));
  return screen.findByRole('dialog', { name: title });
}

async function openEdit(user: User, bankName: string, title: string): Promise<HTMLElement> {
  await user.click(await screen.findByRole('button', { name: `Edit ${bankName}` }));
  return screen.findByRole('dialog', { name: title });
}

async function expectClosed() {
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

const COMMON_LABELS = [
  'Bank Name',
  'Locations',
  'Minimum Age (years)',
  'Maximum Age (years)',
  'Minimum CIBIL Score',
  'Maximum DPD',
  'Maximum CIBIL Enquiries',
  'Minimum Loan Amount (₹)',
  'Maximum Loan Amount (₹)',
  'Minimum Interest Rate (%)',
  'Maximum Interest Rate (%)',
  'Minimum Tenure (months)',
  'Maximum Tenure (months)',
  'Minimum Processing Fee (%)',
  'Maximum Processing Fee (%)',
];

/** The common numbers as typed, and as they must be sent. */
const COMMON_TYPED = {
  'Minimum Age': '21',
  'Maximum Age': '60',
  'Minimum CIBIL Score': '750',
  'Maximum DPD': '0',
  'Maximum CIBIL Enquiries': '4',
  'Minimum Loan Amount': '50,000',
  'Maximum Loan Amount': '25,00,000',
  'Minimum Interest Rate': '10.5',
  'Maximum Interest Rate': '18',
  'Minimum Tenure': '12',
  'Maximum Tenure': '60',
  'Minimum Processing Fee': '0.5',
  'Maximum Processing Fee': '2.5',
};
const COMMON_SENT = {
  min_age: 21,
  max_age: 60,
  min_cibil_score: 750,
  max_dpd: 0,
  max_cibil_enquiries: 4,
  min_loan_amount: 50000,
  max_loan_amount: 2500000,
  min_interest_rate: 10.5,
  max_interest_rate: 18,
  min_tenure: 12,
  max_tenure: 60,
  min_processing_fee: 0.5,
  max_processing_fee: 2.5,
};

/** The Personal fields beyond the common ones, as typed. */
const PERSONAL_TYPED = { 'Minimum Monthly Salary': '25000', 'Minimum Job Vintage': '6', 'Salary FOIR': '50' };

/** Fills a whole Personal form that the form's own rules accept (`typed` over the usual values). */
async function fillPersonal(user: User, dialog: HTMLElement, { bank = 'HDFC Bank', location = 'Metro', typed = {} }: { bank?: string; location?: string; typed?: Record<string, string> } = {}) {
  await chooseBank(user, dialog, bank);
  await toggleOptions(user, dialog, 'Locations', [location]);
  await fillAll(user, dialog, { ...COMMON_TYPED, ...PERSONAL_TYPED, ...typed });
}

jest.setTimeout(60_000);

beforeEach(() => {
  mockApi().onGet(BANKS_PATH).reply(200, catalogueBanks());
});

afterEach(() => {
  act(() => toaster.remove());
});

describe('Loan Criteria: who may add and edit', () => {
  it.each<Role>(['connector', 'rm'])('%s: the lists are read-only, no Add criteria, no Edit', async (role) => {
    mockProfile(role);
    mockApi().onGet(PERSONAL_PATH).reply(200, [personalCriteria(), personalCriteria({ id: 2, bank_name: 'Bajaj Finserv' })]);
    mockApi().onGet(LAP_PATH).reply(200, [lapCriteria()]);
    const user = renderPage();

    await screen.findByRole('button', { name: 'HDFC Bank' });
    await waitFor(() => expect(gets('/auth/profile/')).toBe(1));
    expect(screen.queryByRole('button', { name: 'Add criteria' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();

    await openTab(user, 'LAP');
    await screen.findByRole('button', { name: 'Axis Bank' });
    expect(screen.queryByRole('button', { name: 'Add criteria' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
    expect(gets(BANKS_PATH)).toBe(0);
  });

  it.each<Role>(['admin', 'director'])('%s: Add criteria on every tab and Edit on every bank', async (role) => {
    mockProfile(role);
    mockApi().onGet(PERSONAL_PATH).reply(200, [personalCriteria(), personalCriteria({ id: 2, bank_name: 'Bajaj Finserv' })]);
    mockApi().onGet(BUSINESS_PATH).reply(200, []);
    mockApi().onGet(HOME_PATH).reply(200, [homeCriteria()]);
    mockApi().onGet(LAP_PATH).reply(200, [lapCriteria()]);
    const user = renderPage();

    expect(await screen.findByRole('button', { name: 'Add criteria' })).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Edit HDFC Bank' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Edit Bajaj Finserv' })).toBeVisible();

    await openTab(user, 'Business');
    expect(await screen.findByText('No loan criteria for this loan type yet.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Add criteria' })).toBeVisible();

    await openTab(user, 'Home');
    expect(await screen.findByRole('button', { name: 'Edit State Bank of India' })).toBeVisible();
    await openTab(user, 'LAP');
    expect(await screen.findByRole('button', { name: 'Edit Axis Bank' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Add criteria' })).toBeVisible();
  });
});

describe('Loan Criteria: the dialog of each kind', () => {
  beforeEach(() => {
    mockProfile('admin');
    mockApi().onGet(PERSONAL_PATH).reply(200, []);
    mockApi().onGet(BUSINESS_PATH).reply(200, []);
    mockApi().onGet(HOME_PATH).reply(200, []);
    mockApi().onGet(LAP_PATH).reply(200, []);
  });

  it('Personal: the common fields, then salary, vintage, company types, FOIR and three switches', async () => {
    const user = renderPage();
    const dialog = await openCreate(user, 'Personal', 'Add Personal Loan criteria');

    expect(within(dialog).getByText('Enter the loan criteria details below.')).toBeInTheDocument();
    expect(fieldLabels(dialog)).toEqual([
      ...COMMON_LABELS,
      'Minimum Monthly Salary (₹)',
      'Minimum Job Vintage (months)',
      'Allowed Company Types',
      'Salary FOIR (%)',
      'Provident Fund Mandatory',
      'Professional Tax Mandatory',
      'Work From Home Acceptable',
      'Required Documentation',
    ]);
    expect(await optionsOf(user, dialog, 'Locations')).toEqual(['Metro', 'Urban', 'Semi Urban', 'Rural']);
    expect(await optionsOf(user, dialog, 'Allowed Company Types')).toEqual(['Private Limited', 'Public Limited', 'MNC', 'Government', 'PSU']);
    expect(within(dialog).getByRole('switch', { name: 'Work From Home Acceptable' })).not.toBeChecked();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Create Loan' })).toBeInTheDocument();
    // The bank is a choice among the catalogue's banks, by name.
    const bank = control(dialog, 'Bank Name');
    await waitFor(() => expect(bank).toBeEnabled());
    expect(within(bank).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Select a bank',
      'Axis Bank',
      'Bajaj Finserv',
      'HDFC Bank',
      'ICICI Bank',
      'Kotak Mahindra Bank',
      'State Bank of India',
    ]);
  });

  it('the Locations multi-select works from the keyboard, with removable chips', async () => {
    const user = renderPage();
    const dialog = await openCreate(user, 'Personal', 'Add Personal Loan criteria');
    const trigger = control(dialog, 'Locations');
    expect(trigger).toHaveAccessibleName(/^Locations/);
    expect(trigger).toHaveAccessibleDescription('Select locations');

    act(() => trigger.focus());
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitemcheckbox', { name: 'Metro' })).toHaveAttribute('data-highlighted'));
    // One key at a time, each after the menu has shown the last one's effect (as a person would).
    const item = (name: string) => within(menu).getByRole('menuitemcheckbox', { name });
    const moveTo = async (name: string) => {
      await user.keyboard('{ArrowDown}');
      await waitFor(() => expect(item(name)).toHaveAttribute('data-highlighted'));
    };
    const tick = async (name: string) => {
      await user.keyboard('{Enter}');
      await waitFor(() => expect(item(name)).toHaveAttribute('aria-checked', 'true'));
    };
    await moveTo('Urban');
    await tick('Urban');
    await moveTo('Semi Urban');
    await moveTo('Rural');
    await tick('Rural');
    expect(item('Urban')).toHaveAttribute('aria-checked', 'true');
    expect(item('Metro')).toHaveAttribute('aria-checked', 'false');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(screen.getByRole('dialog', { name: 'Add Personal Loan criteria' })).toBeInTheDocument();
    expect(chips(dialog, 'Locations')).toEqual(['Urban', 'Rural']);
    expect(trigger).toHaveAccessibleDescription('2 selected');

    act(() => within(dialog).getByRole('button', { name: 'Remove Urban' }).focus());
    await user.keyboard('{Enter}');
    expect(chips(dialog, 'Locations')).toEqual(['Rural']);
    expect(trigger).toHaveFocus();
  });

  it('Business: vintage, turnover, business types, banking vintage and two switches', async () => {
    const user = renderPage();
    const dialog = await openCreate(user, 'Business', 'Add Business Loan criteria');

    expect(fieldLabels(dialog)).toEqual([
      ...COMMON_LABELS,
      'Minimum Business Vintage (months)',
      'Minimum Annual Turnover (₹)',
      'Allowed Business Types',
      'Banking Vintage Required (months)',
      'GST Filing Mandatory',
      'Current Account Mandatory',
      'Required Documentation',
    ]);
    expect(await optionsOf(user, dialog, 'Allowed Business Types')).toEqual(['Manufacturing', 'Trading', 'Services', 'Retail']);
  });

  it('Home: property types, road width, LTV, two switches and the legal requirements', async () => {
    const user = renderPage();
    const dialog = await openCreate(user, 'Home', 'Add Home Loan criteria');

    expect(fieldLabels(dialog)).toEqual([
      ...COMMON_LABELS,
      'Property Types',
      'Minimum Road Width (ft)',
      'Maximum LTV (%)',
      'Village Property Allowed',
      'Joint Wall Property Allowed',
      'Required Documentation',
      'Legal Requirements',
    ]);
    expect(await optionsOf(user, dialog, 'Property Types')).toEqual(['Apartment', 'Independent', 'Villa', 'Plot']);
  });

  it('LAP: the Home fields plus Commercial and Shop, low-LTV threshold, insurance 1.0, RTR, ITR/GST years 0–3 and four more switches', async () => {
    const user = renderPage();
    const dialog = await openCreate(user, 'LAP', 'Add Loan Against Property criteria');

    expect(fieldLabels(dialog)).toEqual([
      ...COMMON_LABELS,
      'Property Types',
      'Minimum Road Width (ft)',
      'Maximum LTV (%)',
      'Low LTV Threshold (₹)',
      'Minimum Insurance (%)',
      'Minimum RTR Ratio',
      'Minimum ITR Years',
      'Minimum GST Years',
      'Village Property Allowed',
      'Joint Wall Property Allowed',
      'Main Document Missing Allowed',
      'Plan Approval Mandatory',
      'Tax Payment Receipt Required',
      'EC / Market Value Certificate Mandatory',
      'Required Documentation',
      'Legal Requirements',
    ]);
    expect(await optionsOf(user, dialog, 'Property Types')).toEqual(['Apartment', 'Independent', 'Villa', 'Plot', 'Commercial', 'Shop']);
    expect(control(dialog, 'Minimum Insurance')).toHaveValue('1.0');
    expect(control(dialog, 'Low LTV Threshold')).toHaveValue('');
    expect(within(control(dialog, 'Minimum ITR Years')).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Select years',
      '0 years',
      '1 year',
      '2 years',
      '3 years',
    ]);
  });
});

describe('Loan Criteria: creating', () => {
  beforeEach(() => mockProfile('admin'));

  it('Personal: POSTs the parsed form, closes, toasts for 3 seconds and refetches the list', async () => {
    mockApi()
      .onGet(PERSONAL_PATH)
      .replyOnce(200, [])
      .onGet(PERSONAL_PATH)
      .reply(200, [personalCriteria({ id: 9 })]);
    mockApi().onPost(PERSONAL_PATH).reply(201, personalCriteria({ id: 9 }));
    const user = renderPage();
    const dialog = await openCreate(user, 'Personal', 'Add Personal Loan criteria');

    await chooseBank(user, dialog, 'HDFC Bank');
    await toggleOptions(user, dialog, 'Locations', ['Semi Urban', 'Metro']);
    expect(chips(dialog, 'Locations')).toEqual(['Metro', 'Semi Urban']);
    await fillAll(user, dialog, {
      ...COMMON_TYPED,
      'Minimum Monthly Salary': '25000',
      'Minimum Job Vintage': '6',
      'Salary FOIR': '50.5',
      'Required Documentation': ' PAN card, ,Aadhaar card ,  Last 3 months salary slips,',
    });
    await toggleOptions(user, dialog, 'Allowed Company Types', ['MNC', 'Private Limited']);
    await setSwitch(user, dialog, 'Provident Fund Mandatory', true);
    await user.click(within(dialog).getByRole('button', { name: 'Create Loan' }));

    expect(await screen.findByText('Created Successfully')).toBeInTheDocument();
    expect(screen.getByText('Loan criteria has been created successfully.')).toBeInTheDocument();
    expect(toaster.getVisibleToasts()[0]).toMatchObject({ title: 'Created Successfully', type: 'success', duration: 3000 });
    await expectClosed();
    expect(sent('post')).toEqual([
      {
        url: PERSONAL_PATH,
        body: {
          bank_name: 'HDFC Bank',
          locations: ['METRO', 'SEMI_URBAN'],
          ...COMMON_SENT,
          documentation_required: ['PAN card', 'Aadhaar card', 'Last 3 months salary slips'],
          min_salary: 25000,
          min_job_vintage: 6,
          allowed_company_types: ['PRIVATE_LIMITED', 'MNC'],
          salary_foir: 50.5,
          provident_fund_mandatory: true,
          professional_tax_mandatory: false,
          work_from_home_acceptable: false,
        },
      },
    ]);
    await waitFor(() => expect(gets(PERSONAL_PATH)).toBe(2));
    expect(await screen.findByRole('button', { name: 'HDFC Bank' })).toBeInTheDocument();
  });

  it('LAP: an empty low-LTV threshold goes as null, the insurance default as 1.0, the years as integers, the lists split', async () => {
    mockApi().onGet(PERSONAL_PATH).reply(200, []);
    mockApi().onGet(LAP_PATH).reply(200, []);
    mockApi().onPost(LAP_PATH).reply(201, lapCriteria({ id: 40 }));
    const user = renderPage();
    const dialog = await openCreate(user, 'LAP', 'Add Loan Against Property criteria');

    await chooseBank(user, dialog, 'Axis Bank');
    await toggleOptions(user, dialog, 'Locations', ['Urban']);
    await toggleOptions(user, dialog, 'Property Types', ['Shop', 'Apartment', 'Commercial']);
    await fillAll(user, dialog, {
      ...COMMON_TYPED,
      'Minimum Road Width': '15.5',
      'Maximum LTV': '65',
      'Minimum RTR Ratio': '1.5',
      'Required Documentation': 'PAN card',
      'Legal Requirements': 'Encumbrance certificate for 13 years ,, Approved building plan , ',
    });
    await user.selectOptions(control(dialog, 'Minimum ITR Years'), '2 years');
    await user.selectOptions(control(dialog, 'Minimum GST Years'), '0 years');
    await setSwitch(user, dialog, 'Plan Approval Mandatory', true);
    await setSwitch(user, dialog, 'Village Property Allowed', true);
    await user.click(within(dialog).getByRole('button', { name: 'Create Loan' }));

    expect(await screen.findByText('Created Successfully')).toBeInTheDocument();
    expect(sent('post')).toEqual([
      {
        url: LAP_PATH,
        body: {
          bank_name: 'Axis Bank',
          locations: ['URBAN'],
          ...COMMON_SENT,
          documentation_required: ['PAN card'],
          property_types: ['APARTMENT', 'COMMERCIAL', 'SHOP'],
          min_road_width: 15.5,
          max_ltv: 65,
          low_ltv_loan_amount: null,
          min_insurance_percentage: 1.0,
          min_rtr_ratio: 1.5,
          min_itr_years: 2,
          min_gst_years: 0,
          allow_village_property: true,
          allow_joint_wall_property: false,
          main_document_missing_allowed: false,
          plan_approval_mandatory: true,
          tax_payment_receipt_required: false,
          ec_market_value_certificate_mandatory: false,
          legal_requirements: ['Encumbrance certificate for 13 years', 'Approved building plan'],
        },
      },
    ]);
    await waitFor(() => expect(gets(LAP_PATH)).toBe(2));
  });

  it('checks required fields and number kinds before sending, focusing the first to fix', async () => {
    mockApi().onGet(PERSONAL_PATH).reply(200, []);
    const user = renderPage();
    const dialog = await openCreate(user, 'Personal', 'Add Personal Loan criteria');

    await fill(user, dialog, 'Minimum Age', '21.5');
    await fill(user, dialog, 'Maximum Loan Amount', '25 lakh');
    await user.click(within(dialog).getByRole('button', { name: 'Create Loan' }));

    expect(sent('post')).toEqual([]);
    await waitFor(() => expect(control(dialog, 'Bank Name')).toHaveFocus());
    expect(control(dialog, 'Bank Name')).toHaveAccessibleErrorMessage('Select a bank.');
    expect(control(dialog, 'Locations')).toHaveAccessibleErrorMessage('Select at least one.');
    expect(control(dialog, 'Minimum Age')).toHaveAccessibleErrorMessage('Enter a whole number.');
    expect(control(dialog, 'Maximum Loan Amount')).toHaveAccessibleErrorMessage('Enter a number.');
    expect(control(dialog, 'Minimum CIBIL Score')).toHaveAccessibleErrorMessage('Required.');
    // Optional: the company types (none means all) and the documents.
    expect(control(dialog, 'Allowed Company Types')).not.toHaveAttribute('aria-invalid');
    expect(control(dialog, 'Required Documentation')).not.toHaveAttribute('aria-invalid');

    // The messages follow the typing once a submit was tried.
    await fill(user, dialog, 'Minimum Age', '21');
    expect(control(dialog, 'Minimum Age')).not.toHaveAttribute('aria-invalid');
  });

  it("a 400 puts the server's first message under each field and lists every message in a Validation Error toast", async () => {
    mockApi().onGet(PERSONAL_PATH).reply(200, []);
    mockApi()
      .onPost(PERSONAL_PATH)
      .reply(400, {
        max_age: ['Maximum age must be at least the minimum age.', 'Ensure this value is less than or equal to 100.'],
        bank_name: ['Criteria for this bank already exist.'],
        non_field_errors: ['The loan amount range is empty.'],
      });
    const user = renderPage();
    const dialog = await openCreate(user, 'Personal', 'Add Personal Loan criteria');
    await fillPersonal(user, dialog, { typed: { 'Maximum Age': '20' } });
    await user.click(within(dialog).getByRole('button', { name: 'Create Loan' }));

    expect(await screen.findByText('Validation Error')).toBeInTheDocument();
    const toastText = screen.getByText(/^max age:/);
    expect(toastText.textContent).toBe(
      [
        'max age: Maximum age must be at least the minimum age. Ensure this value is less than or equal to 100.',
        'bank name: Criteria for this bank already exist.',
        'The loan amount range is empty.',
      ].join('\n'),
    );
    expect(toaster.getVisibleToasts()[0]).toMatchObject({ type: 'error', duration: 3000 });
    expect(control(dialog, 'Maximum Age')).toHaveAccessibleErrorMessage('Maximum age must be at least the minimum age.');
    expect(within(dialog).queryByText('Ensure this value is less than or equal to 100.')).not.toBeInTheDocument();
    expect(control(dialog, 'Bank Name')).toHaveAccessibleErrorMessage('Criteria for this bank already exist.');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('The loan amount range is empty.');
    await waitFor(() => expect(control(dialog, 'Bank Name')).toHaveFocus());

    // Nothing typed is lost; editing a field clears its server message.
    expect(control(dialog, 'Maximum Age')).toHaveValue('20');
    expect(chips(dialog, 'Locations')).toEqual(['Metro']);
    await fill(user, dialog, 'Maximum Age', '60');
    expect(control(dialog, 'Maximum Age')).not.toHaveAttribute('aria-invalid');
    expect(gets(PERSONAL_PATH)).toBe(1);
  });

  it('after a 400 the first field with a message has the focus and is scrolled into view, and the toast stays clear of the buttons', async () => {
    const scrolledIntoView: Element[] = [];
    // jsdom does not lay out: record what would be scrolled into view.
    Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
      scrolledIntoView.push(this);
    };
    try {
      mockApi().onGet(PERSONAL_PATH).reply(200, []);
      mockApi()
        .onPost(PERSONAL_PATH)
        .reply(400, { max_age: ['Maximum age must be at least the minimum age.'] });
      const user = renderPage();
      const dialog = await openCreate(user, 'Personal', 'Add Personal Loan criteria');
      await fillPersonal(user, dialog, { typed: { 'Maximum Age': '20' } });
      await user.click(within(dialog).getByRole('button', { name: 'Create Loan' }));

      const maxAge = control(dialog, 'Maximum Age');
      await waitFor(() => expect(maxAge).toHaveFocus());
      expect(maxAge).toHaveAccessibleErrorMessage('Maximum age must be at least the minimum age.');
      // The whole field (label, input, message) is brought into the dialog's visible part.
      const field = scrolledIntoView.find((element) => element.contains(maxAge));
      expect(field?.textContent).toContain('Maximum Age (years)');
      expect(field?.textContent).toContain('Maximum age must be at least the minimum age.');

      // The toast is at the top of the screen, away from Cancel and Create Loan at the dialog's foot.
      const toast = await screen.findByText('Validation Error');
      expect(toast.closest('[role="region"]')).toHaveAttribute('data-placement', 'top');
      expect(within(dialog).getByRole('button', { name: 'Create Loan' })).toBeEnabled();
    } finally {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    }
  });

  it.each([
    ['a 500 without a body', (path: string) => mockApi().onPost(path).reply(500), 'Failed to create loan criteria'],
    [
      'a 403 with a detail',
      (path: string) => mockApi().onPost(path).reply(403, { detail: 'You do not have permission to perform this action.' }),
      'You do not have permission to perform this action.',
    ],
    ['no answer', (path: string) => mockApi().onPost(path).networkError(), 'No response received from server'],
  ])('%s: one message above the buttons, no toast, the dialog and its values stay', async (_case, answer, message) => {
    mockApi().onGet(PERSONAL_PATH).reply(200, []);
    answer(PERSONAL_PATH);
    const user = renderPage();
    const dialog = await openCreate(user, 'Personal', 'Add Personal Loan criteria');
    await fillPersonal(user, dialog, { bank: 'ICICI Bank', location: 'Rural' });
    await user.click(within(dialog).getByRole('button', { name: 'Create Loan' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('dialog', { name: 'Add Personal Loan criteria' })).toBeInTheDocument();
    expect(control(dialog, 'Bank Name')).toHaveValue('ICICI Bank');
    expect(control(dialog, 'Minimum Monthly Salary')).toHaveValue('25000');
    expect(toaster.getVisibleToasts()).toEqual([]);
    expect(within(dialog).getByRole('button', { name: 'Create Loan' })).toBeEnabled();
  });

  it('shows the busy state while saving: the submit button waits and Cancel is disabled', async () => {
    mockApi().onGet(PERSONAL_PATH).reply(200, []);
    let answer: (value: [number, unknown]) => void = () => undefined;
    mockApi()
      .onPost(PERSONAL_PATH)
      .reply(() => new Promise<[number, unknown]>((resolve) => (answer = resolve)));
    const user = renderPage();
    const dialog = await openCreate(user, 'Personal', 'Add Personal Loan criteria');
    await fillPersonal(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Create Loan' }));

    const busy = await within(dialog).findByRole('button', { name: /Saving/ });
    expect(busy).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(control(dialog, 'Minimum Age')).toBeDisabled();

    act(() => answer([201, personalCriteria({ id: 9 })]));
    expect(await screen.findByText('Created Successfully')).toBeInTheDocument();
    await expectClosed();
  });

  it('Cancel closes without sending, and the next Add starts empty', async () => {
    mockApi().onGet(PERSONAL_PATH).reply(200, []);
    const user = renderPage();
    let dialog = await openCreate(user, 'Personal', 'Add Personal Loan criteria');
    await chooseBank(user, dialog, 'HDFC Bank');
    await toggleOptions(user, dialog, 'Locations', ['Metro']);
    await fill(user, dialog, 'Minimum Age', '21');
    await setSwitch(user, dialog, 'Work From Home Acceptable', true);
    await user.click(within(dialog).getByRole('button', { name: 'Create Loan' }));
    expect(control(dialog, 'Maximum Age')).toHaveAttribute('aria-invalid', 'true');

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expectClosed();
    expect(sent('post')).toEqual([]);

    dialog = await openCreate(user, 'Personal', 'Add Personal Loan criteria');
    expect(control(dialog, 'Bank Name')).toHaveValue('');
    expect(chips(dialog, 'Locations')).toEqual([]);
    expect(control(dialog, 'Minimum Age')).toHaveValue('');
    expect(control(dialog, 'Maximum Age')).not.toHaveAttribute('aria-invalid');
    expect(within(dialog).getByRole('switch', { name: 'Work From Home Acceptable' })).not.toBeChecked();
  });
});

describe('Loan Criteria: editing', () => {
  beforeEach(() => mockProfile('director'));

  it('opens filled with the row and PATCHes only the changed fields, then toasts and refetches', async () => {
    const row = personalCriteria();
    mockApi()
      .onGet(PERSONAL_PATH)
      .replyOnce(200, [row, personalCriteria({ id: 2, bank_name: 'Bajaj Finserv' })])
      .onGet(PERSONAL_PATH)
      .reply(200, [{ ...row, max_age: 58 }]);
    mockApi().onPatch(`${PERSONAL_PATH}1/`).reply(200, { ...row, max_age: 58 });
    const user = renderPage();
    const dialog = await openEdit(user, 'HDFC Bank', 'Edit Personal Loan criteria — HDFC Bank');

    expect(within(dialog).getByText('Update the loan criteria details below.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Update Loan' })).toBeInTheDocument();
    await waitFor(() => expect(control(dialog, 'Bank Name')).toBeEnabled());
    expect(control(dialog, 'Bank Name')).toHaveValue('HDFC Bank');
    expect(chips(dialog, 'Locations')).toEqual(['Metro', 'Semi Urban']);
    expect(chips(dialog, 'Allowed Company Types')).toEqual(['Private Limited', 'MNC']);
    expect(control(dialog, 'Maximum Loan Amount')).toHaveValue('2500000');
    expect(control(dialog, 'Minimum Interest Rate')).toHaveValue('10.5');
    expect(control(dialog, 'Required Documentation')).toHaveValue('PAN card, Aadhaar card, Last 3 months salary slips');
    expect(within(dialog).getByRole('switch', { name: 'Provident Fund Mandatory' })).toBeChecked();

    await fill(user, dialog, 'Maximum Age', '58');
    await fill(user, dialog, 'Minimum Interest Rate', '10.50');
    await user.click(within(dialog).getByRole('button', { name: 'Remove Metro' }));
    await user.click(within(dialog).getByRole('button', { name: 'Remove Semi Urban' }));
    await toggleOptions(user, dialog, 'Locations', ['Semi Urban', 'Metro']);
    await setSwitch(user, dialog, 'Work From Home Acceptable', true);
    await user.click(within(dialog).getByRole('button', { name: 'Update Loan' }));

    expect(await screen.findByText('Updated Successfully')).toBeInTheDocument();
    expect(screen.getByText('Loan criteria has been updated successfully.')).toBeInTheDocument();
    expect(toaster.getVisibleToasts()[0]).toMatchObject({ type: 'success', duration: 3000 });
    await expectClosed();
    expect(sent('patch')).toEqual([{ url: `${PERSONAL_PATH}1/`, body: { max_age: 58, work_from_home_acceptable: true } }]);
    expect(sent('post')).toEqual([]);
    await waitFor(() => expect(gets(PERSONAL_PATH)).toBe(2));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Bajaj Finserv' })).not.toBeInTheDocument());
  });

  it('LAP: clearing the low-LTV threshold sends null; a changed list is sent whole', async () => {
    mockApi().onGet(PERSONAL_PATH).reply(200, []);
    mockApi().onGet(LAP_PATH).reply(200, [lapCriteria()]);
    mockApi().onPatch(`${LAP_PATH}31/`).reply(200, lapCriteria({ low_ltv_loan_amount: null }));
    const user = renderPage();
    await openTab(user, 'LAP');
    const dialog = await openEdit(user, 'Axis Bank', 'Edit Loan Against Property criteria — Axis Bank');

    expect(control(dialog, 'Low LTV Threshold')).toHaveValue('1500000');
    expect(control(dialog, 'Minimum ITR Years')).toHaveValue('2');
    await fill(user, dialog, 'Low LTV Threshold', '');
    await fill(user, dialog, 'Legal Requirements', 'Encumbrance certificate for 13 years, Approved building plan, Property tax receipt');
    await user.click(within(dialog).getByRole('button', { name: 'Update Loan' }));

    expect(await screen.findByText('Updated Successfully')).toBeInTheDocument();
    expect(sent('patch')).toEqual([
      {
        url: `${LAP_PATH}31/`,
        body: {
          low_ltv_loan_amount: null,
          legal_requirements: ['Encumbrance certificate for 13 years', 'Approved building plan', 'Property tax receipt'],
        },
      },
    ]);
  });

  it('says so instead of sending when nothing changed', async () => {
    mockApi().onGet(PERSONAL_PATH).reply(200, [personalCriteria()]);
    const user = renderPage();
    const dialog = await openEdit(user, 'HDFC Bank', 'Edit Personal Loan criteria — HDFC Bank');

    await fill(user, dialog, 'Minimum Loan Amount', '50,000');
    await user.click(within(dialog).getByRole('button', { name: 'Update Loan' }));

    expect(await within(dialog).findByRole('status')).toHaveTextContent('No changes to update: no field differs from the saved criteria.');
    expect(sent('patch')).toEqual([]);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('a 400 on update shows the messages the same way', async () => {
    mockApi().onGet(PERSONAL_PATH).reply(200, [personalCriteria()]);
    mockApi()
      .onPatch(`${PERSONAL_PATH}1/`)
      .reply(400, {
        min_cibil_score: ['Ensure this value is greater than or equal to 300.'],
        work_from_home_acceptable: ['Work from home cannot be accepted by this bank.'],
      });
    const user = renderPage();
    const dialog = await openEdit(user, 'HDFC Bank', 'Edit Personal Loan criteria — HDFC Bank');

    await fill(user, dialog, 'Minimum CIBIL Score', '250');
    await user.click(within(dialog).getByRole('button', { name: 'Update Loan' }));

    expect(await screen.findByText('Validation Error')).toBeInTheDocument();
    expect(screen.getByText(/^min cibil score:/).textContent).toBe(
      'min cibil score: Ensure this value is greater than or equal to 300.\nwork from home acceptable: Work from home cannot be accepted by this bank.',
    );
    expect(control(dialog, 'Minimum CIBIL Score')).toHaveAccessibleErrorMessage('Ensure this value is greater than or equal to 300.');
    expect(within(dialog).getByRole('switch', { name: 'Work From Home Acceptable' })).toHaveAccessibleDescription(
      'Work from home cannot be accepted by this bank.',
    );
    expect(sent('patch')).toEqual([{ url: `${PERSONAL_PATH}1/`, body: { min_cibil_score: 250 } }]);
  });

  it('Cancel drops the changes: the next Edit shows the row again', async () => {
    mockApi().onGet(PERSONAL_PATH).reply(200, [personalCriteria()]);
    const user = renderPage();
    let dialog = await openEdit(user, 'HDFC Bank', 'Edit Personal Loan criteria — HDFC Bank');
    await fill(user, dialog, 'Maximum Age', '70');
    await setSwitch(user, dialog, 'Provident Fund Mandatory', false);

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expectClosed();
    expect(sent('patch')).toEqual([]);

    dialog = await openEdit(user, 'HDFC Bank', 'Edit Personal Loan criteria — HDFC Bank');
    expect(control(dialog, 'Maximum Age')).toHaveValue('60');
    expect(within(dialog).getByRole('switch', { name: 'Provident Fund Mandatory' })).toBeChecked();
  });

  it('offers only banks without criteria of the kind (the API keeps one row per bank and kind), and the row\'s own bank on edit', async () => {
    mockApi()
      .onGet(PERSONAL_PATH)
      .reply(200, [personalCriteria(), personalCriteria({ id: 2, bank_name: 'Bajaj Finserv' })]);
    const user = renderPage();
    const bankOptions = (dialog: HTMLElement) =>
      within(control(dialog, 'Bank Name'))
        .getAllByRole('option')
        .map((option) => option.textContent);

    let dialog = await openCreate(user, 'Personal', 'Add Personal Loan criteria');
    await waitFor(() => expect(control(dialog, 'Bank Name')).toBeEnabled());
    expect(bankOptions(dialog)).toEqual(['Select a bank', 'Axis Bank', 'ICICI Bank', 'Kotak Mahindra Bank', 'State Bank of India']);
    expect(control(dialog, 'Bank Name')).toHaveAccessibleDescription(
      'Banks that already have Personal Loan criteria are not listed: use Edit on their row.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expectClosed();

    dialog = await openEdit(user, 'HDFC Bank', 'Edit Personal Loan criteria — HDFC Bank');
    await waitFor(() => expect(control(dialog, 'Bank Name')).toBeEnabled());
    expect(bankOptions(dialog)).toEqual(['Select a bank', 'Axis Bank', 'HDFC Bank', 'ICICI Bank', 'Kotak Mahindra Bank', 'State Bank of India']);
    expect(control(dialog, 'Bank Name')).toHaveValue('HDFC Bank');
  });

  it('keeps a saved bank that the catalogue no longer lists selectable', async () => {
    mockApi().onGet(PERSONAL_PATH).reply(200, [personalCriteria({ bank_name: 'Lakshmi Vilas Bank' })]);
    const user = renderPage();
    const dialog = await openEdit(user, 'Lakshmi Vilas Bank', 'Edit Personal Loan criteria — Lakshmi Vilas Bank');

    await waitFor(() => expect(control(dialog, 'Bank Name')).toBeEnabled());
    expect(control(dialog, 'Bank Name')).toHaveValue('Lakshmi Vilas Bank');
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderWithProviders } from 'shared-auth/testing';
import EligibilityCheckPage from './EligibilityCheckPage';
import { eligibilityAnswer, eligibleBank, ineligibleBank } from './testing/eligibilityFixtures';

const CHECK_PATH = '/loan_eligibility/check-eligibility/';
type User = ReturnType<typeof userEvent.setup>;

function renderPage() {
  const user = userEvent.setup();
  renderWithProviders(<EligibilityCheckPage />, { route: '/eligibility_check', tokens: true });
  return user;
}

/** Renders the page and waits for its form, which comes with the page's body after the title. */
async function renderWithForm(): Promise<User> {
  const user = renderPage();
  await screen.findByRole('form', { name: 'Eligibility check' });
  return user;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A field's accessible name is its label, with the required mark when it has one. */
const labelled = (label: string) => new RegExp(`^${escapeRegExp(label)}\\s*\\*?$`);

function textbox(label: string): HTMLElement {
  return screen.getByRole('textbox', { name: labelled(label) });
}

function select(label: string): HTMLElement {
  return screen.getByRole('combobox', { name: labelled(label) });
}

function yesNo(label: string): HTMLElement {
  return screen.getByRole('radiogroup', { name: label });
}

async function answer(user: User, label: string, choice: 'Yes' | 'No' | 'Not applicable') {
  await user.click(within(yesNo(label)).getByRole('radio', { name: choice }));
}

/** Replaces a field's text (pasted: one change, as typing each key would be slow here). */
async function typeInto(user: User, label: string, text: string) {
  await user.clear(textbox(label));
  await user.click(textbox(label));
  await user.paste(text);
}

async function chooseKind(user: User, name: string) {
  await user.click(screen.getByRole('radio', { name }));
}

const COMMON_ANSWERS: [string, string][] = [
  ['Age (years)', '35'],
  ['CIBIL Score (300–900)', '760'],
  ['Required Loan Amount (₹)', '5,00,000'],
  ['Required Tenure (months)', '36'],
  ['Recent DPDs (days past due)', '0'],
  ['CIBIL Enquiries (count)', '2'],
];

const COMMON_APPLICATION = {
  age: 35,
  cibil_score: 760,
  location: 'METRO',
  required_loan_amount: 500000,
  required_tenure: 36,
  recent_dpds: 0,
  cibil_enquiries: 2,
};

async function fillCommon(user: User) {
  for (const [label, text] of COMMON_ANSWERS) await typeInto(user, label, text);
  await user.selectOptions(select('Location'), 'Metro');
}

async function fillPersonal(user: User) {
  await fillCommon(user);
  await typeInto(user, 'Monthly Income (₹)', '65000.50');
  await typeInto(user, 'Employment Vintage (months)', '24');
  await user.selectOptions(select('Company Type'), 'MNC');
}

function postedBodies(): unknown[] {
  return mockApi().history.post.map((request) => JSON.parse(String(request.data)));
}

async function checkEligibility(user: User) {
  await user.click(screen.getByRole('button', { name: 'Check Eligibility' }));
}

function resultsPanel(): HTMLElement {
  return screen.getByRole('region', { name: 'Eligible Banks' });
}

/** Each label of an expanded bank is shown as a term followed by its value. */
function facts(region: HTMLElement): Record<string, string | null | undefined> {
  return Object.fromEntries(
    within(region)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );
}

async function expandBank(user: User, bankName: string): Promise<HTMLElement> {
  const trigger = await within(resultsPanel()).findByRole('button', { name: new RegExp(`^${escapeRegExp(bankName)}`) });
  await user.click(trigger);
  expect(trigger).toHaveAttribute('aria-expanded', 'true');
  return trigger.closest('[data-scope="collapsible"][data-part="root"]') as HTMLElement;
}

/** A Personal check answered with an eligible bank (HDFC) and an ineligible one, on screen. */
async function checkWithResults(): Promise<User> {
  mockApi()
    .onPost(CHECK_PATH)
    .reply(200, eligibilityAnswer({ ineligible_banks: [ineligibleBank()] }));
  const user = await renderWithForm();
  await fillPersonal(user);
  await checkEligibility(user);
  await within(resultsPanel()).findByRole('button', { name: /^HDFC Bank/ });
  return user;
}

/** A Personal check refused with a message about the age, on screen. */
async function checkWithAgeRefused(): Promise<User> {
  mockApi()
    .onPost(CHECK_PATH)
    .reply(400, { success: false, eligible_banks: [], error: { age: ['Ensure this value is greater than or equal to 18.'] } });
  const user = await renderWithForm();
  await fillPersonal(user);
  await checkEligibility(user);
  await within(resultsPanel()).findByRole('alert');
  return user;
}

describe('EligibilityCheckPage', () => {
  it('shows the four loan-type cards with Personal chosen, the Personal form and the empty results', async () => {
    renderPage();

    expect(screen.getByRole('heading', { level: 1, name: 'Eligibility Check' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading Eligibility Check' })).toBeInTheDocument();
    const group = screen.getByRole('radiogroup', { name: 'Loan Type' });
    const cards = within(group).getAllByRole('radio');
    expect(cards.map((card) => card.getAttribute('value'))).toEqual(['personal', 'business', 'home', 'lap']);
    expect(within(group).getByRole('radio', { name: 'Personal' })).toBeChecked();
    expect(within(group).getByRole('radio', { name: 'Business' })).not.toBeChecked();
    expect(within(group).getByRole('radio', { name: 'Home' })).toHaveAccessibleDescription(/property value/);
    expect(within(group).getByRole('radio', { name: 'Loan Against Property' })).toHaveAccessibleDescription(/secured on an owned property/);
    expect(await screen.findByRole('heading', { name: 'Personal Details' })).toBeInTheDocument();

    expect(within(resultsPanel()).getByText('No results yet')).toBeInTheDocument();
    expect(within(resultsPanel()).getByText('Fill the form and check eligibility')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear results' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Check Eligibility' })).toBeEnabled();
  });

  it('shows the common fields with their units and a location select of the four locations', async () => {
    await renderWithForm();

    for (const [label] of COMMON_ANSWERS) expect(textbox(label)).toHaveValue('');
    const location = select('Location');
    expect(within(location).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Select location',
      'Metro',
      'Urban',
      'Semi Urban',
      'Rural',
    ]);
  });

  it.each([
    [
      'Personal',
      ['Monthly Income (₹)', 'Employment Vintage (months)'],
      ['Company Type'],
      ['Provident Fund (PF) Deducted', 'Professional Tax (PT) Paid', 'Working From Home'],
    ],
    [
      'Business',
      ['Business Vintage (months)', 'Annual Turnover (₹)', 'Banking Vintage (months)'],
      ['Business Type'],
      ['GST Returns Filed', 'Current Account'],
    ],
    ['Home', ['Property Value (₹)', 'Road Width (ft)'], ['Property Type'], ['Village Property', 'Joint Wall Property']],
    [
      'Loan Against Property',
      ['Property Value (₹)', 'Road Width (ft)', 'Low LTV Loan Amount (₹, optional)', 'RTR Ratio'],
      ['Property Type', 'ITR Filed (years)', 'GST Filed (years)'],
      [
        'Village Property',
        'Joint Wall Property',
        'Main Property Document Available',
        'Plan Approval',
        'Tax Payment Receipt',
        'EC / Market Value Certificate',
      ],
    ],
  ])('shows the %s fields, every yes/no as Yes / No / Not applicable', async (kind, numbers, selects, yesNos) => {
    const user = await renderWithForm();
    await chooseKind(user, kind);

    expect(screen.getByRole('radio', { name: kind })).toBeChecked();
    const details = screen.getByRole('region', { name: `${kind} Details` });
    const expectedTextboxes = numbers.map((label) => within(details).getByRole('textbox', { name: labelled(label) }));
    expect(within(details).getAllByRole('textbox')).toEqual(expectedTextboxes);
    const expectedSelects = selects.map((label) => within(details).getByRole('combobox', { name: labelled(label) }));
    expect(within(details).getAllByRole('combobox')).toEqual(expectedSelects);
    expect(within(details).queryAllByRole('radiogroup').map((group) => group.textContent?.replace(/YesNoNot applicable$/, ''))).toEqual(
      yesNos,
    );
    for (const label of yesNos) {
      const group = within(details).getByRole('radiogroup', { name: label });
      expect(within(group).getAllByRole('radio').map((radio) => radio.parentElement?.textContent)).toEqual(['Yes', 'No', 'Not applicable']);
      expect(within(group).getByRole('radio', { name: 'Not applicable' })).toBeChecked();
    }
  });

  it('offers the Home property types, and the LAP ones with Commercial and Shop and ITR / GST years 0 to 3', async () => {
    const user = await renderWithForm();
    const optionTexts = (label: string) => within(select(label)).getAllByRole('option').map((option) => option.textContent);

    await chooseKind(user, 'Home');
    expect(optionTexts('Property Type')).toEqual(['Select property type', 'Apartment', 'Independent', 'Villa', 'Plot']);

    await chooseKind(user, 'Loan Against Property');
    expect(optionTexts('Property Type')).toEqual([
      'Select property type',
      'Apartment',
      'Independent',
      'Villa',
      'Plot',
      'Commercial',
      'Shop',
    ]);
    expect(optionTexts('ITR Filed (years)')).toEqual(['Select years', '0 years', '1 year', '2 years', '3 years']);
    expect(optionTexts('GST Filed (years)')).toEqual(['Select years', '0 years', '1 year', '2 years', '3 years']);
  });

  it('moves between the loan-type cards with the arrow keys', async () => {
    const user = await renderWithForm();
    screen.getByRole('radio', { name: 'Personal' }).focus();

    await user.keyboard('{ArrowRight}');

    expect(screen.getByRole('radio', { name: 'Business' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Business' })).toHaveFocus();
    expect(screen.getByRole('heading', { name: 'Business Details' })).toBeInTheDocument();
  });

  it('sends a Personal check with whole numbers, decimals, and only the yes/no answers that apply', async () => {
    mockApi().onPost(CHECK_PATH).reply(200, eligibilityAnswer());
    const user = await renderWithForm();
    await fillPersonal(user);
    await answer(user, 'Provident Fund (PF) Deducted', 'Yes');
    await answer(user, 'Professional Tax (PT) Paid', 'No');

    await checkEligibility(user);

    expect(await within(resultsPanel()).findByRole('button', { name: /^HDFC Bank/ })).toBeInTheDocument();
    expect(postedBodies()).toEqual([
      {
        loan_type: 'personal',
        application: {
          ...COMMON_APPLICATION,
          monthly_income: 65000.5,
          employment_vintage: 24,
          company_type: 'MNC',
          has_pf: true,
          has_pt: false,
        },
      },
    ]);
  });

  it('sends a Business check', async () => {
    mockApi().onPost(CHECK_PATH).reply(200, eligibilityAnswer());
    const user = await renderWithForm();
    await chooseKind(user, 'Business');
    await fillCommon(user);
    await typeInto(user, 'Business Vintage (months)', '48');
    await typeInto(user, 'Annual Turnover (₹)', '45,00,000.75');
    await typeInto(user, 'Banking Vintage (months)', '30');
    await user.selectOptions(select('Business Type'), 'Trading');
    await answer(user, 'GST Returns Filed', 'No');
    await answer(user, 'Current Account', 'Yes');

    await checkEligibility(user);

    await waitFor(() => expect(postedBodies()).toHaveLength(1));
    expect(postedBodies()[0]).toEqual({
      loan_type: 'business',
      application: {
        ...COMMON_APPLICATION,
        business_vintage: 48,
        annual_turnover: 4500000.75,
        banking_vintage: 30,
        business_type: 'TRADING',
        has_gst_filing: false,
        has_current_account: true,
      },
    });
  });

  it('sends a Home check, leaving out the answers set to Not applicable', async () => {
    mockApi().onPost(CHECK_PATH).reply(200, eligibilityAnswer());
    const user = await renderWithForm();
    await chooseKind(user, 'Home');
    await fillCommon(user);
    await typeInto(user, 'Property Value (₹)', '75,00,000');
    await typeInto(user, 'Road Width (ft)', '22.5');
    await user.selectOptions(select('Property Type'), 'Villa');
    await answer(user, 'Village Property', 'No');
    await answer(user, 'Joint Wall Property', 'Yes');
    await answer(user, 'Joint Wall Property', 'Not applicable');

    await checkEligibility(user);

    await waitFor(() => expect(postedBodies()).toHaveLength(1));
    expect(postedBodies()[0]).toEqual({
      loan_type: 'home',
      application: {
        ...COMMON_APPLICATION,
        property_value: 7500000,
        road_width: 22.5,
        property_type: 'VILLA',
        is_village_property: false,
      },
    });
  });

  it('sends a LAP check without the low-LTV amount when it is empty, and with it when given', async () => {
    mockApi().onPost(CHECK_PATH).reply(200, eligibilityAnswer());
    const user = await renderWithForm();
    await chooseKind(user, 'Loan Against Property');
    await fillCommon(user);
    await typeInto(user, 'Property Value (₹)', '1,20,00,000');
    await typeInto(user, 'Road Width (ft)', '30');
    await user.selectOptions(select('Property Type'), 'Shop');
    await user.selectOptions(select('ITR Filed (years)'), '2 years');
    await user.selectOptions(select('GST Filed (years)'), '0 years');
    await typeInto(user, 'RTR Ratio', '1.25');
    await answer(user, 'Village Property', 'No');
    await answer(user, 'Main Property Document Available', 'Yes');
    await answer(user, 'Plan Approval', 'No');
    await answer(user, 'EC / Market Value Certificate', 'Yes');

    await checkEligibility(user);
    await waitFor(() => expect(postedBodies()).toHaveLength(1));
    const lapApplication = {
      ...COMMON_APPLICATION,
      property_value: 12000000,
      road_width: 30,
      property_type: 'SHOP',
      itr_years: 2,
      gst_years: 0,
      rtr_ratio: 1.25,
      is_village_property: false,
      has_main_document: true,
      has_plan_approval: false,
      has_ec_market_value_certificate: true,
    };
    expect(postedBodies()[0]).toEqual({ loan_type: 'lap', application: lapApplication });

    await typeInto(user, 'Low LTV Loan Amount (₹, optional)', '4,00,000');
    await checkEligibility(user);
    await waitFor(() => expect(postedBodies()).toHaveLength(2));
    expect(postedBodies()[1]).toEqual({ loan_type: 'lap', application: { ...lapApplication, low_ltv_loan_amount: 400000 } });
  });

  it('keeps the common answers, and each kind its own, when the loan type changes', async () => {
    const user = await renderWithForm();
    await typeInto(user, 'Age (years)', '41');
    await user.selectOptions(select('Location'), 'Rural');
    await typeInto(user, 'Monthly Income (₹)', '90000');
    await answer(user, 'Working From Home', 'Yes');

    await chooseKind(user, 'Home');
    expect(textbox('Age (years)')).toHaveValue('41');
    expect(select('Location')).toHaveValue('RURAL');
    expect(screen.queryByRole('textbox', { name: labelled('Monthly Income (₹)') })).not.toBeInTheDocument();
    await typeInto(user, 'Property Value (₹)', '5000000');

    await chooseKind(user, 'Personal');
    expect(textbox('Age (years)')).toHaveValue('41');
    expect(textbox('Monthly Income (₹)')).toHaveValue('90000');
    expect(within(yesNo('Working From Home')).getByRole('radio', { name: 'Yes' })).toBeChecked();

    await chooseKind(user, 'Home');
    expect(textbox('Property Value (₹)')).toHaveValue('5000000');
  });

  it('sends nothing while a field is empty or not a number, and says so under the field', async () => {
    const user = await renderWithForm();
    await fillPersonal(user);
    await user.clear(textbox('Age (years)'));
    await typeInto(user, 'Required Tenure (months)', '36.5');
    await typeInto(user, 'Monthly Income (₹)', 'sixty thousand');

    await checkEligibility(user);

    expect(mockApi().history.post).toHaveLength(0);
    expect(textbox('Age (years)')).toHaveAccessibleErrorMessage('This field is required.');
    expect(textbox('Age (years)')).toHaveFocus();
    expect(textbox('Required Tenure (months)')).toHaveAccessibleErrorMessage('Enter a whole number.');
    expect(textbox('Monthly Income (₹)')).toHaveAccessibleErrorMessage('Enter a number.');
    expect(within(resultsPanel()).getByText('No results yet')).toBeInTheDocument();

    await typeInto(user, 'Age (years)', '30');
    expect(textbox('Age (years)')).not.toHaveAccessibleErrorMessage();
  });

  it('reads "Checking..." and shows "Checking eligibility..." while the check runs', async () => {
    let answerCheck: (value: [number, unknown]) => void = () => undefined;
    mockApi()
      .onPost(CHECK_PATH)
      .reply(() => new Promise((resolve) => (answerCheck = resolve)));
    const user = await renderWithForm();
    await fillPersonal(user);

    await checkEligibility(user);

    expect(screen.getByRole('button', { name: 'Checking...' })).toBeDisabled();
    expect(within(resultsPanel()).getByRole('status')).toHaveTextContent('Checking eligibility...');
    expect(within(resultsPanel()).queryByText('No results yet')).not.toBeInTheDocument();

    answerCheck([200, eligibilityAnswer()]);
    expect(await within(resultsPanel()).findByRole('button', { name: /^HDFC Bank/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Check Eligibility' })).toBeEnabled();
    expect(screen.queryByText('Checking eligibility...')).not.toBeInTheDocument();
  });

  it('lists each eligible bank collapsed with "Up to" its amount, and expands it to its terms, EMI and what to verify', async () => {
    mockApi()
      .onPost(CHECK_PATH)
      .reply(
        200,
        eligibilityAnswer({
          eligible_banks: [
            eligibleBank({ to_verify: ['Provident fund', 'Professional tax'] }),
            eligibleBank({
              bank_name: 'Bajaj Finserv',
              max_eligible_amount: 750000,
              interest_rate: { min: 11, max: 24.5 },
              processing_fee: { min: 2, max: 2 },
              tenure_range: undefined,
              required_documents: [],
              emi: 16369,
            }),
          ],
        }),
      );
    const user = await renderWithForm();
    await fillPersonal(user);
    await checkEligibility(user);

    const rows = await within(resultsPanel()).findAllByRole('button', { name: /Up to/ });
    expect(rows.map((row) => row.textContent)).toEqual(['HDFC BankUp to ₹18,42,110', 'Bajaj FinservUp to ₹7,50,000']);
    rows.forEach((row) => expect(row).toHaveAttribute('aria-expanded', 'false'));
    expect(within(resultsPanel()).getByText('Personal loan of ₹5,00,000 over 36 months: 2 of 2 banks eligible')).toBeInTheDocument();

    const hdfc = await expandBank(user, 'HDFC Bank');
    expect(facts(hdfc)).toEqual({
      'Interest Rate': '10.5% - 18%',
      'Processing Fee': '1% - 2.5%',
      Tenure: '12 - 60 months',
      EMI: 'EMI ₹16,252 / monthfor ₹5,00,000 over 36 months at 10.5%',
    });
    const documents = within(hdfc).getByRole('region', { name: 'Required Documents' });
    expect(within(documents).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'PAN card',
      'Aadhaar card',
      'Last 3 months salary slips',
    ]);
    const toVerify = within(hdfc).getByRole('region', { name: 'Still to verify' });
    expect(within(toVerify).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Provident fund', 'Professional tax']);
    expect(within(hdfc).queryByText('Low LTV Loan')).not.toBeInTheDocument();
    expect(within(hdfc).queryByText('Minimum Insurance')).not.toBeInTheDocument();

    const bajaj = await expandBank(user, 'Bajaj Finserv');
    expect(facts(bajaj)).toEqual({
      'Interest Rate': '11% - 24.5%',
      'Processing Fee': '2%',
      Tenure: 'N/A',
      EMI: 'EMI ₹16,369 / monthfor ₹5,00,000 over 36 months at 11%',
    });
    expect(within(within(bajaj).getByRole('region', { name: 'Required Documents' })).getByText('None listed')).toBeInTheDocument();
    expect(within(bajaj).queryByRole('region', { name: 'Still to verify' })).not.toBeInTheDocument();
  });

  it('shows the minimum insurance of a LAP bank, and the "Low LTV Loan" badge where the loan is low-LTV', async () => {
    mockApi()
      .onPost(CHECK_PATH)
      .reply(
        200,
        eligibilityAnswer({
          eligible_banks: [
            eligibleBank({ bank_name: 'Axis Bank', min_insurance_amount: 5000, is_low_ltv_loan: true, to_verify: ['EC / market value certificate'] }),
            eligibleBank({ bank_name: 'Kotak Mahindra Bank', min_insurance_amount: 7500, is_low_ltv_loan: false }),
          ],
        }),
      );
    const user = await renderWithForm();
    await chooseKind(user, 'Loan Against Property');
    await fillCommon(user);
    await typeInto(user, 'Property Value (₹)', '12000000');
    await typeInto(user, 'Road Width (ft)', '30');
    await user.selectOptions(select('Property Type'), 'Commercial');
    await user.selectOptions(select('ITR Filed (years)'), '3 years');
    await user.selectOptions(select('GST Filed (years)'), '3 years');
    await typeInto(user, 'RTR Ratio', '2');
    await checkEligibility(user);

    const axis = await expandBank(user, 'Axis Bank');
    expect(within(axis).getByText('Low LTV Loan')).toBeInTheDocument();
    expect(facts(axis)['Minimum Insurance']).toBe('₹5,000');
    expect(within(within(axis).getByRole('region', { name: 'Still to verify' })).getByText('EC / market value certificate')).toBeInTheDocument();

    const kotak = await expandBank(user, 'Kotak Mahindra Bank');
    expect(within(kotak).queryByText('Low LTV Loan')).not.toBeInTheDocument();
    expect(facts(kotak)['Minimum Insurance']).toBe('₹7,500');
  });

  it('lists the banks that said no under a collapsed "Not eligible" section with their reasons', async () => {
    mockApi()
      .onPost(CHECK_PATH)
      .reply(
        200,
        eligibilityAnswer({
          ineligible_banks: [
            ineligibleBank(),
            ineligibleBank({ bank_name: 'ICICI Bank', reasons: ['Location RURAL is not served (only METRO, URBAN)'] }),
            ineligibleBank({ bank_name: 'State Bank of India', reasons: ['Provident fund is mandatory'] }),
          ],
        }),
      );
    const user = await renderWithForm();
    await fillPersonal(user);
    await checkEligibility(user);

    const notEligible = await within(resultsPanel()).findByRole('button', { name: 'Not eligible (3)' });
    expect(notEligible).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Provident fund is mandatory')).not.toBeInTheDocument();
    expect(within(resultsPanel()).getByText('Personal loan of ₹5,00,000 over 36 months: 1 of 4 banks eligible')).toBeInTheDocument();

    await user.click(notEligible);

    expect(notEligible).toHaveAttribute('aria-expanded', 'true');
    const axisReasons = screen.getByRole('list', { name: 'Why Axis Bank is not eligible' });
    expect(within(axisReasons).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'CIBIL score 720 is below the minimum 750',
      'Requested ₹5,00,000 exceeds the eligible ₹4,10,000',
    ]);
    expect(within(screen.getByRole('list', { name: 'Why ICICI Bank is not eligible' })).getByRole('listitem')).toHaveTextContent(
      'Location RURAL is not served (only METRO, URBAN)',
    );
    expect(screen.getByText('Provident fund is mandatory')).toBeVisible();
  });

  it('says when no bank is eligible', async () => {
    mockApi()
      .onPost(CHECK_PATH)
      .reply(200, eligibilityAnswer({ eligible_banks: [], ineligible_banks: [ineligibleBank()] }));
    const user = await renderWithForm();
    await fillPersonal(user);
    await checkEligibility(user);

    expect(await within(resultsPanel()).findByText('No eligible banks')).toBeInTheDocument();
    expect(within(resultsPanel()).getByRole('button', { name: 'Not eligible (1)' })).toBeInTheDocument();
    expect(within(resultsPanel()).queryByRole('button', { name: /Up to/ })).not.toBeInTheDocument();
  });

  it('shows an error given as text as is, in the red box', async () => {
    mockApi().onPost(CHECK_PATH).reply(400, { success: false, eligible_banks: [], error: 'No criteria are configured for this loan type' });
    const user = await renderWithForm();
    await fillPersonal(user);
    await checkEligibility(user);

    const alert = await within(resultsPanel()).findByRole('alert');
    expect(alert).toHaveTextContent(/^No criteria are configured for this loan type$/);
  });

  it('lists field errors as "field: first message" and shows each one under its field', async () => {
    mockApi()
      .onPost(CHECK_PATH)
      .reply(400, {
        success: false,
        eligible_banks: [],
        error: {
          age: ['Ensure this value is greater than or equal to 18.', 'A second message'],
          cibil_score: ['Ensure this value is less than or equal to 900.'],
          loan_type: ['Select a valid choice.'],
        },
      });
    const user = await renderWithForm();
    await fillPersonal(user);
    await typeInto(user, 'Age (years)', '16');
    await typeInto(user, 'CIBIL Score (300–900)', '950');
    await checkEligibility(user);

    const alert = await within(resultsPanel()).findByRole('alert');
    expect(within(alert).getByText('Please correct the following errors:')).toBeInTheDocument();
    expect(within(alert).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'age: Ensure this value is greater than or equal to 18.',
      'cibil_score: Ensure this value is less than or equal to 900.',
      'loan_type: Select a valid choice.',
    ]);
    expect(textbox('Age (years)')).toHaveAccessibleErrorMessage('Ensure this value is greater than or equal to 18.');
    expect(textbox('CIBIL Score (300–900)')).toHaveAccessibleErrorMessage('Ensure this value is less than or equal to 900.');
    expect(textbox('Monthly Income (₹)')).not.toHaveAccessibleErrorMessage();

    await typeInto(user, 'Age (years)', '18');
    expect(textbox('Age (years)')).not.toHaveAccessibleErrorMessage();
    expect(textbox('CIBIL Score (300–900)')).toHaveAccessibleErrorMessage('Ensure this value is less than or equal to 900.');
  });

  it('says "Failed to check eligibility" when the answer is not a success and names no error', async () => {
    mockApi().onPost(CHECK_PATH).reply(200, { success: false, eligible_banks: [], error: null });
    const user = await renderWithForm();
    await fillPersonal(user);
    await checkEligibility(user);

    expect(await within(resultsPanel()).findByRole('alert')).toHaveTextContent(/^Failed to check eligibility$/);
  });

  it.each([
    ['the server fails', () => mockApi().onPost(CHECK_PATH).reply(500, { detail: 'Internal Server Error' })],
    ['the network is down', () => mockApi().onPost(CHECK_PATH).networkError()],
    ['the request times out', () => mockApi().onPost(CHECK_PATH).timeout()],
  ])('says "Something went wrong" when %s', async (_situation, arrange) => {
    arrange();
    const user = await renderWithForm();
    await fillPersonal(user);
    await checkEligibility(user);

    expect(await within(resultsPanel()).findByRole('alert')).toHaveTextContent(/^Something went wrong$/);
    expect(screen.getByRole('button', { name: 'Check Eligibility' })).toBeEnabled();
  });

  it('clears the results back to the empty state', async () => {
    const user = await checkWithResults();

    await user.click(screen.getByRole('button', { name: 'Clear results' }));

    expect(within(resultsPanel()).getByText('No results yet')).toBeInTheDocument();
    expect(within(resultsPanel()).queryByRole('button', { name: /^HDFC Bank/ })).not.toBeInTheDocument();
    expect(within(resultsPanel()).queryByRole('button', { name: /Not eligible/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear results' })).not.toBeInTheDocument();
    expect(textbox('Age (years)')).toHaveValue('35');
  });

  it('clears an error, and the messages under the fields, back to the empty state', async () => {
    const user = await checkWithAgeRefused();

    await user.click(screen.getByRole('button', { name: 'Clear results' }));

    expect(within(resultsPanel()).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(resultsPanel()).getByText('No results yet')).toBeInTheDocument();
    expect(textbox('Age (years)')).not.toHaveAccessibleErrorMessage();
  });

  it('clears the results when another loan type is chosen: they answered the previous form', async () => {
    const user = await checkWithResults();

    await chooseKind(user, 'Home');

    expect(within(resultsPanel()).getByText('No results yet')).toBeInTheDocument();
    expect(within(resultsPanel()).queryByRole('button', { name: /^HDFC Bank/ })).not.toBeInTheDocument();
    expect(within(resultsPanel()).queryByRole('button', { name: /Not eligible/ })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Home Details' })).toBeInTheDocument();
    // The answers stay; only the results went.
    expect(textbox('Age (years)')).toHaveValue('35');
  });

  it('clears an error and the messages under the fields when another loan type is chosen', async () => {
    const user = await checkWithAgeRefused();

    await chooseKind(user, 'Business');

    expect(within(resultsPanel()).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(resultsPanel()).getByText('No results yet')).toBeInTheDocument();
    expect(textbox('Age (years)')).not.toHaveAccessibleErrorMessage();
  });
});

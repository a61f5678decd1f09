import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderWithProviders } from 'shared-auth/testing';
import LoanCriteriaPage from './LoanCriteriaPage';
import { businessCriteria, homeCriteria, lapCriteria, personalCriteria } from './testing/criteriaFixtures';
import { mockProfile } from './testing/profile';

const PERSONAL_PATH = '/loan_eligibility/personal-loan-criteria/';
const BUSINESS_PATH = '/loan_eligibility/business-loan-criteria/';
const HOME_PATH = '/loan_eligibility/home-loan-criteria/';
const LAP_PATH = '/loan_eligibility/loan-against-property-criteria/';

function renderPage() {
  const user = userEvent.setup();
  renderWithProviders(<LoanCriteriaPage />, { route: '/banks_eligibility', tokens: true });
  return user;
}

/** The criteria lists fetched, in order (the profile request is left out). */
function requestedUrls(): (string | undefined)[] {
  return mockApi()
    .history.get.map((request) => request.url)
    .filter((url) => url?.startsWith('/loan_eligibility/'));
}

function section(name: string): HTMLElement {
  return screen.getByRole('region', { name });
}

/** Each label is shown as a term followed by its value. */
function expectFacts(region: HTMLElement, facts: Record<string, string>) {
  const terms = within(region)
    .getAllByRole('term')
    .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
  expect(Object.fromEntries(terms)).toEqual(facts);
}

async function expandBank(user: ReturnType<typeof userEvent.setup>, bankName: string) {
  const trigger = await screen.findByRole('button', { name: bankName });
  await user.click(trigger);
  expect(trigger).toHaveAttribute('aria-expanded', 'true');
}

describe('LoanCriteriaPage', () => {
  // A connector reads the list (the back office's Add and Edit: LoanCriteriaPage.editing.test.tsx).
  beforeEach(() => mockProfile('connector'));

  it('shows the four loan-type tabs and lists the Personal banks collapsed, fetching only that kind', async () => {
    mockApi()
      .onGet(PERSONAL_PATH)
      .reply(200, [personalCriteria(), personalCriteria({ id: 2, bank_name: 'Bajaj Finserv' })]);
    renderPage();

    expect(screen.getByRole('heading', { name: 'Loan Criteria' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading loan criteria...' })).toBeInTheDocument();
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Personal', 'Business', 'Home', 'LAP']);
    expect(screen.getByRole('tab', { name: 'Personal' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Loading loan criteria...')).toBeInTheDocument();

    const rows = await screen.findAllByRole('button', { name: /Bank|Finserv/ });
    expect(rows.map((row) => row.textContent)).toEqual(['Bajaj Finserv', 'HDFC Bank']);
    rows.forEach((row) => expect(row).toHaveAttribute('aria-expanded', 'false'));
    expect(screen.queryByRole('region', { name: 'Basic Information' })).not.toBeInTheDocument();
    expect(requestedUrls()).toEqual([PERSONAL_PATH]);
  });

  it('expands a Personal bank to every section with formatted values, and collapses it again', async () => {
    mockApi().onGet(PERSONAL_PATH).reply(200, [personalCriteria()]);
    const user = renderPage();

    await expandBank(user, 'HDFC Bank');

    expectFacts(section('Basic Information'), {
      'Age Range': '21 - 60 years',
      'Minimum CIBIL Score': '750',
      'Maximum CIBIL Enquiries': '4',
    });
    expectFacts(section('Financial Details'), {
      'Loan Amount': '₹50,000 - ₹25,00,000',
      Tenure: '12 - 60 months',
      'Interest Rate': '10.5% - 18%',
    });
    expectFacts(section('Specific Requirements'), {
      'Minimum Monthly Salary': '₹25,000',
      'Minimum Job Vintage': '6 months',
      'Provident Fund Mandatory': 'Yes',
      'Work From Home': 'Not accepted',
    });
    expect(within(section('Locations')).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Metro',
      'Semi Urban',
    ]);
    expect(within(section('Required Documentation')).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'PAN card',
      'Aadhaar card',
      'Last 3 months salary slips',
    ]);
    expect(screen.queryByRole('region', { name: 'Legal Requirements' })).not.toBeInTheDocument();

    const trigger = screen.getByRole('button', { name: 'HDFC Bank' });
    await user.click(trigger);
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'false'));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Basic Information' })).not.toBeInTheDocument());
  });

  it('shows the work-from-home rule as accepted when the bank accepts it', async () => {
    mockApi()
      .onGet(PERSONAL_PATH)
      .reply(200, [personalCriteria({ work_from_home_acceptable: true, provident_fund_mandatory: false })]);
    const user = renderPage();

    await expandBank(user, 'HDFC Bank');

    const specific = section('Specific Requirements');
    expect(within(specific).getByText('Work From Home').nextElementSibling).toHaveTextContent('Accepted');
    expect(within(specific).getByText('Provident Fund Mandatory').nextElementSibling).toHaveTextContent('No');
  });

  it('fetches the Business criteria when its tab is opened and shows the business requirements', async () => {
    mockApi().onGet(PERSONAL_PATH).reply(200, [personalCriteria()]);
    mockApi().onGet(BUSINESS_PATH).reply(200, [businessCriteria()]);
    const user = renderPage();
    await screen.findByRole('button', { name: 'HDFC Bank' });

    await user.click(screen.getByRole('tab', { name: 'Business' }));
    expect(screen.getByRole('tab', { name: 'Business' })).toHaveAttribute('aria-selected', 'true');
    await expandBank(user, 'ICICI Bank');

    expect(requestedUrls()).toEqual([PERSONAL_PATH, BUSINESS_PATH]);
    expectFacts(section('Financial Details'), {
      'Loan Amount': '₹1,00,000 - ₹75,00,000',
      Tenure: '12 - 84 months',
      'Interest Rate': '10.5% - 18%',
    });
    expectFacts(section('Specific Requirements'), {
      'Minimum Business Vintage': '24 months',
      'Minimum Annual Turnover': '₹40,00,000',
      'GST Filing': 'Optional',
      'Banking Vintage': '12 months',
    });
    expect(screen.getByRole('region', { name: 'Locations' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Required Documentation' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Legal Requirements' })).not.toBeInTheDocument();
  });

  it('shows GST filing as mandatory when the bank requires it', async () => {
    mockApi().onGet(PERSONAL_PATH).reply(200, []);
    mockApi().onGet(BUSINESS_PATH).reply(200, [businessCriteria({ gst_filing_mandatory: true })]);
    const user = renderPage();

    await user.click(await screen.findByRole('tab', { name: 'Business' }));
    await expandBank(user, 'ICICI Bank');

    expect(within(section('Specific Requirements')).getByText('GST Filing').nextElementSibling).toHaveTextContent(
      'Mandatory',
    );
  });

  it('shows the Home requirements without a Legal Requirements section', async () => {
    mockApi().onGet(PERSONAL_PATH).reply(200, []);
    mockApi().onGet(HOME_PATH).reply(200, [homeCriteria()]);
    const user = renderPage();

    await user.click(await screen.findByRole('tab', { name: 'Home' }));
    await expandBank(user, 'State Bank of India');

    expect(requestedUrls()).toEqual([PERSONAL_PATH, HOME_PATH]);
    expectFacts(section('Basic Information'), {
      'Age Range': '23 - 65 years',
      'Minimum CIBIL Score': '750',
      'Maximum CIBIL Enquiries': '4',
    });
    expectFacts(section('Financial Details'), {
      'Loan Amount': '₹5,00,000 - ₹5,00,00,000',
      Tenure: '60 - 360 months',
      'Interest Rate': '8.4% - 9.65%',
    });
    expectFacts(section('Specific Requirements'), {
      'Property Types': 'Apartment, Independent, Villa',
      'Minimum Road Width': '20 ft',
      'Village Property': 'No',
      'Maximum LTV': '80%',
    });
    expect(within(section('Locations')).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Metro',
      'Urban',
      'Rural',
    ]);
    expect(screen.queryByRole('region', { name: 'Legal Requirements' })).not.toBeInTheDocument();
  });

  it('shows the LAP requirements, the Legal Requirements, and "Not set" for a missing low-LTV threshold', async () => {
    mockApi().onGet(PERSONAL_PATH).reply(200, []);
    mockApi()
      .onGet(LAP_PATH)
      .reply(200, [lapCriteria(), lapCriteria({ id: 32, bank_name: 'Kotak Mahindra Bank', low_ltv_loan_amount: null })]);
    const user = renderPage();

    await user.click(await screen.findByRole('tab', { name: 'LAP' }));
    await expandBank(user, 'Axis Bank');

    expect(requestedUrls()).toEqual([PERSONAL_PATH, LAP_PATH]);
    expectFacts(section('Specific Requirements'), {
      'Property Types': 'Apartment, Commercial, Shop',
      'Minimum Road Width': '15 ft',
      'Minimum ITR Years': '2 years',
      'Minimum GST Years': '1 year',
      'Minimum Insurance': '1%',
      'Maximum LTV': '65%',
      'Low LTV Threshold': '₹15,00,000',
    });
    expect(within(section('Legal Requirements')).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Encumbrance certificate for 13 years',
      'Approved building plan',
    ]);

    await user.click(screen.getByRole('button', { name: 'Axis Bank' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Specific Requirements' })).not.toBeInTheDocument());
    await expandBank(user, 'Kotak Mahindra Bank');

    expect(within(section('Specific Requirements')).getByText('Low LTV Threshold').nextElementSibling).toHaveTextContent(
      'Not set',
    );
  });

  it('shows the empty state on a tab whose kind has no criteria', async () => {
    mockApi().onGet(PERSONAL_PATH).reply(200, [personalCriteria()]);
    mockApi().onGet(HOME_PATH).reply(200, []);
    const user = renderPage();
    await screen.findByRole('button', { name: 'HDFC Bank' });

    await user.click(screen.getByRole('tab', { name: 'Home' }));

    expect(await screen.findByText('No loan criteria for this loan type yet.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'State Bank of India' })).not.toBeInTheDocument();
  });

  it("shows the server's detail when the list cannot be loaded, and loads it on Try Again", async () => {
    mockApi()
      .onGet(PERSONAL_PATH)
      .replyOnce(503, { detail: 'Criteria service is unavailable' })
      .onGet(PERSONAL_PATH)
      .reply(200, [personalCriteria()]);
    const user = renderPage();

    expect(await screen.findByText(/Criteria service is unavailable/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'HDFC Bank' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Try Again' }));

    expect(await screen.findByRole('button', { name: 'HDFC Bank' })).toBeInTheDocument();
    expect(screen.queryByText(/Criteria service is unavailable/)).not.toBeInTheDocument();
  });

  it('says so when the server does not answer', async () => {
    // Shaped as axios reports a request that got no answer: a request, no response.
    mockApi()
      .onGet(PERSONAL_PATH)
      .reply((config) => {
        throw Object.assign(new Error('Network Error'), { isAxiosError: true, code: 'ERR_NETWORK', config, request: {} });
      });
    renderPage();

    expect(await screen.findByText(/No response received from server/)).toBeInTheDocument();
  });
});

import { mockApi } from 'shared-auth/testing';
import { setViewportWidth, WIDE_WIDTH } from 'shared-ui/testing';
import { act, screen, within } from '@testing-library/react';
import { setLanguage } from 'shared-ui/i18n';
import { mockProfile } from '../../common/testing/profile';
import { renderPage } from '../../common/testing/routes';
import { demoBanks, demoLoanTypes } from '../catalogue/testing/catalogueFixtures';
import LeadManagementPage from './LeadManagementPage';
import { demoManagedLeads, leadPage } from './testing/managedLeadFixtures';

const LIST = /^\/leads\/manage\/leads\/(\?.*)?$/;

jest.setTimeout(30_000);

describe('LeadManagementPage in Hindi', () => {
  let restoreViewport: () => void;
  beforeEach(async () => {
    restoreViewport = setViewportWidth(WIDE_WIDTH);
    mockApi().onGet('/leads/banks/').reply(200, demoBanks());
    mockApi().onGet('/leads/loans/').reply(200, demoLoanTypes());
    mockApi().onGet('/auth/subterritories/fetch/').reply(200, []);
    await setLanguage('hi');
  });
  afterEach(async () => {
    restoreViewport();
    // Switched back inside act: the page is still on screen and renders again in English.
    await act(() => setLanguage('en'));
  });

  it('shows the heading, the filters and the table in Hindi', async () => {
    mockProfile('admin');
    mockApi().onGet(LIST).reply(200, leadPage(demoManagedLeads()));
    renderPage(<LeadManagementPage />, { route: '/back-office/leads', path: '/back-office/leads' });

    expect(screen.getByRole('heading', { level: 1, name: 'लीड प्रबंधन' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'लीड्स' });
    expect(within(table).getByRole('columnheader', { name: 'ग्राहक' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'किसने भेजी' })).toBeInTheDocument();
    const form = screen.getByRole('search', { name: 'लीड्स फ़िल्टर करें' });
    expect(within(form).getByRole('button', { name: 'फ़िल्टर लागू करें' })).toBeInTheDocument();
    expect(within(form).getByPlaceholderText('नाम या मोबाइल')).toBeInTheDocument();
    expect(within(form).getByRole('option', { name: 'मंज़ूर' })).toBeInTheDocument();
  });

  it("names a relationship manager's read-only list in Hindi, and says when no lead matches", async () => {
    mockProfile('rm');
    mockApi().onGet(LIST).reply(200, leadPage([]));
    renderPage(<LeadManagementPage />, { route: '/back-office/leads?status=approved', path: '/back-office/leads' });

    expect(await screen.findByRole('heading', { level: 1, name: 'टीम की लीड्स' })).toBeInTheDocument();
    expect(screen.getByText('सिर्फ़ देखने के लिए: आपकी टीम की लीड्स।')).toBeInTheDocument();
    expect(await screen.findByText('इन फ़िल्टर से कोई लीड मेल नहीं खाती।')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'फ़िल्टर हटाएँ' })).toBeInTheDocument();
  });
});

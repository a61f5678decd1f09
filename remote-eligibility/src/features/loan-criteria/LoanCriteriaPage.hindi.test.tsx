import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderWithProviders } from 'shared-auth/testing';
import { setLanguage } from 'shared-ui/i18n';
import LoanCriteriaPage from './LoanCriteriaPage';
import { catalogueBanks } from './testing/banks';
import { fieldLabels } from './testing/criteriaDialog';
import { personalCriteria } from './testing/criteriaFixtures';
import { mockProfile } from './testing/profile';

const PERSONAL_PATH = '/loan_eligibility/personal-loan-criteria/';

afterEach(async () => {
  await setLanguage('en');
});

function renderPage() {
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<LoanCriteriaPage />, { route: '/banks_eligibility', tokens: true });
  return user;
}

describe('LoanCriteriaPage in Hindi', () => {
  it('shows the title, the tabs and a bank’s criteria in Hindi', async () => {
    mockProfile('connector');
    mockApi().onGet(PERSONAL_PATH).reply(200, [personalCriteria()]);
    await setLanguage('hi');
    const user = renderPage();

    expect(screen.getByRole('heading', { level: 1, name: 'लोन की शर्तें' })).toBeInTheDocument();
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['पर्सनल', 'बिज़नेस', 'होम', 'LAP (प्रॉपर्टी पर लोन)']);

    await user.click(await screen.findByRole('button', { name: 'HDFC Bank' }));

    const basic = screen.getByRole('region', { name: 'बुनियादी जानकारी' });
    const facts = Object.fromEntries(
      within(basic)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(facts).toEqual({ 'उम्र सीमा': '21 - 60 साल', 'न्यूनतम CIBIL स्कोर': '750', 'अधिकतम CIBIL पूछताछ': '4' });
    const specific = screen.getByRole('region', { name: 'खास शर्तें' });
    expect(within(specific).getByText('मान्य नहीं')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'लोकेशन' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'मेट्रो',
      'अर्ध-शहरी',
    ]);
  });

  it('opens the Add dialog in Hindi for the back office', async () => {
    mockProfile('admin');
    mockApi().onGet(PERSONAL_PATH).reply(200, []);
    mockApi().onGet('/leads/banks/').reply(200, catalogueBanks());
    await setLanguage('hi');
    const user = renderPage();

    expect(await screen.findByText('इस लोन प्रकार के लिए अभी कोई शर्तें नहीं हैं।')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'शर्तें जोड़ें' }));

    const dialog = await screen.findByRole('dialog', { name: 'पर्सनल लोन की शर्तें जोड़ें' });
    expect(fieldLabels(dialog).slice(0, 3)).toEqual(['बैंक का नाम', 'लोकेशन', 'न्यूनतम उम्र (साल)']);
    expect(fieldLabels(dialog)).toContain('न्यूनतम लोन राशि (₹ में)');
    expect(within(dialog).getByRole('button', { name: 'लोन बनाएँ' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'लोन बनाएँ' }));
    expect(within(dialog).getAllByText('ज़रूरी है।').length).toBeGreaterThan(0);
  });
});

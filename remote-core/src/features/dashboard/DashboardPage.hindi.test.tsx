import { screen, within } from '@testing-library/react';
import { mockApi, renderWithProviders } from 'shared-auth/testing';
import { setLanguage } from 'shared-ui/i18n';
import { mockProfile } from '../../common/testing/profile';
import DashboardPage from './DashboardPage';
import { demoBonus, demoLeads, demoProfile } from './testing/dashboardFixtures';
import { figure, renderDashboard } from './testing/dashboardScreen';
import { backOfficeFigures, teamFigures } from './testing/staffDashboardFixtures';

// The staff dashboards' bodies are drawn in slices; the machine running the suites may be busy.
jest.setTimeout(30_000);

afterEach(async () => {
  await setLanguage('en');
});

describe('DashboardPage in Hindi', () => {
  it('greets a connector and shows the figures and sections in Hindi', async () => {
    await setLanguage('hi');
    const api = mockApi();
    api.onGet('/auth/profile/').reply(200, demoProfile);
    api.onGet('/leads/transactions/').reply(200, demoBonus());
    api.onGet('/leads/leads/my-leads/').reply(200, demoLeads());
    renderWithProviders(<DashboardPage />, { route: '/dashboard', path: '/dashboard', tokens: true });

    expect(await screen.findByRole('heading', { level: 1, name: 'फिर से स्वागत है, Aarav Sharma' })).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'आपका क्षेत्र' })).getByText('Pune West')).toBeInTheDocument();
    expect(within(await screen.findByRole('group', { name: 'कुल कमाई' })).getByText('₹53,000')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'हाल की कमाई' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'लीड पाइपलाइन' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'सभी देखें' }).length).toBeGreaterThan(0);
  });

  it("shows the back office's overview in Hindi", async () => {
    await setLanguage('hi');
    mockProfile('admin');
    mockApi().onGet('/dashboard/back-office/').reply(200, backOfficeFigures());
    renderDashboard();

    expect(await screen.findByRole('heading', { level: 1, name: 'बैक ऑफ़िस का सारांश' })).toBeInTheDocument();
    const kyc = await figure('KYC इंतज़ार में');
    expect(kyc.getByText('सबसे पुराना 3 दिन से इंतज़ार में')).toBeInTheDocument();
    const payouts = await figure('देय पेआउट');
    expect(payouts.getByText('3 कनेक्टरों के लिए 6 एंट्रियाँ, सबसे पुराना 10 दिन से इंतज़ार में')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'निष्क्रिय लीड्स' }, { timeout: 10_000 })).toBeInTheDocument();
  });

  it("shows a relationship manager's team overview in Hindi", async () => {
    await setLanguage('hi');
    mockProfile('rm');
    mockApi().onGet('/dashboard/team/').reply(200, teamFigures());
    renderDashboard();

    expect(await screen.findByRole('heading', { level: 1, name: 'टीम का सारांश' })).toBeInTheDocument();
    const connectors = await figure('कनेक्टर');
    expect(connectors.getByRole('link', { name: 'मेरी टीम खोलें' })).toHaveAttribute('href', '/my-team');
  });
});

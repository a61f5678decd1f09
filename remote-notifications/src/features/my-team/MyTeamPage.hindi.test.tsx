import { mockApi, renderWithProviders } from 'shared-auth/testing';
import { screen, within } from '@testing-library/react';
import { setLanguage } from 'shared-ui/i18n';
import MyTeamPage from './MyTeamPage';
import { arjun, kavya, teamPage } from './testing/teamFixtures';

jest.setTimeout(30_000);

const TEAM_PATH = '/leads/team/';

afterEach(async () => {
  await setLanguage('en');
});

describe('My Team in Hindi', () => {
  it('shows its heading, totals, search and connectors in Hindi; names and figures as they are', async () => {
    const api = mockApi();
    api.onGet(TEAM_PATH).reply(200, teamPage([kavya, arjun]));
    await setLanguage('hi');
    renderWithProviders(<MyTeamPage />, { route: '/my-team', path: '/my-team', tokens: true });

    expect(screen.getByRole('heading', { level: 1, name: 'मेरी टीम' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Kavya Reddy की लीड्स देखें' })).toHaveTextContent('लीड्स देखें');
    const totals = screen.getByLabelText('टीम के आँकड़े');
    expect(within(totals).getByText('मंज़ूर लीड्स')).toBeInTheDocument();
    expect(screen.getByRole('search', { name: 'कनेक्टर खोजें' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'खोजें' })).toBeInTheDocument();
    expect(screen.getAllByText('सत्यापित').length).toBeGreaterThan(0);
    expect(screen.getAllByText('निष्क्रिय').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Kavya Reddy').length).toBeGreaterThan(0);
  });

  it('says in Hindi that nobody reports to the user yet', async () => {
    const api = mockApi();
    api.onGet(TEAM_PATH).reply(200, teamPage([], { totals: { connectors: 0, processing: 0, approved: 0, month_payouts: 0 } }));
    await setLanguage('hi');
    renderWithProviders(<MyTeamPage />, { route: '/my-team', path: '/my-team', tokens: true });

    expect(await screen.findByText('अभी तक कोई कनेक्टर आपको रिपोर्ट नहीं करता।')).toBeInTheDocument();
  });
});

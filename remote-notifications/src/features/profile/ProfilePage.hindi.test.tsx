import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderWithProviders } from 'shared-auth/testing';
import { setLanguage } from 'shared-ui/i18n';
import ProfilePage from './ProfilePage';
import { aarav, profileOf } from './testing/employeeFixtures';
import { verifiedTaxProfile } from './testing/taxProfileFixtures';

jest.setTimeout(30_000);

afterEach(async () => {
  await setLanguage('en');
});

function serveAarav() {
  const api = mockApi();
  api.onGet('/auth/profile/').reply(200, { ...profileOf(aarav), language: 'hi' });
  api.onGet('/leads/employees/me/').reply(200, aarav);
  api.onGet('/auth/tax-profile/').reply(200, verifiedTaxProfile);
  return api;
}

describe('My Profile in Hindi', () => {
  it('shows its heading, details, cards and buttons in Hindi; the data as it is', async () => {
    serveAarav();
    await setLanguage('hi');
    const user = userEvent.setup();
    renderWithProviders(<ProfilePage />, { route: '/profile', tokens: true });

    expect(await screen.findByText('aarav.sharma@connectorportal.in', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'मेरी प्रोफ़ाइल' })).toBeInTheDocument();
    expect(screen.getByText('यूज़रनेम', { selector: 'dt' }).nextElementSibling).toHaveTextContent('Aarav Sharma');
    expect(screen.getByText('भूमिका', { selector: 'dt' }).nextElementSibling).toHaveTextContent('कनेक्टर');
    expect(screen.getByText('क्षेत्र का स्तर', { selector: 'dt' }).nextElementSibling).toHaveTextContent(/^क्लस्टर$/);
    expect(screen.getByRole('heading', { level: 2, name: 'टीम की संरचना' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'रिपोर्टिंग मैनेजर' })).getByText('Vikram Mehta')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'आपका डेटा' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'मेरा डेटा डाउनलोड करें' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'मेरा डेटा सुधारें या मिटाएँ' })).toBeInTheDocument();
    expect(await screen.findByText(/^आपके कमीशन पर TDS: 2%$/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'प्रोफ़ाइल बदलें' }));
    expect(screen.getByRole('textbox', { name: 'मोबाइल नंबर' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'सहेजें' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'रद्द करें' })).toBeInTheDocument();
  });

  it('says in Hindi when the details cannot be read', async () => {
    const api = mockApi();
    api.onGet('/auth/profile/').reply(200, profileOf(aarav));
    api.onGet('/leads/employees/me/').reply(500);
    await setLanguage('hi');
    renderWithProviders(<ProfilePage />, { route: '/profile', tokens: true });

    expect(await screen.findByRole('button', { name: 'फिर से कोशिश करें' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'मेरी प्रोफ़ाइल' })).toBeInTheDocument();
  });
});

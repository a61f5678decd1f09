import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useProfile } from 'shared-auth';
import { mockApi, renderWithProviders } from 'shared-auth/testing';
import { verifiedTaxProfile } from './testing/taxProfileFixtures';
import { setLanguage } from 'shared-ui/i18n';
import ProfilePage from './ProfilePage';
import { aarav, profileOf } from './testing/employeeFixtures';

/** What the shell reads of the shared profile: the account's language. */
function AccountLanguage() {
  const { profile } = useProfile();
  return <p>Account language: {profile?.language}</p>;
}

afterEach(async () => {
  await setLanguage('en');
});

describe('My Profile: language', () => {
  it('saves the language chosen with the account and shows the page in it', async () => {
    const api = mockApi();
    api.onGet('/auth/profile/').reply(200, profileOf(aarav));
    api.onGet('/leads/employees/me/').reply(200, aarav);
    // The tax card below reads its own details once the browser is idle: answered, so its state is not part of this test.
    api.onGet('/auth/tax-profile/').reply(200, verifiedTaxProfile);
    api.onPatch('/auth/employees/update/').reply((config) => [200, { ...profileOf(aarav), ...JSON.parse(config.data) }]);
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <AccountLanguage />
        <ProfilePage />
      </>,
      { route: '/profile', tokens: true },
    );

    const languages = await screen.findByRole('group', { name: 'Language' });
    expect(within(languages).getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(languages).getByRole('button', { name: 'हिन्दी' }));

    expect(await screen.findByRole('group', { name: 'भाषा' })).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'भाषा' })).getByRole('button', { name: 'हिन्दी' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('आप जिस भी डिवाइस से साइन इन करें, पोर्टल इसी भाषा में दिखेगा।')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('hi');
    expect(screen.getByText('Account language: hi')).toBeInTheDocument();
    expect(api.history.patch.map((request) => JSON.parse(request.data))).toEqual([{ language: 'hi' }]);
  });

  it('stays in its language and says so when the account cannot be saved', async () => {
    const api = mockApi();
    api.onGet('/auth/profile/').reply(200, profileOf(aarav));
    api.onGet('/leads/employees/me/').reply(200, aarav);
    // The tax card below reads its own details once the browser is idle: answered, so its state is not part of this test.
    api.onGet('/auth/tax-profile/').reply(200, verifiedTaxProfile);
    api.onPatch('/auth/employees/update/').reply(400, { language: ['Select a valid choice.'] });
    const user = userEvent.setup();
    renderWithProviders(<ProfilePage />, { route: '/profile', tokens: true });

    await user.click(await screen.findByRole('button', { name: 'हिन्दी' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('The language could not be changed. Check your connection and try again.');
    await waitFor(() => expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true'));
    expect(document.documentElement.lang).toBe('en');
  });
});

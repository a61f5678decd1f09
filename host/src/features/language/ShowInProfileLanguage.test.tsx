import { act, screen, waitFor, within } from '@testing-library/react';
import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { mockApi, renderWithProviders } from 'shared-auth/testing';
import { setLanguage } from 'shared-ui/i18n';
import { AppShell } from '../shell';
import { chooseLanguageBeforeSignIn } from './chosenBeforeSignIn';
import { ShowInProfileLanguage } from './ShowInProfileLanguage';

const PROFILE = {
  id: 3,
  username: 'Anita Rao',
  employee_id: 'AD3001',
  email: null,
  mobile_number: null,
  role: 'admin',
  assigned_territory: null,
};

/** Rendered in an awaited act: the first render may suspend while the texts of a language download. */
async function renderSignedIn() {
  await act(async () => {
    renderWithProviders(
    <Suspense fallback={<p>Loading…</p>}>
      <ShowInProfileLanguage>
        <Routes>
          <Route element={<AppShell />}>
            <Route path="/dashboard" element={<p>Dashboard page</p>} />
          </Route>
        </Routes>
      </ShowInProfileLanguage>
    </Suspense>,
    { route: '/dashboard', tokens: true },
    );
  });
}

afterEach(async () => {
  await setLanguage('en');
  localStorage.clear();
  sessionStorage.clear();
});

describe('the signed-in screens in the account language', () => {
  it("shows the shell in Hindi for an account in Hindi, with the document's language", async () => {
    mockApi().onGet('/auth/profile/').reply(200, { ...PROFILE, language: 'hi' });
    await renderSignedIn();

    expect(await screen.findByRole('button', { name: 'लॉग आउट' })).toBeInTheDocument();
    const sidebar = screen.getAllByRole('navigation', { name: 'मुख्य' })[0];
    expect(within(sidebar).getAllByRole('link').map((link) => link.textContent)).toEqual([
      'डैशबोर्ड',
      'बैंक और लोन',
      'लीड्स',
      'बोनस',
      'लोन प्रोडक्ट',
      'पात्रता जाँच',
      'मेरी प्रोफ़ाइल',
      'KYC समीक्षा',
      'लीड प्रबंधन',
      'पेआउट',
      'कैटलॉग',
      'लोग',
    ]);
    expect(within(sidebar).getByRole('region', { name: 'बैक ऑफ़िस' })).toBeInTheDocument();
    expect(screen.getByText('Dashboard page')).toBeInTheDocument();
    expect(screen.queryByText('Logout')).not.toBeInTheDocument();
    expect(document.documentElement.lang).toBe('hi');
  });

  it('stays in English for an account in English, even on a device that last showed Hindi', async () => {
    localStorage.setItem('portal.language', 'hi');
    mockApi().onGet('/auth/profile/').reply(200, { ...PROFILE, language: 'en' });
    await renderSignedIn();

    expect(await screen.findByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.getAllByRole('navigation', { name: 'Main' })[0]).toHaveTextContent('Lead Management');
    expect(document.documentElement.lang).toBe('en');
  });

  it('saves a language chosen on the sign-in pages with the account, and shows it', async () => {
    chooseLanguageBeforeSignIn('hi');
    const api = mockApi();
    api.onGet('/auth/profile/').reply(200, { ...PROFILE, language: 'en' });
    api.onPatch('/auth/employees/update/').reply((config) => [200, { ...PROFILE, ...JSON.parse(config.data) }]);
    await renderSignedIn();

    expect(await screen.findByRole('button', { name: 'लॉग आउट' })).toBeInTheDocument();
    await waitFor(() => expect(api.history.patch.map((request) => JSON.parse(request.data))).toEqual([{ language: 'hi' }]));
    await waitFor(() => expect(sessionStorage.getItem('portal.languageChosenBeforeSignIn')).toBeNull());
    expect(screen.getByRole('button', { name: 'लॉग आउट' })).toBeInTheDocument();
  });
});

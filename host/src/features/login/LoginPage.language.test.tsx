import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { renderWithProviders } from 'shared-auth/testing';
import { currentLanguage, setLanguage } from 'shared-ui/i18n';
import { loadSession } from '../session';
import { LoginPage } from './LoginPage';

async function renderLogin() {
  renderWithProviders(
    <Routes>
      <Route path="/login" element={<LoginPage />} />
    </Routes>,
    { route: '/login' },
  );
  await act(() => loadSession());
}

afterEach(async () => {
  await act(async () => {
    await setLanguage('en');
  });
  localStorage.clear();
  sessionStorage.clear();
});

describe('the login page in Hindi', () => {
  it('switches to Hindi when chosen, remembers it on the device and keeps it for the account', async () => {
    const user = userEvent.setup();
    await renderLogin();
    const languages = await screen.findByRole('group', { name: 'Language' });
    expect(within(languages).getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(within(languages).getByRole('button', { name: 'हिन्दी' }));

    expect(await screen.findByRole('heading', { name: 'कर्मचारी लॉगिन' })).toBeInTheDocument();
    expect(screen.getByLabelText('कर्मचारी ID')).toBeInTheDocument();
    expect(screen.getByLabelText('पासवर्ड')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'साइन इन करें' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'पासवर्ड दिखाएँ' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'भाषा' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'support@connectorportal.in' }).closest('p')).toHaveTextContent(/^मदद चाहिए\? सहायता टीम को support@connectorportal\.in पर लिखें/);
    expect(document.documentElement.lang).toBe('hi');
    expect(localStorage.getItem('portal.language')).toBe('hi');
    expect(sessionStorage.getItem('portal.languageChosenBeforeSignIn')).toBe('hi');
    // The pages that use the portal's catalogues (one-time codes) follow.
    await waitFor(() => expect(currentLanguage()).toBe('hi'));

    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('heading', { name: 'Employee Login' })).toBeInTheDocument();
    await waitFor(() => expect(currentLanguage()).toBe('en'));
  });

  it('opens in the language this device last showed', async () => {
    localStorage.setItem('portal.language', 'hi');
    await renderLogin();
    expect(await screen.findByRole('heading', { name: 'कर्मचारी लॉगिन' })).toBeInTheDocument();
    // Shown on this device, not chosen here: the account keeps its own language.
    expect(sessionStorage.getItem('portal.languageChosenBeforeSignIn')).toBeNull();
  });
});

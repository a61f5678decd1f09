import { mockApi } from 'shared-auth/testing';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from 'shared-ui/i18n';
import { setViewportWidth, WIDE_WIDTH } from 'shared-ui/testing';
import { renderPage } from '../../common/testing/routes';
import { demoBanks, hdfcBranches, hdfcLoans } from '../catalogue/testing/catalogueFixtures';
import BankDetailPage from './BankDetailPage';

let restoreViewport: () => void;
beforeEach(() => {
  restoreViewport = setViewportWidth(WIDE_WIDTH);
});
afterEach(async () => {
  restoreViewport();
  // Switched back inside act: the page is still on screen and renders again in English.
  await act(() => setLanguage('en'));
});

describe('BankDetailPage in Hindi', () => {
  it('shows the way back, the tabs, the filters and the count in Hindi', async () => {
    await setLanguage('hi');
    const api = mockApi();
    api.onGet('/leads/banks/').reply(200, demoBanks());
    api.onGet('/leads/bankbranches/?bank=2').reply(200, hdfcBranches());
    api.onGet('/leads/bankloans/?bank=2').reply(200, hdfcLoans());
    const user = userEvent.setup();
    renderPage(<BankDetailPage />, { route: '/bank/2', path: '/bank/:bankId' });

    expect(await screen.findByRole('heading', { level: 1, name: 'HDFC Bank' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'बैंकों पर वापस' })).toHaveAttribute('href', '/bank-loan');
    expect(await screen.findByRole('tab', { name: 'ब्रांच (5)' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('5 में से 5 ब्रांच दिख रही हैं')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('पिनकोड से फ़िल्टर करें')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'लोन (3)' }));
    expect(await screen.findByText('ज़रूरी दस्तावेज़')).toBeInTheDocument();
  });

  it('says in Hindi when there is no such bank', async () => {
    await setLanguage('hi');
    mockApi().onGet('/leads/banks/').reply(200, demoBanks());
    renderPage(<BankDetailPage />, { route: '/bank/abc', path: '/bank/:bankId' });
    expect(await screen.findByText('बैंक नहीं मिला')).toBeInTheDocument();
  });
});

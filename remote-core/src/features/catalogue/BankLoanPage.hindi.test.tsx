import { mockApi } from 'shared-auth/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from 'shared-ui/i18n';
import { setViewportWidth, WIDE_WIDTH } from 'shared-ui/testing';
import { renderPage } from '../../common/testing/routes';
import BankLoanPage from './BankLoanPage';
import { demoBanks } from './testing/catalogueFixtures';

let restoreViewport: () => void;
beforeEach(() => {
  restoreViewport = setViewportWidth(WIDE_WIDTH);
});
afterEach(async () => {
  restoreViewport();
  // Switched back inside act: the page is still on screen and renders again in English.
  await act(() => setLanguage('en'));
});

describe('BankLoanPage in Hindi', () => {
  it('shows its heading, tabs and lists in Hindi', async () => {
    await setLanguage('hi');
    mockApi().onGet('/leads/banks/').reply(200, demoBanks());
    mockApi().onGet('/leads/loans/').reply(200, []);
    const user = userEvent.setup();
    renderPage(<BankLoanPage />, { route: '/bank-loan', path: '/bank-loan' });

    expect(screen.getByRole('heading', { level: 1, name: 'बैंक और लोन प्रबंधन' })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'बैंक' })).toHaveAttribute('aria-selected', 'true');
    const banks = await screen.findByRole('table', { name: 'बैंक का नाम' });
    expect(within(banks).getByRole('columnheader', { name: 'बैंक का नाम' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'लोन' }));
    expect(await screen.findByText('लोन का कोई प्रकार नहीं मिला।')).toBeInTheDocument();
  });
});

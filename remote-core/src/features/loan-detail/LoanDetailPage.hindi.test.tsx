import { mockApi } from 'shared-auth/testing';
import { act, screen } from '@testing-library/react';
import { setLanguage } from 'shared-ui/i18n';
import { setViewportWidth, WIDE_WIDTH } from 'shared-ui/testing';
import { renderPage } from '../../common/testing/routes';
import { demoLoanTypes, personalLoanOffers } from '../catalogue/testing/catalogueFixtures';
import LoanDetailPage from './LoanDetailPage';

let restoreViewport: () => void;
beforeEach(() => {
  restoreViewport = setViewportWidth(WIDE_WIDTH);
});
afterEach(async () => {
  restoreViewport();
  // Switched back inside act: the page is still on screen and renders again in English.
  await act(() => setLanguage('en'));
});

describe('LoanDetailPage in Hindi', () => {
  it('shows the count, the way back and the list in Hindi', async () => {
    await setLanguage('hi');
    mockApi().onGet('/leads/loans/').reply(200, demoLoanTypes());
    mockApi().onGet('/leads/bankloans/?loan=1').reply(200, personalLoanOffers());
    renderPage(<LoanDetailPage />, { route: '/loan/1', path: '/loan/:loanId' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Personal Loan' })).toBeInTheDocument();
    expect(screen.getByText('यह लोन देने वाले बैंक: 3')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'लोन पर वापस' })).toHaveAttribute('href', '/bank-loan?tab=loans');
    expect(await screen.findByText('ज़रूरी दस्तावेज़')).toBeInTheDocument();
  });

  it('says in Hindi when there is no such loan type', async () => {
    await setLanguage('hi');
    mockApi().onGet('/leads/loans/').reply(200, demoLoanTypes());
    renderPage(<LoanDetailPage />, { route: '/loan/abc', path: '/loan/:loanId' });
    expect(await screen.findByText('लोन का प्रकार नहीं मिला')).toBeInTheDocument();
  });
});

import { renderWithProviders } from 'shared-auth/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from 'shared-ui/i18n';
import KycReviewPage from './KycReviewPage';
import { serveKyc, stubObjectUrls } from './testing/kycApi';
import { aarav, meera, rohan, sneha } from './testing/kycFixtures';

jest.setTimeout(30_000);

stubObjectUrls();

afterEach(async () => {
  await setLanguage('en');
});

describe('KYC Review in Hindi', () => {
  it('shows the heading, the tabs, the queue and a submission in Hindi', async () => {
    serveKyc([sneha, meera, aarav, rohan]);
    await setLanguage('hi');
    const user = userEvent.setup();
    renderWithProviders(<KycReviewPage />, { route: '/back-office/kyc', path: '/back-office/kyc', tokens: true });

    expect(screen.getByRole('heading', { level: 1, name: 'KYC समीक्षा' })).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'लंबित सबमिशन' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['लंबित (2)', 'मंज़ूर (3)', 'अस्वीकृत (1)']);
    expect(screen.getByRole('searchbox', { name: 'कनेक्टर से खोजें' })).toBeInTheDocument();
    expect(screen.getByText('दस्तावेज़ों की समीक्षा के लिए कोई सबमिशन चुनें।')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Sneha Iyer' }));
    const detail = await screen.findByRole('region', { name: 'सबमिशन का विवरण' });
    expect(await within(detail).findByRole('button', { name: 'मंज़ूर करें' })).toBeInTheDocument();
    expect(within(detail).getByRole('button', { name: 'अस्वीकार करें' })).toBeInTheDocument();
    expect(within(detail).getAllByText('लंबित').length).toBeGreaterThan(0);
  });

  it('says in Hindi that a tab is empty', async () => {
    serveKyc([aarav], { pending: 0, approved: 1, rejected: 0 });
    await setLanguage('hi');
    renderWithProviders(<KycReviewPage />, { route: '/back-office/kyc', path: '/back-office/kyc', tokens: true });

    expect(await screen.findByText('कोई लंबित सबमिशन नहीं है।')).toBeInTheDocument();
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import type { KycStatus } from 'shared-contracts';
import { mockApi, renderWithProviders } from 'shared-auth/testing';
import { setLanguage } from 'shared-ui/i18n';
import { KycGate } from './KycGate';

const STATUS_PATH = '/channel_partner/connector/current/';

const NOT_SUBMITTED: KycStatus = { kyc_verified: false, kyc_submitted: false, kyc_rejection_reason: null, kyc_message: null, consent_required: false };
const PENDING: KycStatus = { ...NOT_SUBMITTED, kyc_submitted: true };
const REJECTED: KycStatus = { ...NOT_SUBMITTED, kyc_rejection_reason: 'PAN image is blurred', kyc_message: null };

function renderGate(status: KycStatus) {
  mockApi().onGet(STATUS_PATH).reply(200, status);
  renderWithProviders(
    <Routes>
      <Route path="/dashboard" element={<KycGate><p>Shell content</p></KycGate>} />
    </Routes>,
    { route: '/dashboard', tokens: true },
  );
}

beforeEach(async () => {
  await setLanguage('hi');
});

afterEach(async () => {
  await setLanguage('en');
});

describe('KycGate in Hindi', () => {
  it('shows the upload form in Hindi and names the missing documents in Hindi', async () => {
    renderGate(NOT_SUBMITTED);
    expect(await screen.findByRole('heading', { name: 'KYC सत्यापन ज़रूरी है' })).toBeInTheDocument();
    expect(screen.getByLabelText('आधार (आगे का हिस्सा)')).toHaveAttribute('type', 'file');
    expect(screen.getByLabelText('PAN (पीछे का हिस्सा)')).toHaveAttribute('type', 'file');
    expect(screen.getByText('दस्तावेज़ साफ़ और पढ़ने लायक होने चाहिए।')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.upload(screen.getByLabelText('PAN (आगे का हिस्सा)'), new File(['image-bytes'], 'pan.png', { type: 'image/png' }));
    expect(await screen.findByRole('button', { name: 'PAN (आगे का हिस्सा) हटाएँ' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'दस्तावेज़ जमा करें' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'कृपया सभी ज़रूरी दस्तावेज़ अपलोड करें। बाकी हैं: आधार (आगे का हिस्सा), आधार (पीछे का हिस्सा), PAN (पीछे का हिस्सा)',
    );
  });

  it('shows a submission under review in Hindi', async () => {
    renderGate(PENDING);
    expect(await screen.findByRole('heading', { name: 'KYC सत्यापन जारी है' })).toBeInTheDocument();
    expect(screen.getByText('समीक्षा में आम तौर पर 24-48 घंटे लगते हैं।')).toBeInTheDocument();
  });

  it("shows a rejection in Hindi with the server's reason as received", async () => {
    renderGate(REJECTED);
    const box = await screen.findByRole('alert');
    expect(within(box).getByRole('heading', { name: 'आपका KYC अस्वीकृत कर दिया गया' })).toBeInTheDocument();
    expect(within(box).getByText('कारण: PAN image is blurred')).toBeInTheDocument();
    expect(within(box).getByRole('button', { name: 'नए दस्तावेज़ अपलोड करें' })).toBeInTheDocument();
  });
});

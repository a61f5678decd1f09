import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import type { KycStatus, PrivacyNotice } from 'shared-contracts';
import { mockApi, renderWithProviders } from 'shared-auth/testing';
import { KycGate } from '../kyc/KycGate';

const STATUS_PATH = '/channel_partner/connector/current/';
const NOTICE_PATH = '/auth/privacy-notice/';
const CONSENT_PATH = '/auth/profile/consent/';

const status = (consentRequired: boolean, verified = true): KycStatus => ({
  kyc_verified: verified,
  kyc_submitted: verified,
  kyc_rejection_reason: null,
  kyc_message: null,
  consent_required: consentRequired,
});

const NOTICE: PrivacyNotice = {
  version: '2026-11-28',
  title: 'Privacy notice',
  summary: 'Before you use the Connector Portal, please read what we hold about you.',
  sections: [
    { heading: 'What we hold', items: ['Your name and mobile number.', 'Your KYC documents, kept encrypted.'] },
    { heading: 'Your rights', items: ['Download a copy of your data at any time from My Profile.'] },
  ],
  language: 'en',
  grievance_officer: { name: 'Meera Joshi, Grievance Officer', email: 'grievance@connectorportal.in', phone: '1800-266-1002' },
};

function renderGate() {
  renderWithProviders(
    <Routes>
      <Route
        path="/dashboard"
        element={
          <KycGate>
            <p>Shell content</p>
          </KycGate>
        }
      />
      <Route path="/login" element={<p>Login page</p>} />
    </Routes>,
    { route: '/dashboard', tokens: true },
  );
}

describe('the privacy notice before the portal', () => {
  it('shows the notice with the grievance officer instead of the shell, and the shell once the user agrees to its version', async () => {
    const api = mockApi();
    api.onGet(STATUS_PATH).replyOnce(200, status(true)).onGet(STATUS_PATH).reply(200, status(false));
    api.onGet(NOTICE_PATH).reply(200, NOTICE);
    api.onPost(CONSENT_PATH).reply(200, { notice_version: NOTICE.version, consented_version: NOTICE.version, consent_required: false, history: [], grievance_officer: NOTICE.grievance_officer });
    renderGate();

    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy notice' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'What we hold' })).toBeInTheDocument();
    expect(screen.getByText('Your KYC documents, kept encrypted.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'grievance@connectorportal.in' })).toHaveAttribute('href', 'mailto:grievance@connectorportal.in');
    expect(screen.getByRole('link', { name: '1800-266-1002' })).toHaveAttribute('href', 'tel:18002661002');
    expect(screen.queryByText('Shell content')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'I agree' }));
    expect(await screen.findByText('Shell content')).toBeInTheDocument();
    expect(api.history.post.find((request) => request.url === CONSENT_PATH)?.data).toBe(JSON.stringify({ notice_version: '2026-11-28' }));
  });

  it('comes before the KYC screen for a connector who has not submitted KYC yet', async () => {
    const api = mockApi();
    api.onGet(STATUS_PATH).replyOnce(200, status(true, false)).onGet(STATUS_PATH).reply(200, status(false, false));
    api.onGet(NOTICE_PATH).reply(200, NOTICE);
    api.onPost(CONSENT_PATH).reply(200, { notice_version: NOTICE.version, consented_version: NOTICE.version, consent_required: false, history: [], grievance_officer: NOTICE.grievance_officer });
    renderGate();
    await userEvent.click(await screen.findByRole('button', { name: 'I agree' }));
    expect(await screen.findByRole('heading', { name: 'KYC Verification Required' })).toBeInTheDocument();
  });

  it('says so and shows the current notice when it changed while being read (409)', async () => {
    const api = mockApi();
    api.onGet(STATUS_PATH).reply(200, status(true));
    api.onGet(NOTICE_PATH).replyOnce(200, NOTICE).onGet(NOTICE_PATH).reply(200, { ...NOTICE, version: '2027-01-01' });
    api.onPost(CONSENT_PATH).reply(409, { detail: 'The privacy notice has changed since you opened it. Read the current notice and agree to it.' });
    renderGate();
    await userEvent.click(await screen.findByRole('button', { name: 'I agree' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The privacy notice has changed since you opened it.');
    expect(await screen.findByText('Notice version 2027-01-01')).toBeInTheDocument();
    expect(screen.queryByText('Shell content')).not.toBeInTheDocument();
  });

  it('signs out a user who does not agree', async () => {
    const api = mockApi();
    api.onGet(STATUS_PATH).reply(200, status(true));
    api.onGet(NOTICE_PATH).reply(200, NOTICE);
    api.onPost('/auth/logout').reply(204);
    renderGate();
    await userEvent.click(await screen.findByRole('button', { name: 'I do not agree — log out' }));
    await waitFor(() => expect(screen.getByText('Login page')).toBeInTheDocument());
  });
});

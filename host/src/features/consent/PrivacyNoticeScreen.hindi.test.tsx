import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import type { KycStatus, PrivacyNotice } from 'shared-contracts';
import { mockApi, renderWithProviders } from 'shared-auth/testing';
import { setLanguage } from 'shared-ui/i18n';
import { KycGate } from '../kyc/KycGate';

const STATUS_PATH = '/channel_partner/connector/current/';
const NOTICE_PATH = '/auth/privacy-notice/';
const CONSENT_PATH = '/auth/profile/consent/';

const CONSENT_REQUIRED: KycStatus = { kyc_verified: true, kyc_submitted: true, kyc_rejection_reason: null, kyc_message: null, consent_required: true };

const NOTICE: PrivacyNotice = {
  version: '2026-11-28',
  title: 'Privacy notice',
  summary: 'Before you use the Connector Portal, please read what we hold about you.',
  sections: [{ heading: 'What we hold', items: ['Your name and mobile number.'] }],
  language: 'en',
  grievance_officer: { name: 'Meera Joshi, Grievance Officer', email: 'grievance@connectorportal.in', phone: '1800-266-1002' },
};

const HINDI_NOTICE: PrivacyNotice = {
  ...NOTICE,
  title: 'गोपनीयता सूचना',
  summary: 'कनेक्टर पोर्टल का उपयोग करने से पहले कृपया पढ़ें कि हम आपके बारे में कौन-सी जानकारी रखते हैं।',
  sections: [{ heading: 'हम क्या रखते हैं', items: ['आपका नाम और मोबाइल नंबर।'] }],
  language: 'hi',
};

function renderGate() {
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

describe('the privacy notice in Hindi', () => {
  it('asks for the notice in Hindi and shows the one the server sends, marked with its language', async () => {
    const api = mockApi();
    api.onGet(STATUS_PATH).reply(200, CONSENT_REQUIRED);
    // The server answers in the language the request asks for (docs/privacy.md).
    api.onGet(NOTICE_PATH).reply((config) => [200, config.headers?.['Accept-Language'] === 'hi' ? HINDI_NOTICE : NOTICE]);
    renderGate();

    const title = await screen.findByRole('heading', { level: 1, name: 'गोपनीयता सूचना' });
    expect(title).toHaveAttribute('lang', 'hi');
    expect(screen.getByRole('heading', { level: 2, name: 'हम क्या रखते हैं' })).toBeInTheDocument();
    expect(screen.getByText('आपका नाम और मोबाइल नंबर।')).toBeInTheDocument();
  });

  it('asks for consent in Hindi around a notice the deployment wrote only in English, read as English', async () => {
    const api = mockApi();
    api.onGet(STATUS_PATH).reply(200, CONSENT_REQUIRED);
    api.onGet(NOTICE_PATH).reply(200, NOTICE);
    api.onPost(CONSENT_PATH).reply(400, {});
    renderGate();

    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy notice' })).toHaveAttribute('lang', 'en');
    expect(screen.getByText('Your name and mobile number.').closest('[lang]')).toHaveAttribute('lang', 'en');
    expect(screen.getByText('नोटिस संस्करण 2026-11-28')).toBeInTheDocument();
    expect(screen.getByText('मैं सहमत हूँ', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByText(/चुनकर आप सहमति देते हैं कि पोर्टल ऊपर बताए अनुसार आपका निजी डेटा रखे/)).toHaveTextContent(
      'मैं सहमत हूँ चुनकर आप सहमति देते हैं कि पोर्टल ऊपर बताए अनुसार आपका निजी डेटा रखे और इस्तेमाल करे। आप कभी भी मेरी प्रोफ़ाइल से अपनी सहमति वापस ले सकते हैं।',
    );
    expect(screen.getByRole('button', { name: 'मैं सहमत नहीं हूँ — लॉग आउट करें' })).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: 'मैं सहमत हूँ' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('आपकी सहमति दर्ज नहीं हो सकी। कृपया फिर से कोशिश करें।');
  });

  it('says in Hindi when the notice cannot be loaded', async () => {
    const api = mockApi();
    api.onGet(STATUS_PATH).reply(200, CONSENT_REQUIRED);
    api.onGet(NOTICE_PATH).reply(500, {});
    renderGate();
    expect(await screen.findByRole('alert')).toHaveTextContent('गोपनीयता नोटिस लोड नहीं हो सका।');
  });
});

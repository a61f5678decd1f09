import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { mockApi, renderWithProviders } from 'shared-auth/testing';
import { setLanguage } from 'shared-ui/i18n';
import { PasswordResetPage } from './PasswordResetPage';

const SEND_RESET_OTP = '/auth/send-reset-otp/';

function renderReset() {
  renderWithProviders(
    <Routes>
      <Route path="/password-reset" element={<PasswordResetPage />} />
    </Routes>,
    { route: '/password-reset' },
  );
}

beforeEach(async () => {
  await setLanguage('hi');
});

afterEach(async () => {
  await setLanguage('en');
});

describe('PasswordResetPage in Hindi', () => {
  it('shows both steps in Hindi and says in Hindi when the passwords differ', async () => {
    const api = mockApi();
    api.onPost(SEND_RESET_OTP).reply(200, { expires_in: 900, channel: 'sms' });
    const user = userEvent.setup();
    renderReset();

    expect(screen.getByRole('heading', { name: 'पासवर्ड रीसेट करें' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('कर्मचारी ID'), 'CN1001');
    await user.click(screen.getByRole('button', { name: 'OTP मँगाएँ' }));

    await user.type(await screen.findByLabelText('OTP कोड'), '123456');
    expect(screen.getByText('कर्मचारी ID: CN1001')).toBeInTheDocument();
    expect(screen.getByText('कोड 15 मिनट में खत्म हो जाएगा।')).toBeInTheDocument();
    expect(screen.getByTestId('otp-sent-on')).toHaveTextContent('इस कर्मचारी ID के लिए रजिस्टर्ड मोबाइल नंबर पर SMS से भेजा गया।');
    await user.type(screen.getByLabelText('नया पासवर्ड'), 'NewPass2024');
    await user.type(screen.getByLabelText('पासवर्ड की पुष्टि करें'), 'NewPass2025');
    await user.click(screen.getByRole('button', { name: 'पासवर्ड रीसेट करें' }));
    expect(screen.getByText('पासवर्ड मेल नहीं खाते')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'नया कोड मँगाएँ' })).toBeInTheDocument();
  });
});

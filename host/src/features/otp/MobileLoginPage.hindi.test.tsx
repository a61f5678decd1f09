import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { mockApi, renderWithProviders } from 'shared-auth/testing';
import { setLanguage } from 'shared-ui/i18n';
import { MobileLoginPage } from './MobileLoginPage';

const LOGIN_OTP = '/auth/employees/login-otp/';
const VERIFY_OTP = '/auth/connectors/verify-otp/';

function renderMobileLogin() {
  renderWithProviders(
    <Routes>
      <Route path="/login/mobile" element={<MobileLoginPage />} />
    </Routes>,
    { route: '/login/mobile' },
  );
}

beforeEach(async () => {
  await setLanguage('hi');
});

afterEach(async () => {
  await setLanguage('en');
});

describe('MobileLoginPage in Hindi', () => {
  it('asks for the number, says where the code went and shows our failure in Hindi', async () => {
    const api = mockApi();
    api.onPost(LOGIN_OTP).reply(200, { expires_in: 300, channel: 'whatsapp', other_channel: 'sms' });
    api.onPost(VERIFY_OTP).networkError();
    const user = userEvent.setup();
    renderMobileLogin();

    expect(screen.getByRole('heading', { name: 'मोबाइल से लॉगिन' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'लॉगिन पर वापस जाएँ' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('मोबाइल नंबर'), '9876501234');
    await user.click(screen.getByRole('button', { name: 'OTP भेजें' }));

    await user.type(await screen.findByLabelText('OTP कोड'), '123456');
    expect(screen.getByTestId('otp-sent-on')).toHaveTextContent('WhatsApp पर ••••••1234 को भेजा गया।');
    expect(screen.getByRole('timer')).toHaveTextContent(/^OTP [45]:\d\d में खत्म हो जाएगा$/);
    expect(screen.getByRole('button', { name: 'फिर से कोशिश करें' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'OTP सत्यापित करें' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('OTP सत्यापित नहीं हो सका');
  });
});

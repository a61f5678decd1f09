import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderWithProviders } from 'shared-auth/testing';
import { Route, Routes } from 'react-router-dom';
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from 'shared-auth';
import { MobileLoginPage } from './MobileLoginPage';

const LOGIN_OTP = '/auth/employees/login-otp/';
const VERIFY_OTP = '/auth/connectors/verify-otp/';
const ACCEPTED = {
  detail: 'If the details match an account, a one-time code has been sent to its registered mobile number.',
  expires_in: 300,
};
const INVALID_CODE = { otp: ['The code is invalid or has expired.'] };

function renderMobileLogin(tokens = false) {
  return renderWithProviders(
    <Routes>
      <Route path="/login/mobile" element={<MobileLoginPage />} />
      <Route path="/login" element={<p>Password login page</p>} />
      <Route path="/dashboard" element={<p>Dashboard landing</p>} />
    </Routes>,
    { route: '/login/mobile', tokens },
  );
}

const sendButton = () => screen.getByRole('button', { name: 'Send OTP' });
const verifyButton = () => screen.getByRole('button', { name: 'Verify OTP' });
const timer = () => screen.getByRole('timer');
const sentBodies = (api: ReturnType<typeof mockApi>, url: string) =>
  api.history.post.filter((request) => request.url === url).map((request) => JSON.parse(request.data as string) as unknown);

/** Types the number and sends it; resolves on the OTP step. */
async function requestCode(user: ReturnType<typeof userEvent.setup>, mobile = '9876500001') {
  await user.type(screen.getByLabelText('Mobile Number'), mobile);
  await user.click(sendButton());
  await screen.findByLabelText('OTP');
}

describe('MobileLoginPage', () => {
  it('shows the MOBILE step: a mobile number field, Send OTP disabled while it is empty, Back to Login', async () => {
    const user = userEvent.setup();
    renderMobileLogin();
    expect(screen.getByRole('heading', { name: 'Mobile Login' })).toBeInTheDocument();
    expect(screen.queryByLabelText('OTP')).not.toBeInTheDocument();
    expect(sendButton()).toBeDisabled();
    await user.type(screen.getByLabelText('Mobile Number'), '   ');
    expect(sendButton()).toBeDisabled();
    await user.type(screen.getByLabelText('Mobile Number'), '98');
    expect(sendButton()).toBeEnabled();
    expect(screen.getByText(/Need help\? Contact support/)).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Back to Login' }));
    expect(await screen.findByText('Password login page')).toBeInTheDocument();
  });

  it('requests the code for the number (spaces and dashes removed) and moves to the OTP step', async () => {
    const api = mockApi();
    api.onPost(LOGIN_OTP).reply(200, ACCEPTED);
    const user = userEvent.setup();
    renderMobileLogin();
    await requestCode(user, '98765 000-01');

    expect(sentBodies(api, LOGIN_OTP)).toEqual([{ mobile_number: '9876500001' }]);
    expect(screen.getByText(ACCEPTED.detail)).toBeInTheDocument();
    expect(screen.getByText('9876500001')).toBeInTheDocument();
    expect(timer()).toHaveTextContent('OTP expires in 5:00');
    expect(screen.queryByLabelText('Mobile Number')).not.toBeInTheDocument();
    expect(verifyButton()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');
  });

  it('enables Verify OTP once a code is typed, and keeps only its 6 digits', async () => {
    mockApi().onPost(LOGIN_OTP).reply(200, ACCEPTED);
    const user = userEvent.setup();
    renderMobileLogin();
    await requestCode(user);
    const otp = screen.getByLabelText('OTP');
    await user.type(otp, 'ab');
    expect(otp).toHaveValue('');
    expect(verifyButton()).toBeDisabled();
    await user.type(otp, '12 34-5678');
    expect(otp).toHaveValue('123456');
    expect(verifyButton()).toBeEnabled();
  });

  it('shows "Sending OTP..." while the code is requested', async () => {
    let answer: (value: [number, unknown]) => void = () => undefined;
    mockApi()
      .onPost(LOGIN_OTP)
      .reply(() => new Promise<[number, unknown]>((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    renderMobileLogin();
    await user.type(screen.getByLabelText('Mobile Number'), '9876500001');
    await user.click(sendButton());
    expect(await screen.findByRole('button', { name: 'Sending OTP...' })).toBeDisabled();
    answer([200, ACCEPTED]);
    expect(await screen.findByRole('button', { name: 'Verify OTP' })).toBeInTheDocument();
  });

  it('signs in with the number and the code, stores the tokens and lands on /dashboard', async () => {
    const api = mockApi();
    let answer: (value: [number, unknown]) => void = () => undefined;
    api
      .onPost(LOGIN_OTP)
      .reply(200, ACCEPTED)
      .onPost(VERIFY_OTP)
      .reply(() => new Promise<[number, unknown]>((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    renderMobileLogin();
    await requestCode(user);
    await user.type(screen.getByLabelText('OTP'), '123456');
    await user.click(verifyButton());

    expect(await screen.findByRole('button', { name: 'Verifying...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeDisabled();
    answer([200, { access: 'otp-access', refresh: 'otp-refresh' }]);
    expect(await screen.findByText('Dashboard landing')).toBeInTheDocument();
    expect(sentBodies(api, VERIFY_OTP)).toEqual([{ mobile_number: '9876500001', otp: '123456' }]);
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe('otp-access');
    expect(localStorage.getItem(REFRESH_TOKEN_KEY)).toBe('otp-refresh');
  });

  it('shows a refused code under the OTP field and stays on the OTP step', async () => {
    mockApi().onPost(LOGIN_OTP).reply(200, ACCEPTED).onPost(VERIFY_OTP).reply(400, INVALID_CODE);
    const user = userEvent.setup();
    renderMobileLogin();
    await requestCode(user);
    await user.type(screen.getByLabelText('OTP'), '000000');
    await user.click(verifyButton());

    expect(await screen.findByText('The code is invalid or has expired.')).toBeInTheDocument();
    expect(screen.getByLabelText('OTP')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(verifyButton()).toBeEnabled();
    expect(localStorage.length).toBe(0);
  });

  it("shows the server's 429 text when too many wrong codes were entered", async () => {
    mockApi()
      .onPost(LOGIN_OTP)
      .reply(200, ACCEPTED)
      .onPost(VERIFY_OTP)
      .reply(429, { detail: 'Too many wrong codes. Try again in 15 minutes.' }, { 'retry-after': '900' });
    const user = userEvent.setup();
    renderMobileLogin();
    await requestCode(user);
    await user.type(screen.getByLabelText('OTP'), '123456');
    await user.click(verifyButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Too many wrong codes\. Try again in 15 minutes\.$/);
  });

  it('shows "OTP verification failed" when the verification gets no answer', async () => {
    mockApi().onPost(LOGIN_OTP).reply(200, ACCEPTED).onPost(VERIFY_OTP).networkError();
    const user = userEvent.setup();
    renderMobileLogin();
    await requestCode(user);
    await user.type(screen.getByLabelText('OTP'), '123456');
    await user.click(verifyButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(/^OTP verification failed$/);
  });

  it("shows a malformed number's message under the field", async () => {
    mockApi()
      .onPost(LOGIN_OTP)
      .reply(400, { mobile_number: ['Enter a valid 10-digit mobile number.'] });
    const user = userEvent.setup();
    renderMobileLogin();
    await user.type(screen.getByLabelText('Mobile Number'), '12345');
    await user.click(sendButton());
    expect(await screen.findByText('Enter a valid 10-digit mobile number.')).toBeInTheDocument();
    expect(screen.getByLabelText('Mobile Number')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('OTP')).not.toBeInTheDocument();
  });

  it.each([
    [429, { detail: 'Too many code requests. Try again in 15 minutes.' }, 'Too many code requests. Try again in 15 minutes.'],
    [503, { detail: 'One-time codes cannot be sent at the moment. Please contact support.' }, 'One-time codes cannot be sent at the moment. Please contact support.'],
    [500, {}, 'Failed to send OTP'],
  ])('shows the request failure (%i) and stays on the MOBILE step', async (status, body, text) => {
    mockApi().onPost(LOGIN_OTP).reply(status, body);
    const user = userEvent.setup();
    renderMobileLogin();
    await user.type(screen.getByLabelText('Mobile Number'), '9876500001');
    await user.click(sendButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.getByLabelText('Mobile Number')).toHaveValue('9876500001');
    expect(sendButton()).toBeEnabled();
  });

  it('shows "Failed to send OTP" when the request gets no answer', async () => {
    mockApi().onPost(LOGIN_OTP).networkError();
    const user = userEvent.setup();
    renderMobileLogin();
    await user.type(screen.getByLabelText('Mobile Number'), '9876500001');
    await user.click(sendButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to send OTP$/);
  });

  it('sends a signed-in user on to /dashboard', async () => {
    renderMobileLogin(true);
    await waitFor(() => expect(screen.getByText('Dashboard landing')).toBeInTheDocument());
  });
});

describe('MobileLoginPage countdown', () => {
  beforeEach(() => jest.useFakeTimers({ now: new Date('2026-03-02T10:00:00.000Z') }));
  afterEach(() => jest.useRealTimers());

  const tick = (ms: number) => act(() => jest.advanceTimersByTime(ms));

  function setUp(answers: unknown[] = [ACCEPTED]) {
    const api = mockApi();
    for (const answer of answers) api.onPost(LOGIN_OTP).replyOnce(200, answer);
    // No pause between a user's actions: answers then arrive inside Testing Library's act-wrapped waits.
    const user = userEvent.setup({ delay: null });
    renderMobileLogin();
    return { api, user };
  }

  it('counts down from 5:00 each second', async () => {
    const { user } = setUp();
    await requestCode(user);
    expect(timer()).toHaveTextContent('OTP expires in 5:00');
    tick(1000);
    expect(timer()).toHaveTextContent('OTP expires in 4:59');
    tick(59_000);
    expect(timer()).toHaveTextContent('OTP expires in 4:00');
    tick(230_000);
    expect(timer()).toHaveTextContent('OTP expires in 0:10');
    tick(9000);
    expect(timer()).toHaveTextContent('OTP expires in 0:01');
  });

  it('returns to the MOBILE step with the code cleared when the countdown reaches zero', async () => {
    const { api, user } = setUp([ACCEPTED, ACCEPTED]);
    await requestCode(user);
    await user.type(screen.getByLabelText('OTP'), '123456');
    tick(299_000);
    expect(timer()).toHaveTextContent('OTP expires in 0:01');
    expect(screen.getByLabelText('OTP')).toHaveValue('123456');

    tick(1000);
    expect(screen.queryByLabelText('OTP')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Verify OTP' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('The code has expired. Send a new OTP to try again.');
    expect(screen.getByLabelText('Mobile Number')).toHaveValue('9876500001');
    expect(api.history.post.filter((request) => request.url === VERIFY_OTP)).toHaveLength(0);

    // A new code starts a new countdown, with an empty code field.
    await user.click(sendButton());
    expect(await screen.findByLabelText('OTP')).toHaveValue('');
    expect(timer()).toHaveTextContent('OTP expires in 5:00');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('does not submit a code once its time is up, even before the next tick', async () => {
    const { api, user } = setUp();
    await requestCode(user);
    await user.type(screen.getByLabelText('OTP'), '123456');
    // The clock passes the deadline without the interval having run (a throttled background tab).
    jest.setSystemTime(Date.now() + 301_000);
    await user.click(verifyButton());
    expect(await screen.findByLabelText('Mobile Number')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('The code has expired.');
    expect(api.history.post.filter((request) => request.url === VERIFY_OTP)).toHaveLength(0);
  });

  it('Try Again returns to the MOBILE step, clears the code and stops the countdown', async () => {
    const { user } = setUp([ACCEPTED, ACCEPTED]);
    await requestCode(user);
    await user.type(screen.getByLabelText('OTP'), '654321');
    tick(30_000);
    await user.click(screen.getByRole('button', { name: 'Try Again' }));

    expect(screen.queryByLabelText('OTP')).not.toBeInTheDocument();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Mobile Number')).toHaveValue('9876500001');
    tick(400_000); // the old countdown is gone: nothing happens at its deadline

    await user.click(sendButton());
    expect(await screen.findByLabelText('OTP')).toHaveValue('');
    expect(timer()).toHaveTextContent('OTP expires in 5:00');
  });

  it("counts down the code's lifetime from the server's answer", async () => {
    const { user } = setUp([{ ...ACCEPTED, expires_in: 120 }]);
    await requestCode(user);
    expect(timer()).toHaveTextContent('OTP expires in 2:00');
    tick(120_000);
    expect(screen.getByLabelText('Mobile Number')).toBeInTheDocument();
  });
});

describe('MobileLoginPage channels (docs/otp.md#screens)', () => {
  beforeEach(() => jest.useFakeTimers({ now: new Date('2026-03-02T10:00:00.000Z') }));
  afterEach(() => jest.useRealTimers());

  const tick = (ms: number) => act(() => jest.advanceTimersByTime(ms));
  const ON_WHATSAPP = { ...ACCEPTED, channel: 'whatsapp', other_channel: 'sms' };

  it('says where the code went: the channel and the typed number\'s last four digits', async () => {
    mockApi().onPost(LOGIN_OTP).reply(200, ON_WHATSAPP);
    const user = userEvent.setup({ delay: null });
    renderMobileLogin();
    await requestCode(user, '9876501234');
    expect(screen.getByTestId('otp-sent-on')).toHaveTextContent('Sent on WhatsApp to ••••••1234.');
    expect(screen.getByText(ACCEPTED.detail)).toBeInTheDocument();
  });

  it('offers "Send by SMS instead" after 30 seconds, which asks for a code on SMS and says so', async () => {
    const api = mockApi();
    api.onPost(LOGIN_OTP).replyOnce(200, ON_WHATSAPP).onPost(LOGIN_OTP).replyOnce(200, { ...ACCEPTED, channel: 'sms', other_channel: 'whatsapp' });
    const user = userEvent.setup({ delay: null });
    renderMobileLogin();
    await requestCode(user, '9876501234');
    expect(screen.queryByRole('button', { name: 'Send by SMS instead' })).not.toBeInTheDocument();
    tick(29_000);
    expect(screen.queryByRole('button', { name: 'Send by SMS instead' })).not.toBeInTheDocument();
    tick(1000);
    await user.click(screen.getByRole('button', { name: 'Send by SMS instead' }));
    expect(await screen.findByText('Sent on SMS to ••••••1234.')).toBeInTheDocument();
    expect(sentBodies(api, LOGIN_OTP)).toEqual([{ mobile_number: '9876501234' }, { mobile_number: '9876501234', channel: 'sms' }]);
    expect(timer()).toHaveTextContent('OTP expires in 5:00');
    expect(screen.queryByRole('button', { name: 'Send on WhatsApp instead' })).not.toBeInTheDocument();
    tick(30_000);
    expect(screen.getByRole('button', { name: 'Send on WhatsApp instead' })).toBeInTheDocument();
  });

  it('without a channel in the answer (the development outbox) shows no channel line and no offer', async () => {
    mockApi().onPost(LOGIN_OTP).reply(200, ACCEPTED);
    const user = userEvent.setup({ delay: null });
    renderMobileLogin();
    await requestCode(user);
    tick(60_000);
    expect(screen.queryByTestId('otp-sent-on')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /instead/ })).not.toBeInTheDocument();
  });
});

import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderWithProviders } from 'shared-auth/testing';
import { Route, Routes } from 'react-router-dom';
import { PasswordResetPage } from './PasswordResetPage';

const SEND_RESET_OTP = '/auth/send-reset-otp/';
const RESET_PASSWORD = '/auth/reset-password/';
const ACCEPTED = {
  detail: 'If the details match an account, a one-time code has been sent to its registered mobile number.',
  expires_in: 900,
};
const DONE = { detail: 'Your password has been reset. Sign in with your new password.' };

type User = ReturnType<typeof userEvent.setup>;

function renderReset(tokens = false) {
  return renderWithProviders(
    <Routes>
      <Route path="/password-reset" element={<PasswordResetPage />} />
      <Route path="/login" element={<p>Password login page</p>} />
    </Routes>,
    { route: '/password-reset', tokens },
  );
}

const requestButton = () => screen.getByRole('button', { name: 'Request OTP' });
const resetButton = () => screen.getByRole('button', { name: 'Reset Password' });
const bodiesSentTo = (api: ReturnType<typeof mockApi>, url: string) =>
  api.history.post.filter((request) => request.url === url).map((request) => JSON.parse(request.data as string) as unknown);

/** Step 1 with the employee id; resolves on step 2. */
async function requestCode(user: User, employeeId = 'CN1001') {
  await user.type(screen.getByLabelText('Employee ID'), employeeId);
  await user.click(requestButton());
  await screen.findByLabelText('OTP');
}

async function fillStep2(user: User, { otp = '123456', password = 'NewPass2024', confirm = 'NewPass2024' } = {}) {
  if (otp) await user.type(screen.getByLabelText('OTP'), otp);
  if (password) await user.type(screen.getByLabelText('New Password'), password);
  if (confirm) await user.type(screen.getByLabelText('Confirm Password'), confirm);
}

describe('PasswordResetPage', () => {
  it('shows step 1: Employee ID, Request OTP (disabled without an id) and Back to Login', async () => {
    const api = mockApi();
    const user = userEvent.setup();
    renderReset();
    expect(screen.getByRole('heading', { name: 'Reset Password' })).toBeInTheDocument();
    expect(screen.queryByLabelText('OTP')).not.toBeInTheDocument();
    expect(requestButton()).toBeDisabled();
    await user.type(screen.getByLabelText('Employee ID'), '  ');
    expect(requestButton()).toBeDisabled();
    await user.type(screen.getByLabelText('Employee ID'), '{Enter}');
    expect(api.history.post).toHaveLength(0);
    await user.type(screen.getByLabelText('Employee ID'), 'CN1001');
    expect(requestButton()).toBeEnabled();

    await user.click(screen.getByRole('link', { name: 'Back to Login' }));
    expect(await screen.findByText('Password login page')).toBeInTheDocument();
  });

  it('requests the code for the trimmed employee id and moves to step 2 with the 15-minute note', async () => {
    const api = mockApi();
    api.onPost(SEND_RESET_OTP).reply(200, ACCEPTED);
    const user = userEvent.setup();
    renderReset();
    await requestCode(user, '  cn1001 ');

    expect(bodiesSentTo(api, SEND_RESET_OTP)).toEqual([{ employee_id: 'cn1001' }]);
    expect(screen.getByText(ACCEPTED.detail)).toBeInTheDocument();
    expect(screen.getByText('Employee ID: cn1001')).toBeInTheDocument();
    expect(screen.getByText('The code expires in 15 minutes.')).toBeInTheDocument();
    expect(screen.getByLabelText('New Password')).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('Confirm Password')).toHaveAttribute('type', 'password');
    expect(screen.queryByLabelText('Employee ID')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');
  });

  it('shows "Requesting OTP..." while the code is requested', async () => {
    let answer: (value: [number, unknown]) => void = () => undefined;
    mockApi()
      .onPost(SEND_RESET_OTP)
      .reply(() => new Promise<[number, unknown]>((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    renderReset();
    await user.type(screen.getByLabelText('Employee ID'), 'CN1001');
    await user.click(requestButton());
    expect(await screen.findByRole('button', { name: 'Requesting OTP...' })).toBeDisabled();
    answer([200, ACCEPTED]);
    expect(await screen.findByLabelText('OTP')).toBeInTheDocument();
  });

  it.each([
    [400, { employee_id: ['Enter a valid employee ID.'] }, 'Enter a valid employee ID.', false],
    [429, { detail: 'Too many code requests. Try again in 15 minutes.' }, 'Too many code requests. Try again in 15 minutes.', true],
    [503, { detail: 'One-time codes cannot be sent at the moment. Please contact support.' }, 'One-time codes cannot be sent at the moment. Please contact support.', true],
    [500, {}, 'Failed to send OTP', true],
  ])('shows a failed request (%i) and stays on step 1', async (status, body, text, asAlert) => {
    mockApi().onPost(SEND_RESET_OTP).reply(status, body);
    const user = userEvent.setup();
    renderReset();
    await user.type(screen.getByLabelText('Employee ID'), 'CN-1001');
    await user.click(requestButton());
    if (asAlert) {
      expect(await screen.findByRole('alert')).toHaveTextContent(new RegExp(`^${text.replace(/[.]/g, '\\.')}$`));
    } else {
      expect(await screen.findByText(text)).toBeInTheDocument();
      expect(screen.getByLabelText('Employee ID')).toHaveAttribute('aria-invalid', 'true');
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    }
    expect(screen.queryByLabelText('OTP')).not.toBeInTheDocument();
    expect(requestButton()).toBeEnabled();
  });

  it('shows "Failed to send OTP" when the request gets no answer', async () => {
    mockApi().onPost(SEND_RESET_OTP).networkError();
    const user = userEvent.setup();
    renderReset();
    await user.type(screen.getByLabelText('Employee ID'), 'CN1001');
    await user.click(requestButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to send OTP$/);
  });

  it('enables Reset Password only when the code, the new password and its confirmation are all present', async () => {
    mockApi().onPost(SEND_RESET_OTP).reply(200, ACCEPTED);
    const user = userEvent.setup();
    renderReset();
    await requestCode(user);
    expect(resetButton()).toBeDisabled();
    await user.type(screen.getByLabelText('OTP'), '12a3456');
    expect(screen.getByLabelText('OTP')).toHaveValue('123456');
    expect(resetButton()).toBeDisabled();
    await user.type(screen.getByLabelText('New Password'), 'NewPass2024');
    expect(resetButton()).toBeDisabled();
    await user.type(screen.getByLabelText('Confirm Password'), 'N');
    expect(resetButton()).toBeEnabled();
    await user.clear(screen.getByLabelText('OTP'));
    expect(resetButton()).toBeDisabled();
  });

  it('says "Passwords do not match" and sends nothing when the confirmation differs', async () => {
    const api = mockApi();
    api.onPost(SEND_RESET_OTP).reply(200, ACCEPTED);
    const user = userEvent.setup();
    renderReset();
    await requestCode(user);
    await fillStep2(user, { confirm: 'NewPass2025' });
    await user.click(resetButton());

    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm Password')).toHaveAttribute('aria-invalid', 'true');
    expect(bodiesSentTo(api, RESET_PASSWORD)).toHaveLength(0);
  });

  it("shows the API's password rules under New Password", async () => {
    mockApi()
      .onPost(SEND_RESET_OTP)
      .reply(200, ACCEPTED)
      .onPost(RESET_PASSWORD)
      .reply(400, { new_password: ['Use both letters and digits.', 'Ensure this field has at least 8 characters.'] });
    const user = userEvent.setup();
    renderReset();
    await requestCode(user);
    await fillStep2(user, { password: 'abcdefgh', confirm: 'abcdefgh' });
    await user.click(resetButton());

    expect(await screen.findByText('Use both letters and digits.')).toBeInTheDocument();
    expect(screen.getByLabelText('New Password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(resetButton()).toBeEnabled();
  });

  it('shows a refused code under the OTP field', async () => {
    mockApi()
      .onPost(SEND_RESET_OTP)
      .reply(200, ACCEPTED)
      .onPost(RESET_PASSWORD)
      .reply(400, { otp: ['The code is invalid or has expired.'] });
    const user = userEvent.setup();
    renderReset();
    await requestCode(user);
    await fillStep2(user);
    await user.click(resetButton());

    expect(await screen.findByText('The code is invalid or has expired.')).toBeInTheDocument();
    expect(screen.getByLabelText('OTP')).toHaveAttribute('aria-invalid', 'true');
  });

  it.each([
    [429, { detail: 'Too many wrong codes. Try again in 15 minutes.' }, 'Too many wrong codes. Try again in 15 minutes.'],
    [400, { employee_id: ['Enter a valid employee ID.'] }, 'Enter a valid employee ID.'],
    [500, {}, 'Password reset failed'],
  ])('shows a failed reset (%i) as the message line', async (status, body, text) => {
    mockApi().onPost(SEND_RESET_OTP).reply(200, ACCEPTED).onPost(RESET_PASSWORD).reply(status, body);
    const user = userEvent.setup();
    renderReset();
    await requestCode(user);
    await fillStep2(user);
    await user.click(resetButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.getByLabelText('OTP')).toBeInTheDocument();
  });

  it('shows "Password reset failed" when the reset gets no answer', async () => {
    mockApi().onPost(SEND_RESET_OTP).reply(200, ACCEPTED).onPost(RESET_PASSWORD).networkError();
    const user = userEvent.setup();
    renderReset();
    await requestCode(user);
    await fillStep2(user);
    await user.click(resetButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Password reset failed$/);
  });

  it('goes back to step 1 with the employee id kept to request a new code', async () => {
    const api = mockApi();
    api.onPost(SEND_RESET_OTP).reply(200, ACCEPTED);
    const user = userEvent.setup();
    renderReset();
    await requestCode(user);
    await fillStep2(user);
    await user.click(screen.getByRole('button', { name: 'Request a New Code' }));

    expect(screen.getByLabelText('Employee ID')).toHaveValue('CN1001');
    await user.click(requestButton());
    expect(await screen.findByLabelText('OTP')).toHaveValue('');
    expect(screen.getByLabelText('New Password')).toHaveValue('');
    expect(bodiesSentTo(api, SEND_RESET_OTP)).toHaveLength(2);
  });

  it('is open to a signed-in user too (the route is public, with no redirect)', () => {
    renderReset(true);
    expect(screen.getByRole('heading', { name: 'Reset Password' })).toBeInTheDocument();
  });
});

describe('PasswordResetPage success', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('sends the reset, says so, and goes to /login after 3 seconds', async () => {
    const api = mockApi();
    api.onPost(SEND_RESET_OTP).reply(200, ACCEPTED).onPost(RESET_PASSWORD).reply(200, DONE);
    // No pause between a user's actions: answers then arrive inside Testing Library's act-wrapped waits.
    const user = userEvent.setup({ delay: null });
    renderReset();
    await requestCode(user, ' CN1001 ');
    await fillStep2(user);
    await user.click(resetButton());

    expect(await screen.findByRole('status')).toHaveTextContent('Password reset successful! Redirecting to login...');
    expect(bodiesSentTo(api, RESET_PASSWORD)).toEqual([{ employee_id: 'CN1001', otp: '123456', new_password: 'NewPass2024' }]);
    expect(screen.queryByLabelText('OTP')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reset Password' })).not.toBeInTheDocument();

    act(() => jest.advanceTimersByTime(2900));
    expect(screen.queryByText('Password login page')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(100));
    expect(screen.getByText('Password login page')).toBeInTheDocument();
  });

  it("states the code's lifetime from the server's answer", async () => {
    mockApi()
      .onPost(SEND_RESET_OTP)
      .reply(200, { ...ACCEPTED, expires_in: 600 });
    const user = userEvent.setup({ delay: null });
    renderReset();
    await requestCode(user);
    expect(screen.getByText('The code expires in 10 minutes.')).toBeInTheDocument();
  });
});

describe('PasswordResetPage channels (docs/otp.md#screens)', () => {
  beforeEach(() => jest.useFakeTimers({ now: new Date('2026-03-02T10:00:00.000Z') }));
  afterEach(() => jest.useRealTimers());

  it('names the channel and "the mobile number registered for this employee ID", never digits of it; offers SMS after 30 s', async () => {
    const api = mockApi();
    api
      .onPost(SEND_RESET_OTP)
      .replyOnce(200, { ...ACCEPTED, channel: 'whatsapp', other_channel: 'sms' })
      .onPost(SEND_RESET_OTP)
      .replyOnce(200, { ...ACCEPTED, channel: 'sms', other_channel: 'whatsapp' });
    const user = userEvent.setup({ delay: null });
    renderReset();
    await requestCode(user, 'CN1001');
    const line = screen.getByTestId('otp-sent-on');
    expect(line).toHaveTextContent('Sent on WhatsApp to the mobile number registered for this employee ID.');
    expect(line.textContent).not.toMatch(/\d/);
    expect(screen.getByText(ACCEPTED.detail)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send by SMS instead' })).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(30_000));
    await user.click(screen.getByRole('button', { name: 'Send by SMS instead' }));
    expect(await screen.findByText('Sent on SMS to the mobile number registered for this employee ID.')).toBeInTheDocument();
    expect(bodiesSentTo(api, SEND_RESET_OTP)).toEqual([{ employee_id: 'CN1001' }, { employee_id: 'CN1001', channel: 'sms' }]);
    expect(screen.getByLabelText('OTP')).toBeInTheDocument();
  });
});

import { useEffect, useState, type FormEvent } from 'react';
import type { OtpChannelMedium } from 'shared-contracts';
import { useNavigate } from 'react-router-dom';
import { Box, Button, Field, Heading, Input, Stack, Text } from 'shared-ui';
import { SupportContact } from '../../components/SupportContact';
import { LOGIN_PATH } from '../../paths';
import { LoginLayout } from '../login';
import { useOtpSignInOffered } from '../login/useOtpSignInOffered';
import { BackToLogin } from './BackToLogin';
import { OtherChannelOffer, SentOnLine, sentChannelsOf, sentToRegisteredNumberText, type SentChannels } from './channelNote';
import { formFailure } from './formFailure';
import { OtpOffPage } from './otpOff';
import { lifetimeSeconds, requestResetCode, resetPassword } from './otpApi';

/** Back-office spec §9: the reset code's stated lifetime (the API's `expires_in` says the same). */
export const RESET_CODE_MINUTES = 15;
/** Back-office spec §9: the redirect to /login after a successful reset. */
export const REDIRECT_DELAY_MS = 3000;
export const SEND_FAILED = 'Failed to send OTP';
export const RESET_FAILED = 'Password reset failed';
export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';
export const RESET_DONE = 'Password reset successful! Redirecting to login...';

type Step = 'request' | 'reset' | 'done';
type FieldName = 'employee_id' | 'otp' | 'new_password' | 'confirm_password';

/**
 * /password-reset (back-office spec "Password reset screen", §4, §5, §8): step 1 asks for a code by
 * employee id; step 2 sets the new password with it; success says so and goes to /login after 3 s.
 * The password rules are the API's (docs/otp.md "New passwords"); their messages show under the field.
 */
export function PasswordResetPage() {
  const navigate = useNavigate();
  const otpOffered = useOtpSignInOffered();
  const [step, setStep] = useState<Step>('request');
  const [employeeId, setEmployeeId] = useState('');
  const [otp, setOtp] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [codeMinutes, setCodeMinutes] = useState(RESET_CODE_MINUTES);
  const [sentNote, setSentNote] = useState<string | null>(null);
  const [sent, setSent] = useState<SentChannels>({});
  const [requestCount, setRequestCount] = useState(0);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<FieldName, string>>>({});

  useEffect(() => {
    if (step !== 'done') return undefined;
    const timer = setTimeout(() => navigate(LOGIN_PATH, { replace: true }), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [step, navigate]);

  function clearMessages() {
    setError(null);
    setFieldErrors({});
  }

  function showFailure(failure: unknown, fields: readonly FieldName[], fallback: string) {
    const { fields: byField, message } = formFailure(failure, fields, fallback);
    setFieldErrors(byField);
    setError(message);
  }

  async function requestCode(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await askForCode(undefined);
  }

  /** Asks for a code: by the configured primary channel, or by `channel` (the other one, offered after a delay). */
  async function askForCode(channel: OtpChannelMedium | undefined) {
    const id = employeeId.trim();
    if (pending || id === '') return;
    setPending(true);
    clearMessages();
    try {
      const answer = await requestResetCode(channel ? { employee_id: id, channel } : { employee_id: id });
      setSentNote(answer?.detail || null);
      setSent(sentChannelsOf(answer));
      setRequestCount((count) => count + 1);
      setOtp('');
      setCodeMinutes(Math.max(1, Math.round(lifetimeSeconds(answer, RESET_CODE_MINUTES * 60) / 60)));
      setStep('reset');
    } catch (failure) {
      showFailure(failure, step === 'request' ? ['employee_id'] : [], SEND_FAILED);
    } finally {
      setPending(false);
    }
  }

  const complete = employeeId.trim() !== '' && otp !== '' && newPassword !== '' && confirmPassword !== '';

  async function submitReset(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending || !complete) return;
    clearMessages();
    if (newPassword !== confirmPassword) {
      setFieldErrors({ confirm_password: PASSWORDS_DO_NOT_MATCH });
      return;
    }
    setPending(true);
    try {
      await resetPassword({ employee_id: employeeId.trim(), otp, new_password: newPassword });
      setStep('done');
    } catch (failure) {
      showFailure(failure, ['otp', 'new_password'], RESET_FAILED);
    } finally {
      setPending(false);
    }
  }

  function startOver() {
    clearMessages();
    setOtp('');
    setNewPassword('');
    setConfirmPassword('');
    setStep('request');
  }

  if (!otpOffered) return <OtpOffPage title="Reset Password" />;

  const errorLine = error && (
    <Text color="red.600" role="alert" fontSize="sm">
      {error}
    </Text>
  );

  return (
    <LoginLayout>
      <Stack gap="5">
        <Box>
          <Heading as="h1" size="xl">
            Reset Password
          </Heading>
          <Text color="gray.600" mt="1">
            {step === 'request'
              ? 'Enter your employee ID. A one-time code will be sent to your registered mobile number.'
              : `Employee ID: ${employeeId.trim()}`}
          </Text>
        </Box>

        {step === 'request' && (
          <form onSubmit={requestCode} noValidate>
            <Stack gap="5">
              <Field.Root invalid={fieldErrors.employee_id !== undefined}>
                <Field.Label>Employee ID</Field.Label>
                <Input
                  name="employee_id"
                  autoComplete="username"
                  placeholder="e.g. CN1001"
                  value={employeeId}
                  onChange={(e) => setEmployeeId(e.target.value)}
                />
                <Field.ErrorText>{fieldErrors.employee_id}</Field.ErrorText>
              </Field.Root>
              {errorLine}
              <Button type="submit" colorPalette="brand" size="lg" disabled={pending || employeeId.trim() === ''}>
                {pending ? 'Requesting OTP...' : 'Request OTP'}
              </Button>
            </Stack>
          </form>
        )}

        {step === 'reset' && (
          <form onSubmit={submitReset} noValidate>
            <Stack gap="5">
              {sentNote && (
                <Text color="gray.700" fontSize="sm">
                  {sentNote}
                </Text>
              )}
              <SentOnLine text={sent.channel ? sentToRegisteredNumberText(sent.channel) : null} />
              <Field.Root invalid={fieldErrors.otp !== undefined}>
                <Field.Label>OTP</Field.Label>
                <Input
                  name="otp"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  placeholder="6-digit code"
                  maxLength={6}
                  autoFocus
                  value={otp}
                  onChange={(e) => setOtp(e.target.value.replace(/\D/g, '').slice(0, 6))}
                />
                <Field.HelperText>The code expires in {codeMinutes} minutes.</Field.HelperText>
                <Field.ErrorText>{fieldErrors.otp}</Field.ErrorText>
              </Field.Root>
              <Field.Root invalid={fieldErrors.new_password !== undefined}>
                <Field.Label>New Password</Field.Label>
                <Input
                  name="new_password"
                  type="password"
                  autoComplete="new-password"
                  value={newPassword}
                  onChange={(e) => setNewPassword(e.target.value)}
                />
                <Field.ErrorText>{fieldErrors.new_password}</Field.ErrorText>
              </Field.Root>
              <Field.Root invalid={fieldErrors.confirm_password !== undefined}>
                <Field.Label>Confirm Password</Field.Label>
                <Input
                  name="confirm_password"
                  type="password"
                  autoComplete="new-password"
                  value={confirmPassword}
                  onChange={(e) => setConfirmPassword(e.target.value)}
                />
                <Field.ErrorText>{fieldErrors.confirm_password}</Field.ErrorText>
              </Field.Root>
              {errorLine}
              <Button type="submit" colorPalette="brand" size="lg" disabled={pending || !complete}>
                {pending ? 'Resetting Password...' : 'Reset Password'}
              </Button>
              <Button type="button" variant="outline" size="lg" disabled={pending} onClick={startOver}>
                Request a New Code
              </Button>
              <OtherChannelOffer other={sent.other_channel} requestKey={requestCount} pending={pending} onSend={(channel) => void askForCode(channel)} />
            </Stack>
          </form>
        )}

        {step === 'done' && (
          <Text color="green.700" role="status" fontWeight="medium">
            {RESET_DONE}
          </Text>
        )}

        <BackToLogin />
        <SupportContact />
      </Stack>
    </LoginLayout>
  );
}

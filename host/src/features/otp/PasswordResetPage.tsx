import { useEffect, useState, type FormEvent } from 'react';
import type { OtpChannelMedium } from 'shared-contracts';
import { useNavigate } from 'react-router-dom';
import { Box, Button, Field, Heading, Input, Stack, Text } from 'shared-ui';
import { SupportContact } from '../../components/SupportContact';
import { useT, type HostMessageId } from '../../i18n';
import { LOGIN_PATH } from '../../paths';
import { LoginLayout } from '../login';
import { useOtpSignInOffered } from '../login/useOtpSignInOffered';
import { BackToLogin } from './BackToLogin';
import { OtherChannelOffer, SentOnLine, sentChannelsOf, sentToRegisteredNumberText, type SentChannels } from './channelNote';
import { formFailure, messageText, type FormMessage } from './formFailure';
import { OtpOffPage } from './otpOff';
import { lifetimeSeconds, requestResetCode, resetPassword } from './otpApi';

/** Back-office spec §9: the reset code's stated lifetime (the API's `expires_in` says the same). */
export const RESET_CODE_MINUTES = 15;
/** Back-office spec §9: the redirect to /login after a successful reset. */
export const REDIRECT_DELAY_MS = 3000;
const SEND_FAILED: HostMessageId = 'otp.sendFailed';
const RESET_FAILED: HostMessageId = 'otp.resetFailed';

type Step = 'request' | 'reset' | 'done';
type FieldName = 'employee_id' | 'otp' | 'new_password' | 'confirm_password';

/**
 * /password-reset (back-office spec "Password reset screen", §4, §5, §8): step 1 asks for a code by
 * employee id; step 2 sets the new password with it; success says so and goes to /login after 3 s.
 * The password rules are the API's (docs/otp.md "New passwords"); their messages show under the field.
 */
export function PasswordResetPage() {
  const t = useT();
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
  const [error, setError] = useState<FormMessage | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<FieldName, string>>>({});
  // The confirmation differs from the new password (checked here, never sent).
  const [passwordsDiffer, setPasswordsDiffer] = useState(false);

  useEffect(() => {
    if (step !== 'done') return undefined;
    const timer = setTimeout(() => navigate(LOGIN_PATH, { replace: true }), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [step, navigate]);

  function clearMessages() {
    setError(null);
    setFieldErrors({});
    setPasswordsDiffer(false);
  }

  function showFailure(failure: unknown, fields: readonly FieldName[], fallback: HostMessageId) {
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
      setPasswordsDiffer(true);
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

  if (!otpOffered) return <OtpOffPage title={t('otp.resetPasswordTitle')} />;
  const confirmError = passwordsDiffer ? t('otp.passwordsDoNotMatch') : fieldErrors.confirm_password;

  const errorLine = error && (
    <Text color="red.600" role="alert" fontSize="sm">
      {messageText(t, error)}
    </Text>
  );

  return (
    <LoginLayout>
      <Stack gap="5">
        <Box>
          <Heading as="h1" size="xl">
            {t('otp.resetPasswordTitle')}
          </Heading>
          <Text color="gray.600" mt="1">
            {step === 'request' ? t('otp.resetIntro') : t('otp.employeeIdShown', { id: employeeId.trim() })}
          </Text>
        </Box>

        {step === 'request' && (
          <form onSubmit={requestCode} noValidate>
            <Stack gap="5">
              <Field.Root invalid={fieldErrors.employee_id !== undefined}>
                <Field.Label>{t('otp.employeeId')}</Field.Label>
                <Input
                  name="employee_id"
                  autoComplete="username"
                  placeholder={t('otp.employeeIdPlaceholder')}
                  value={employeeId}
                  onChange={(e) => setEmployeeId(e.target.value)}
                />
                <Field.ErrorText>{fieldErrors.employee_id}</Field.ErrorText>
              </Field.Root>
              {errorLine}
              <Button type="submit" colorPalette="brand" size="lg" disabled={pending || employeeId.trim() === ''}>
                {t(pending ? 'otp.requestingOtp' : 'otp.requestOtp')}
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
              <SentOnLine text={sent.channel ? sentToRegisteredNumberText(t, sent.channel) : null} />
              <Field.Root invalid={fieldErrors.otp !== undefined}>
                <Field.Label>{t('otp.otpLabel')}</Field.Label>
                <Input
                  name="otp"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  placeholder={t('otp.codePlaceholder')}
                  maxLength={6}
                  autoFocus
                  value={otp}
                  onChange={(e) => setOtp(e.target.value.replace(/\D/g, '').slice(0, 6))}
                />
                <Field.HelperText>{t('otp.codeExpiresInMinutes', { minutes: codeMinutes })}</Field.HelperText>
                <Field.ErrorText>{fieldErrors.otp}</Field.ErrorText>
              </Field.Root>
              <Field.Root invalid={fieldErrors.new_password !== undefined}>
                <Field.Label>{t('otp.newPassword')}</Field.Label>
                <Input
                  name="new_password"
                  type="password"
                  autoComplete="new-password"
                  value={newPassword}
                  onChange={(e) => setNewPassword(e.target.value)}
                />
                <Field.ErrorText>{fieldErrors.new_password}</Field.ErrorText>
              </Field.Root>
              <Field.Root invalid={confirmError !== undefined}>
                <Field.Label>{t('otp.confirmPassword')}</Field.Label>
                <Input
                  name="confirm_password"
                  type="password"
                  autoComplete="new-password"
                  value={confirmPassword}
                  onChange={(e) => setConfirmPassword(e.target.value)}
                />
                <Field.ErrorText>{confirmError}</Field.ErrorText>
              </Field.Root>
              {errorLine}
              <Button type="submit" colorPalette="brand" size="lg" disabled={pending || !complete}>
                {t(pending ? 'otp.resettingPassword' : 'otp.resetPassword')}
              </Button>
              <Button type="button" variant="outline" size="lg" disabled={pending} onClick={startOver}>
                {t('otp.requestNewCode')}
              </Button>
              <OtherChannelOffer other={sent.other_channel} requestKey={requestCount} pending={pending} onSend={(channel) => void askForCode(channel)} />
            </Stack>
          </form>
        )}

        {step === 'done' && (
          <Text color="green.700" role="status" fontWeight="medium">
            {t('otp.resetDone')}
          </Text>
        )}

        <BackToLogin />
        <SupportContact />
      </Stack>
    </LoginLayout>
  );
}

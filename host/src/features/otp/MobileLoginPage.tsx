import { useState, type FormEvent } from 'react';
import type { OtpChannelMedium } from 'shared-contracts';
import { Navigate, useNavigate } from 'react-router-dom';
import { useSession } from 'shared-auth';
import { Box, Button, Field, Heading, Input, Stack, Text } from 'shared-ui';
import { SupportContact } from '../../components/SupportContact';
import { useT, type HostMessageId } from '../../i18n';
import { LANDING_PATH } from '../../paths';
import { LoginLayout } from '../login';
import { useOtpSignInOffered } from '../login/useOtpSignInOffered';
import { BackToLogin } from './BackToLogin';
import { OtherChannelOffer, SentOnLine, sentChannelsOf, sentToNumberText, type SentChannels } from './channelNote';
import { formFailure, messageText, type FormMessage } from './formFailure';
import { OtpOffPage } from './otpOff';
import { lifetimeSeconds, requestLoginCode, signInWithCode } from './otpApi';
import { formatCountdown, useCountdown } from './useCountdown';

/** Back-office spec §9: the sign-in code's countdown (the API's `expires_in` says the same). */
export const OTP_COUNTDOWN_SECONDS = 300;
const SEND_FAILED: HostMessageId = 'otp.sendFailed';
const VERIFY_FAILED: HostMessageId = 'otp.verifyFailed';
const CODE_EXPIRED: FormMessage = { id: 'otp.codeExpired' };

type Step = 'mobile' | 'otp';
type FieldName = 'mobile_number' | 'otp';

/** Spaces and dashes are typed or pasted with numbers ("98765 00001"); the API wants the 10 digits. */
const normalisedMobile = (value: string) => value.replace(/[\s-]/g, '');

/**
 * /login/mobile (back-office spec "Mobile login screen", §4, §5): MOBILE step → the code is requested →
 * OTP step with a countdown; at zero, or on Try Again, back to MOBILE with the code cleared. A verified
 * code signs in as the password sign-in does, then /dashboard (the KYC gate applies there).
 */
export function MobileLoginPage() {
  const t = useT();
  const navigate = useNavigate();
  const otpOffered = useOtpSignInOffered();
  const { isAuthenticated } = useSession();
  const [step, setStep] = useState<Step>('mobile');
  const [mobile, setMobile] = useState('');
  const [otp, setOtp] = useState('');
  const [pending, setPending] = useState(false);
  const [sentNote, setSentNote] = useState<string | null>(null);
  const [sent, setSent] = useState<SentChannels>({});
  const [requestCount, setRequestCount] = useState(0);
  const [notice, setNotice] = useState<FormMessage | null>(null);
  const [error, setError] = useState<FormMessage | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<FieldName, string>>>({});

  /** The MOBILE step again, the code cleared (the number stays, to ask for a new code at once). */
  function showMobileStep(message: FormMessage | null) {
    setStep('mobile');
    setOtp('');
    setError(null);
    setFieldErrors({});
    setNotice(message);
  }

  // At zero the code can no longer be used: back to the MOBILE step (the countdown has stopped itself).
  const countdown = useCountdown(() => showMobileStep(CODE_EXPIRED));

  function backToMobile(message: FormMessage | null) {
    countdown.stop();
    showMobileStep(message);
  }

  function showFailure(failure: unknown, fields: readonly FieldName[], fallback: HostMessageId) {
    const { fields: byField, message } = formFailure(failure, fields, fallback);
    setFieldErrors(byField);
    setError(message);
  }

  async function sendCode(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await requestCode(undefined);
  }

  /** Asks for a code: by the configured primary channel, or by `channel` (the other one, offered after a delay). */
  async function requestCode(channel: OtpChannelMedium | undefined) {
    const mobileNumber = normalisedMobile(mobile);
    if (pending || mobileNumber === '') return;
    setPending(true);
    setError(null);
    setFieldErrors({});
    setNotice(null);
    try {
      const answer = await requestLoginCode(channel ? { mobile_number: mobileNumber, channel } : { mobile_number: mobileNumber });
      setSentNote(answer?.detail || null);
      setSent(sentChannelsOf(answer));
      setRequestCount((count) => count + 1);
      setOtp('');
      setStep('otp');
      countdown.start(lifetimeSeconds(answer, OTP_COUNTDOWN_SECONDS));
    } catch (failure) {
      showFailure(failure, ['mobile_number'], SEND_FAILED);
    } finally {
      setPending(false);
    }
  }

  async function verifyCode(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending || otp === '') return;
    // Between two ticks (a background tab) the deadline may have passed already: no late submit.
    if (countdown.isExpired()) {
      backToMobile(CODE_EXPIRED);
      return;
    }
    setPending(true);
    setError(null);
    setFieldErrors({});
    try {
      await signInWithCode({ mobile_number: normalisedMobile(mobile), otp });
      countdown.stop();
      navigate(LANDING_PATH, { replace: true });
    } catch (failure) {
      showFailure(failure, ['otp'], VERIFY_FAILED);
      setPending(false);
    }
  }

  if (isAuthenticated) return <Navigate to={LANDING_PATH} replace />;
  if (!otpOffered) return <OtpOffPage title={t('otp.mobileLoginTitle')} />;

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
            {t('otp.mobileLoginTitle')}
          </Heading>
          <Text color="gray.600" mt="1">
            {t('otp.mobileLoginIntro')}
          </Text>
        </Box>

        {step === 'mobile' ? (
          <form onSubmit={sendCode} noValidate>
            <Stack gap="5">
              <Field.Root invalid={fieldErrors.mobile_number !== undefined}>
                <Field.Label>{t('otp.mobileNumber')}</Field.Label>
                <Input
                  name="mobile_number"
                  type="tel"
                  inputMode="numeric"
                  autoComplete="tel-national"
                  placeholder={t('otp.mobileNumberPlaceholder')}
                  value={mobile}
                  onChange={(e) => setMobile(e.target.value)}
                />
                <Field.ErrorText>{fieldErrors.mobile_number}</Field.ErrorText>
              </Field.Root>

              {notice && (
                <Text color="gray.700" role="status" fontSize="sm">
                  {messageText(t, notice)}
                </Text>
              )}
              {errorLine}

              <Button type="submit" colorPalette="brand" size="lg" disabled={pending || normalisedMobile(mobile) === ''}>
                {t(pending ? 'otp.sendingOtp' : 'otp.sendOtp')}
              </Button>
            </Stack>
          </form>
        ) : (
          <form onSubmit={verifyCode} noValidate>
            <Stack gap="5">
              {sentNote && (
                <Text color="gray.700" fontSize="sm">
                  {sentNote}
                </Text>
              )}
              <SentOnLine text={sent.channel ? sentToNumberText(t, sent.channel, normalisedMobile(mobile)) : null} />
              <Text fontSize="sm" color="gray.600">
                {t('otp.mobileNumberShown')} <strong>{normalisedMobile(mobile)}</strong>
              </Text>

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
                <Field.ErrorText>{fieldErrors.otp}</Field.ErrorText>
              </Field.Root>

              <Text role="timer" fontSize="sm" color="gray.600">
                {t('otp.expiresIn', { time: formatCountdown(countdown.secondsLeft ?? 0) })}
              </Text>
              {errorLine}

              <Button type="submit" colorPalette="brand" size="lg" disabled={pending || otp === ''}>
                {t(pending ? 'otp.verifying' : 'otp.verifyOtp')}
              </Button>
              <Button type="button" variant="outline" size="lg" disabled={pending} onClick={() => backToMobile(null)}>
                {t('otp.tryAgain')}
              </Button>
              <OtherChannelOffer other={sent.other_channel} requestKey={requestCount} pending={pending} onSend={(channel) => void requestCode(channel)} />
            </Stack>
          </form>
        )}

        <BackToLogin />
        <SupportContact />
      </Stack>
    </LoginLayout>
  );
}

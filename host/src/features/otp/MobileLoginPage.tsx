import { useState, type FormEvent } from 'react';
import type { OtpChannelMedium } from 'shared-contracts';
import { Navigate, useNavigate } from 'react-router-dom';
import { useSession } from 'shared-auth';
import { Box, Button, Field, Heading, Input, Stack, Text } from 'shared-ui';
import { SupportContact } from '../../components/SupportContact';
import { LANDING_PATH } from '../../paths';
import { LoginLayout } from '../login';
import { useOtpSignInOffered } from '../login/useOtpSignInOffered';
import { BackToLogin } from './BackToLogin';
import { OtherChannelOffer, SentOnLine, sentChannelsOf, sentToNumberText, type SentChannels } from './channelNote';
import { formFailure } from './formFailure';
import { OtpOffPage } from './otpOff';
import { lifetimeSeconds, requestLoginCode, signInWithCode } from './otpApi';
import { formatCountdown, useCountdown } from './useCountdown';

/** Back-office spec §9: the sign-in code's countdown (the API's `expires_in` says the same). */
export const OTP_COUNTDOWN_SECONDS = 300;
export const SEND_FAILED = 'Failed to send OTP';
export const VERIFY_FAILED = 'OTP verification failed';
export const CODE_EXPIRED = 'The code has expired. Send a new OTP to try again.';

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
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<FieldName, string>>>({});

  /** The MOBILE step again, the code cleared (the number stays, to ask for a new code at once). */
  function showMobileStep(message: string | null) {
    setStep('mobile');
    setOtp('');
    setError(null);
    setFieldErrors({});
    setNotice(message);
  }

  // At zero the code can no longer be used: back to the MOBILE step (the countdown has stopped itself).
  const countdown = useCountdown(() => showMobileStep(CODE_EXPIRED));

  function backToMobile(message: string | null) {
    countdown.stop();
    showMobileStep(message);
  }

  function showFailure(failure: unknown, fields: readonly FieldName[], fallback: string) {
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
  if (!otpOffered) return <OtpOffPage title="Mobile Login" />;

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
            Mobile Login
          </Heading>
          <Text color="gray.600" mt="1">
            Sign in with a one-time code sent to your registered mobile number.
          </Text>
        </Box>

        {step === 'mobile' ? (
          <form onSubmit={sendCode} noValidate>
            <Stack gap="5">
              <Field.Root invalid={fieldErrors.mobile_number !== undefined}>
                <Field.Label>Mobile Number</Field.Label>
                <Input
                  name="mobile_number"
                  type="tel"
                  inputMode="numeric"
                  autoComplete="tel-national"
                  placeholder="10-digit mobile number"
                  value={mobile}
                  onChange={(e) => setMobile(e.target.value)}
                />
                <Field.ErrorText>{fieldErrors.mobile_number}</Field.ErrorText>
              </Field.Root>

              {notice && (
                <Text color="gray.700" role="status" fontSize="sm">
                  {notice}
                </Text>
              )}
              {errorLine}

              <Button type="submit" colorPalette="brand" size="lg" disabled={pending || normalisedMobile(mobile) === ''}>
                {pending ? 'Sending OTP...' : 'Send OTP'}
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
              <SentOnLine text={sent.channel ? sentToNumberText(sent.channel, normalisedMobile(mobile)) : null} />
              <Text fontSize="sm" color="gray.600">
                Mobile number: <strong>{normalisedMobile(mobile)}</strong>
              </Text>

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
                <Field.ErrorText>{fieldErrors.otp}</Field.ErrorText>
              </Field.Root>

              <Text role="timer" fontSize="sm" color="gray.600">
                OTP expires in {formatCountdown(countdown.secondsLeft ?? 0)}
              </Text>
              {errorLine}

              <Button type="submit" colorPalette="brand" size="lg" disabled={pending || otp === ''}>
                {pending ? 'Verifying...' : 'Verify OTP'}
              </Button>
              <Button type="button" variant="outline" size="lg" disabled={pending} onClick={() => backToMobile(null)}>
                Try Again
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

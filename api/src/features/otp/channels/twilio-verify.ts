import type { ChannelMessage, OtpChannel } from './channel';
import type { TwilioVerifySettings } from './config';
import { callProvider, ChannelError, classifyStatus, type RetryPolicy } from './policy';

/** Twilio's error codes that mean "too many" (max send attempts, rate limits): retried like a 429. */
const RATE_LIMIT_CODES = new Set([60203, 60212, 20429]);

/**
 * Twilio Verify v2 (docs/otp.md#twilio-verify): the provider makes, sends and checks the code.
 * `POST {base}/v2/Services/{ServiceSid}/Verifications` (`To`, `Channel`) starts a verification (201,
 * `sid` VE…), `POST …/VerificationCheck` (`To`, `Code`) answers `status: approved` for the right code.
 * Basic auth with the Account SID and auth token; form-encoded bodies, as the published description says.
 */
export class TwilioVerifyChannel implements OtpChannel {
  constructor(
    readonly id: 'twilio_sms' | 'twilio_whatsapp',
    private readonly settings: TwilioVerifySettings,
  ) {}

  private request(path: string, form: Record<string, string>) {
    const { baseUrl, accountSid, authToken, serviceSid } = this.settings;
    return () => ({
      url: `${baseUrl}/v2/Services/${encodeURIComponent(serviceSid)}/${path}`,
      init: {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams(form).toString(),
      },
    });
  }

  private classify = (status: number, body: unknown) => {
    const code = (body as { code?: unknown } | null)?.code;
    const providerCode = typeof code === 'number' ? code : undefined;
    if (providerCode !== undefined && RATE_LIMIT_CODES.has(providerCode)) return new ChannelError(this.id, 'rate_limited', { status, providerCode });
    return classifyStatus(this.id, status, providerCode);
  };

  async send(message: ChannelMessage, policy: RetryPolicy): Promise<{ providerMessageId: string }> {
    const channel = this.id === 'twilio_whatsapp' ? 'whatsapp' : 'sms';
    // Verify writes the message itself, in the locale asked for (it has Hindi); without one it would
    // choose by the number's country code, not by the person (docs/otp.md#languages).
    const form = { To: `+91${message.mobileNumber}`, Channel: channel, Locale: message.language };
    const answer = (await callProvider(this.id, policy, this.request('Verifications', form), this.classify)) as {
      sid?: unknown;
    } | null;
    if (typeof answer?.sid !== 'string' || answer.sid === '') throw new ChannelError(this.id, 'bad_answer');
    return { providerMessageId: answer.sid };
  }

  /**
   * VerificationCheck: true only for `status: approved`. A 404 (no pending verification: expired, used or
   * never started) is a wrong code. Not retried: a check counts as an attempt at Twilio.
   */
  async check(mobileNumber: string, code: string, policy: RetryPolicy): Promise<boolean> {
    try {
      const answer = (await callProvider(
        this.id,
        { ...policy, retries: 0 },
        this.request('VerificationCheck', { To: `+91${mobileNumber}`, Code: code }),
        this.classify,
      )) as { status?: unknown } | null;
      return answer?.status === 'approved';
    } catch (error) {
      if (error instanceof ChannelError && error.detail.status === 404) return false;
      throw error;
    }
  }
}

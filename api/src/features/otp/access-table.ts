import { PUBLIC, type AccessTable } from '../../security/access-expectations';

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
};

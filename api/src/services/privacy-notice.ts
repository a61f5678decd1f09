import fp from 'fastify-plugin';
import type { PrivacyNotice } from 'shared-contracts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The notice every user must have agreed to (its current version) before using the portal (features/consent). */
    privacyNotice: PrivacyNotice;
  }
}

/** The privacy notice buildApp loaded (the seed records the demo accounts' consent to its version before any plugin). */
export const privacyNoticeService = fp<{ notice: PrivacyNotice }>(
  async (app, { notice }) => {
    app.decorate('privacyNotice', notice);
  },
  { name: 'privacy-notice' },
);

import fp from 'fastify-plugin';
import type { PrivacyNotice } from 'shared-contracts';
import type { PrivacyNotices } from '../features/consent/privacy-notice';

declare module 'fastify' {
  interface FastifyInstance {
    /** The notice every user must have agreed to (its current version) before using the portal (features/consent), in English. */
    privacyNotice: PrivacyNotice;
    /** The same notice in each language it is written in. */
    privacyNotices: PrivacyNotices;
  }
}

/** The privacy notices buildApp loaded (the seed records the demo accounts' consent to its version before any plugin). */
export const privacyNoticeService = fp<{ notices: PrivacyNotices }>(
  async (app, { notices }) => {
    app.decorate('privacyNotice', notices.current);
    app.decorate('privacyNotices', notices);
  },
  { name: 'privacy-notice' },
);

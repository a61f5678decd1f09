import { BACK_OFFICE, KYC_VERIFIED, type AccessTable } from '../../security/access-expectations';

/** Another employee's notification, for everyone but its recipient: 404, as an unknown id. */
const RECIPIENT_ONLY = { ...KYC_VERIFIED, other_connector: 'not_found', rm: 'not_found', admin: 'not_found', director: 'not_found' } as const;

/** The notification centre (docs/notifications-api.md) and its live unread count (docs/notifications-live.md). */
export const notificationsAccess: AccessTable = {
  'GET /notifications/': { expect: KYC_VERIFIED, why: "The caller's own notifications only." },
  'GET /notifications/active/': { expect: KYC_VERIFIED },
  'POST /notifications/mark-all-read/': { expect: KYC_VERIFIED, why: "Ids that are not the caller's are skipped without a word." },
  'GET /notifications/:id/': { expect: RECIPIENT_ONLY, params: { id: 'connector.notification' } },
  'PATCH /notifications/:id/mark-read/': { expect: RECIPIENT_ONLY, params: { id: 'connector.notification' } },
  'POST /notifications/custom-alert/': { expect: BACK_OFFICE },
  'POST /notifications/feature-update/': { expect: BACK_OFFICE },
  'GET /notifications/stream/': { expect: KYC_VERIFIED, stream: true },
};

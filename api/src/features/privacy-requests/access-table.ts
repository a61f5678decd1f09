import { BACK_OFFICE, SIGNED_IN, type AccessTable } from '../../security/access-expectations';

/** Correction and erasure requests (docs/privacy.md#correction-and-erasure). */
export const privacyRequestsAccess: AccessTable = {
  'POST /auth/profile/privacy-requests/': { expect: SIGNED_IN, why: 'Anyone asks about their own data, KYC-exempt: the rights do not wait for KYC.' },
  'GET /auth/profile/privacy-requests/': { expect: SIGNED_IN, why: 'Only ever the caller\'s own requests.' },
  'POST /auth/profile/privacy-requests/:id/cancel/': {
    expect: { ...SIGNED_IN, other_connector: 'not_found', connector_unverified: 'not_found', rm: 'not_found', admin: 'not_found', director: 'not_found' },
    params: { id: 'connector.privacy-request' },
    why: "Only the owner cancels; anyone else's request is not there for them (404).",
  },
  'GET /people/privacy-requests/': { expect: BACK_OFFICE },
  'POST /people/privacy-requests/:id/complete/': { expect: BACK_OFFICE, params: { id: 'connector.privacy-request' } },
  'POST /people/privacy-requests/:id/decline/': { expect: BACK_OFFICE, params: { id: 'connector.privacy-request' } },
};

import { SIGNED_IN, type AccessTable } from '../../security/access-expectations';

/** The DPDP rights a person uses themselves (docs/privacy.md). */
export const privacyAccess: AccessTable = {
  'GET /auth/profile/my-data/': { expect: SIGNED_IN, why: "Each person's own data, KYC-exempt: the right of access does not wait for KYC." },
};

import { PUBLIC, SIGNED_IN, type AccessTable } from '../../security/access-expectations';

export const consentAccess: AccessTable = {
  'GET /auth/privacy-notice/': { expect: PUBLIC },
  'GET /auth/profile/consent/': { expect: SIGNED_IN },
  'POST /auth/profile/consent/': { expect: SIGNED_IN, why: 'Before consent, like the profile: how a user gives it.' },
  'POST /auth/profile/consent/withdraw/': { expect: SIGNED_IN },
};

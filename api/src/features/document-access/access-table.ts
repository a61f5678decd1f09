import { SIGNED_IN, type AccessTable } from '../../security/access-expectations';

/** Who read which document (docs/api.md#document-access). */
export const documentAccessAccess: AccessTable = {
  'GET /channel_partner/kyc/submissions/:id/access-log/': {
    expect: { anonymous: 'unauthenticated', connector_unverified: 'forbidden', connector: 'forbidden', other_connector: 'forbidden', rm: 'forbidden', admin: 'forbidden', director: 'allowed' },
    params: { id: 'connector.kyc-submission' },
    why: 'Directors oversee who handles personal data; reviewers (admins) do not audit each other.',
  },
  'GET /auth/profile/document-views/': { expect: SIGNED_IN, why: "Each person's own: the KYC screen shows it before KYC is verified too." },
};

import { BACK_OFFICE, SIGNED_IN, type AccessTable } from '../../security/access-expectations';

/** KYC: the connector's own status and upload, and the back office's review (docs/api.md#kyc). */
export const kycAccess: AccessTable = {
  'GET /channel_partner/connector/current/': { expect: SIGNED_IN, why: 'The KYC screen reads it before KYC is verified.' },
  'POST /channel_partner/kyc/upload/': {
    expect: { ...SIGNED_IN, rm: 'forbidden', admin: 'forbidden', director: 'forbidden' },
    why: 'Connectors only, KYC-exempt (that is what it is for); staff get 403 from the handler. A verified connector gets 409.',
  },
  'GET /channel_partner/kyc/submissions/': { expect: BACK_OFFICE },
  'GET /channel_partner/kyc/submissions/:id/': { expect: BACK_OFFICE, params: { id: 'connector.kyc-submission' } },
  'GET /channel_partner/kyc/submissions/:id/documents/:kind/': {
    expect: { ...SIGNED_IN, connector_unverified: 'not_found', other_connector: 'not_found', rm: 'not_found' },
    params: { id: 'connector.kyc-submission', kind: 'kyc-document-kind' },
    why:
      'KYC-exempt so a connector sees the images they sent while under review; the back office or the connector who ' +
      'submitted it may read them; for anyone else it does not exist (404, as an unknown id) (docs/api.md#kyc).',
  },
  'POST /channel_partner/kyc/submissions/:id/documents/:kind/mask/': {
    expect: BACK_OFFICE,
    params: { id: 'connector.kyc-submission', kind: 'kyc-document-kind' },
    why: 'The sample submission is approved (and its body empty): the back office gets 400 or 409, nothing is read or changed.',
  },
  'POST /channel_partner/kyc/submissions/:id/approve/': {
    expect: BACK_OFFICE,
    params: { id: 'connector.kyc-submission' },
    why: 'The sample submission is already approved: the back office gets 409, nothing changes.',
  },
  'POST /channel_partner/kyc/submissions/:id/reject/': { expect: BACK_OFFICE, params: { id: 'connector.kyc-submission' } },
};

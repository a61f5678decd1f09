import { PUBLIC, SIGNED_IN, type AccessTable } from '../../security/access-expectations';

/** Sessions and the own profile (docs/api.md#sessions). */
export const authAccess: AccessTable = {
  'POST /auth/api/connector/token/': { expect: PUBLIC },
  'POST /auth/refresh': { expect: PUBLIC, why: 'The access token has expired when this is called: the refresh token is the credential.' },
  'POST /auth/logout': { expect: PUBLIC, why: 'Ends the session of the refresh token and/or the bearer token; unknown tokens are ignored.' },
  // The KYC screen shows who is signed in: the profile is KYC-exempt.
  'GET /auth/profile': { expect: SIGNED_IN },
  'GET /auth/profile/': { expect: SIGNED_IN },
};

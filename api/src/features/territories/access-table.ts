import { BACK_OFFICE, KYC_VERIFIED, type AccessTable } from '../../security/access-expectations';

/** Territories (docs/api.md#territories). */
export const territoriesAccess: AccessTable = {
  'GET /auth/subterritories/fetch/': { expect: KYC_VERIFIED, why: 'The back office gets every territory, anyone else their own and below.' },
  'POST /auth/territories/create/': { expect: BACK_OFFICE },
};

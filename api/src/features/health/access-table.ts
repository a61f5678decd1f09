import { PUBLIC, type AccessTable } from '../../security/access-expectations';

/** Who may call the health routes (docs/security.md#the-access-table). */
export const healthAccess: AccessTable = {
  'GET /health': { expect: PUBLIC, why: 'Load balancers and the start script ask without a token.' },
};

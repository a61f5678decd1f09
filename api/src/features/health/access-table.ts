import { PUBLIC, type AccessTable } from '../../security/access-expectations';

/** Who may call the health routes (docs/security.md#the-access-table). */
export const healthAccess: AccessTable = {
  'GET /health': { expect: PUBLIC, why: 'Load balancers and the start script ask without a token.' },
  'GET /health/ready': { expect: PUBLIC, why: 'The proxy and compose ask whether to send this replica requests, without a token.' },
  'GET /health/live': { expect: PUBLIC, why: 'An orchestrator asks whether to restart the process, without a token.' },
};

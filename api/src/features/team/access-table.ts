import { STAFF, type AccessTable } from '../../security/access-expectations';

/** My Team: the connectors below the caller (rm, admin, director; each sees their own reportees). */
export const teamAccess: AccessTable = {
  'GET /leads/team/': { expect: STAFF },
};

import { BACK_OFFICE, STAFF, type AccessTable } from '../../security/access-expectations';

/**
 * The role dashboards (docs/dashboards.md): the back office's overview for admin and director; the team
 * dashboard for rm, admin and director (each sees the connectors below them).
 */
export const dashboardsAccess: AccessTable = {
  'GET /dashboard/back-office/': { expect: BACK_OFFICE },
  'GET /dashboard/team/': { expect: STAFF },
};

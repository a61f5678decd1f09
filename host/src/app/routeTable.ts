import type { Role } from 'shared-contracts';
import type { RemoteModuleRef } from '../features/remotes';
import { LANDING_PATH } from '../paths';

/** Pages the remotes expose, by route. The host owns this table; remotes only expose pages. */
export interface RemoteRoute extends RemoteModuleRef {
  path: string;
  /**
   * Roles that may open the page; anyone signed in (with verified KYC) when absent. Another role sees
   * "You do not have access to this page" inside the shell; the API refuses them (403) regardless.
   */
  roles?: readonly Role[];
}

const BACK_OFFICE: readonly Role[] = ['admin', 'director'];

export const REMOTE_ROUTES: readonly RemoteRoute[] = [
  { path: LANDING_PATH, remote: 'remote_core', module: './DashboardPage' },
  { path: '/bank-loan', remote: 'remote_core', module: './BankLoanPage' },
  { path: '/bank/:bankId', remote: 'remote_core', module: './BankDetailPage' },
  { path: '/loan/:loanId', remote: 'remote_core', module: './LoanDetailPage' },
  { path: '/branch/:id', remote: 'remote_core', module: './BranchPage' },
  { path: '/leads', remote: 'remote_core', module: './LeadsPage' },
  { path: '/lead/:id', remote: 'remote_core', module: './LeadDetailPage' },
  { path: '/bonus', remote: 'remote_core', module: './BonusPage' },
  { path: '/banks_eligibility', remote: 'remote_eligibility', module: './LoanCriteriaPage' },
  { path: '/eligibility_check', remote: 'remote_eligibility', module: './EligibilityCheckPage' },
  { path: '/profile', remote: 'remote_notifications', module: './ProfilePage' },
  { path: '/notifications', remote: 'remote_notifications', module: './NotificationCenterPage' },
  // Reached from the Notification Center's Send Custom (spec §6: admin and director).
  { path: '/custom_notifications', remote: 'remote_notifications', module: './CustomNotificationsPage', roles: BACK_OFFICE },
  // The back office (docs/back-office.md): a relationship manager reads the team's leads, read-only.
  { path: '/back-office/kyc', remote: 'remote_notifications', module: './KycReviewPage', roles: BACK_OFFICE },
  { path: '/back-office/leads', remote: 'remote_core', module: './LeadManagementPage', roles: [...BACK_OFFICE, 'rm'] },
  { path: '/back-office/leads/:id', remote: 'remote_core', module: './ManagedLeadPage', roles: [...BACK_OFFICE, 'rm'] },
  { path: '/back-office/payouts', remote: 'remote_core', module: './PayoutsPage', roles: BACK_OFFICE },
  { path: '/back-office/catalogue', remote: 'remote_core', module: './CatalogueAdminPage', roles: BACK_OFFICE },
  { path: '/back-office/people', remote: 'remote_notifications', module: './PeoplePage', roles: BACK_OFFICE },
  { path: '/my-team', remote: 'remote_notifications', module: './MyTeamPage', roles: ['rm', ...BACK_OFFICE] },
];

/** The index route shows the dashboard too. */
export const INDEX_ROUTE: RemoteModuleRef = { remote: 'remote_core', module: './DashboardPage' };

/** The remote page routes the start-up requests look up (features/startup/earlyStart.ts). */
export const EARLY_START_ROUTES = { remoteRoutes: REMOTE_ROUTES, indexRoute: INDEX_ROUTE };

import { useProfile } from 'shared-auth';
import { isBackOffice } from 'shared-contracts/roles';
import { BackOfficeDashboard } from './components/BackOfficeDashboard';
import { ConnectorDashboard, LoadingDashboard } from './components/ConnectorDashboard';
import { TeamDashboard } from './components/TeamDashboard';

/**
 * Dashboard (/dashboard and the index route), by role (issue 28, docs/dashboards.md): a connector sees
 * the spec's dashboard with their earnings trend; an admin or director the back office's overview; a
 * relationship manager their team's. Each role's view makes only its own reads: a staff member never
 * asks for a connector's ledger and leads, nor sees their ₹0 figures. Rendered inside the host shell,
 * which provides the UI, auth and query providers and the router, and has the profile (and so the
 * role) before the first render.
 */
export default function DashboardPage() {
  const { profile, isLoading } = useProfile();
  if (isLoading) return <LoadingDashboard />;
  const role = profile?.role;
  if (role !== undefined && isBackOffice(role)) return <BackOfficeDashboard />;
  if (role === 'rm') return <TeamDashboard />;
  return <ConnectorDashboard profile={profile} />;
}

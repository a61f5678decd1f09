import { ResponsiveList, type ResponsiveListColumn } from 'shared-ui/widgets';
import { ActiveBadge, KycStateBadge } from '../../../common/components/KycStateBadge';
import type { TeamRow } from '../model/teamRows';
import { ViewLeadsLink } from './ViewLeadsLink';

/**
 * The connectors' columns. Beside the sidebar on 1024–1279px the KYC and Active badges move under
 * the name, so that the lead counts, the payouts and "View leads" stay on screen.
 */
const TEAM_COLUMNS: readonly ResponsiveListColumn<TeamRow>[] = [
  { key: 'employeeId', header: 'Employee ID', cell: (row) => row.employeeId, text: 'nowrap', emphasis: true, card: 'subtitle' },
  { key: 'name', header: 'Name', cell: (row) => row.name, card: 'title' },
  { key: 'kyc', header: 'KYC', cell: (row) => <KycStateBadge state={row.kyc} />, card: 'badge', priority: 'secondary' },
  { key: 'processing', header: 'Processing', cell: (row) => row.processing, align: 'end' },
  { key: 'approved', header: 'Approved', cell: (row) => row.approved, align: 'end' },
  { key: 'rejected', header: 'Rejected', cell: (row) => row.rejected, align: 'end' },
  { key: 'total', header: 'Total', cell: (row) => row.total, align: 'end', emphasis: true },
  { key: 'monthPayouts', header: "This Month's Payouts", cell: (row) => row.monthPayouts, align: 'end', text: 'nowrap' },
  { key: 'active', header: 'Active', cell: (row) => <ActiveBadge active={row.active} />, card: 'badge', priority: 'secondary' },
  { key: 'leads', header: 'Leads', cell: (row) => <ViewLeadsLink row={row} />, card: 'actions' },
];

/** The connectors with their lead counts: a table, cards below 1024px. */
export function TeamList({ rows }: { rows: TeamRow[] }) {
  return <ResponsiveList label="Connectors" rows={rows} rowKey={(row) => row.id} columns={TEAM_COLUMNS} size="sm" />;
}

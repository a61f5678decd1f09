import { ResponsiveList, type ResponsiveListColumn } from 'shared-ui/widgets';
import { ActiveBadge, KycStateBadge } from '../../../common/components/KycStateBadge';
import type { TeamRow } from '../model/teamRows';
import { ViewLeadsLink } from './ViewLeadsLink';
import { useT, type MyTeamT } from '../i18n';

/**
 * The connectors' columns. Beside the sidebar on 1024–1279px the KYC and Active badges move under
 * the name, so that the lead counts, the payouts and "View leads" stay on screen.
 */
function teamColumns(t: MyTeamT): ResponsiveListColumn<TeamRow>[] {
  return [
    { key: 'employeeId', header: t('columns.employeeId'), cell: (row) => row.employeeId, text: 'nowrap', emphasis: true, card: 'subtitle' },
    { key: 'name', header: t('columns.name'), cell: (row) => row.name, card: 'title' },
    { key: 'kyc', header: t('columns.kyc'), cell: (row) => <KycStateBadge state={row.kyc} />, card: 'badge', priority: 'secondary' },
    { key: 'processing', header: t('columns.processing'), cell: (row) => row.processing, align: 'end' },
    { key: 'approved', header: t('columns.approved'), cell: (row) => row.approved, align: 'end' },
    { key: 'rejected', header: t('columns.rejected'), cell: (row) => row.rejected, align: 'end' },
    { key: 'total', header: t('columns.total'), cell: (row) => row.total, align: 'end', emphasis: true },
    { key: 'monthPayouts', header: t('columns.monthPayouts'), cell: (row) => row.monthPayouts, align: 'end', text: 'nowrap' },
    { key: 'active', header: t('columns.active'), cell: (row) => <ActiveBadge active={row.active} />, card: 'badge', priority: 'secondary' },
    { key: 'leads', header: t('columns.leads'), cell: (row) => <ViewLeadsLink row={row} />, card: 'actions' },
  ];
}

/** The connectors with their lead counts: a table, cards below 1024px. */
export function TeamList({ rows }: { rows: TeamRow[] }) {
  const t = useT();
  return <ResponsiveList label={t('list.label')} rows={rows} rowKey={(row) => row.id} columns={teamColumns(t)} size="sm" />;
}

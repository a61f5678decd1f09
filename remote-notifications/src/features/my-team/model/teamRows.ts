/** My Team: the tiles over the whole team, and each connector as the table shows them. */
import type { TeamConnector } from 'shared-contracts';
import { formatRupees } from 'shared-ui';
import type { TeamTotals } from '../api/team';
import type { MyTeamT } from '../i18n';

export interface TeamTile {
  label: string;
  value: string;
}

export function teamTiles(totals: TeamTotals, t: MyTeamT): TeamTile[] {
  return [
    { label: t('totals.connectors'), value: String(totals.connectors) },
    { label: t('totals.processing'), value: String(totals.processing) },
    { label: t('totals.approved'), value: String(totals.approved) },
    { label: t('totals.monthPayouts'), value: formatRupees(totals.month_payouts) },
  ];
}

/** Lead Management filtered to one connector's leads. */
export function connectorLeadsPath(employeeId: string): string {
  return `/back-office/leads?connector=${encodeURIComponent(employeeId)}`;
}

export interface TeamRow {
  id: number;
  employeeId: string;
  name: string;
  kyc: TeamConnector['kyc_state'];
  processing: number;
  approved: number;
  rejected: number;
  total: number;
  monthPayouts: string;
  active: boolean;
  leadsPath: string;
}

export function teamRow(connector: TeamConnector): TeamRow {
  return {
    id: connector.id,
    employeeId: connector.employee_id,
    name: connector.username,
    kyc: connector.kyc_state,
    processing: connector.leads.processing,
    approved: connector.leads.approved,
    rejected: connector.leads.rejected,
    total: connector.leads.total,
    monthPayouts: formatRupees(connector.month_payouts),
    active: connector.is_active,
    leadsPath: connectorLeadsPath(connector.employee_id),
  };
}

export function emptyTeamMessage(search: string, t: MyTeamT): string {
  return search === '' ? t('list.empty') : t('list.noMatch', { search });
}

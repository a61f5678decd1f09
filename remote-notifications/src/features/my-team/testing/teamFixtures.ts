import type { TeamConnector } from 'shared-contracts';
import { pageOf } from '../../../common/testing/pages';
import type { TeamList, TeamTotals } from '../api/team';

/** RM2002's team in the demo data (docs/demo-data.md), with lead figures. */
export const kavya: TeamConnector = {
  id: 9,
  employee_id: 'CN1005',
  username: 'Kavya Reddy',
  email: 'kavya.reddy@connectorportal.in',
  is_active: true,
  kyc_state: 'verified',
  leads: { processing: 2, approved: 3, rejected: 1, total: 6 },
  month_payouts: 43000,
};

export const arjun: TeamConnector = {
  id: 10,
  employee_id: 'CN1006',
  username: 'Arjun Singh',
  email: null,
  is_active: false,
  kyc_state: 'pending',
  leads: { processing: 0, approved: 1, rejected: 0, total: 1 },
  month_payouts: 12500.5,
};

export const TOTALS: TeamTotals = { connectors: 2, processing: 2, approved: 4, month_payouts: 55500.5 };

export function teamPage(results: TeamConnector[], options: { page?: number; count?: number; totals?: TeamTotals } = {}): TeamList {
  return { ...pageOf(results, options), totals: options.totals ?? TOTALS };
}

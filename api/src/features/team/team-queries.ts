import { sql, type SQL } from 'drizzle-orm';
import type { KycState, TeamConnector } from 'shared-contracts';
import { queryRows, type Database } from '../../db/client';
import { containsPattern, kycStateOf } from '../employees/list-filters';

/** India has one time zone and no daylight saving: "this month" is the calendar month in Asia/Kolkata. */
export const PAYOUT_MONTH_TIME_ZONE = 'Asia/Kolkata';

/**
 * The connectors below `managerId` in the reporting line (reportees, their reportees, ...; active
 * or not) with their KYC state, the counts of the leads they referred by status and the credits of
 * their ledger created this calendar month (India time). `union` stops at a cycle in the hierarchy.
 */
function teamStats(managerId: number): SQL {
  return sql`
    with recursive below(id) as (
      select employee_id from employee_managers where manager_id = ${managerId}
      union select m.employee_id from employee_managers m join below b on m.manager_id = b.id),
    month as (
      select (date_trunc('month', now() at time zone ${PAYOUT_MONTH_TIME_ZONE}) at time zone ${PAYOUT_MONTH_TIME_ZONE}) as starts,
             ((date_trunc('month', now() at time zone ${PAYOUT_MONTH_TIME_ZONE}) + interval '1 month') at time zone ${PAYOUT_MONTH_TIME_ZONE}) as ends),
    team as (
      select e.id, e.employee_id, e.username, e.email, e.is_active, ${kycStateOf('e')} as kyc_state
      from employees e
      where e.id in (select id from below) and e.id <> ${managerId} and e.role = 'connector'),
    lead_counts as (
      select l.referred_by_id as id,
             count(*) filter (where l.status = 'processing')::int as processing,
             count(*) filter (where l.status = 'approved')::int as approved,
             count(*) filter (where l.status = 'rejected')::int as rejected,
             count(*)::int as total
      from leads l where l.referred_by_id in (select id from team) group by l.referred_by_id),
    payouts as (
      select t.connector_id as id, sum(t.amount) as amount
      from transactions t, month
      where t.connector_id in (select id from team) and t.transaction_type = 'credit'
        and t.created_at >= month.starts and t.created_at < month.ends
      group by t.connector_id),
    stats as (
      select team.*,
             coalesce(lead_counts.processing, 0) as processing, coalesce(lead_counts.approved, 0) as approved,
             coalesce(lead_counts.rejected, 0) as rejected, coalesce(lead_counts.total, 0) as total,
             coalesce(payouts.amount, 0) as month_payouts
      from team left join lead_counts on lead_counts.id = team.id left join payouts on payouts.id = team.id)`;
}

interface StatsRow {
  id: number;
  employee_id: string;
  username: string;
  email: string | null;
  is_active: boolean;
  kyc_state: string;
  processing: number;
  approved: number;
  rejected: number;
  total: number;
  month_payouts: string | number;
}

/** Rupees from a numeric sum (text from node-postgres): rounded to the paisa. */
const rupees = (value: string | number | null | undefined) => Math.round(Number(value ?? 0) * 100) / 100;

export interface TeamTotals {
  connectors: number;
  processing: number;
  approved: number;
  month_payouts: number;
}

/**
 * A page of `managerId`'s team connectors (by employee id; `search` on employee id, name or e-mail),
 * the number matching the search, and totals over the whole team (whatever the search).
 */
export async function listTeam(
  db: Database,
  managerId: number,
  filter: { search?: string; limit: number; offset: number },
): Promise<{ count: number; results: TeamConnector[]; totals: TeamTotals }> {
  const pattern = containsPattern(filter.search);
  const matches = pattern === null ? sql`true` : sql`(employee_id ilike ${pattern} or username ilike ${pattern} or email ilike ${pattern})`;
  const [rows, [summary]] = await Promise.all([
    queryRows<StatsRow>(db, sql`${teamStats(managerId)}
      select * from stats where ${matches} order by employee_id, id limit ${filter.limit} offset ${filter.offset}`),
    queryRows<{ connectors: number; matching: number; processing: number; approved: number; month_payouts: string | number }>(db, sql`${teamStats(managerId)}
      select count(*)::int as connectors, (count(*) filter (where ${matches}))::int as matching,
             coalesce(sum(processing), 0)::int as processing, coalesce(sum(approved), 0)::int as approved,
             coalesce(sum(month_payouts), 0) as month_payouts
      from stats`),
  ]);
  return {
    count: Number(summary?.matching ?? 0),
    results: rows.map((row) => ({
      id: Number(row.id),
      employee_id: row.employee_id,
      username: row.username,
      email: row.email,
      is_active: row.is_active,
      kyc_state: row.kyc_state as KycState,
      leads: { processing: Number(row.processing), approved: Number(row.approved), rejected: Number(row.rejected), total: Number(row.total) },
      month_payouts: rupees(row.month_payouts),
    })),
    totals: {
      connectors: Number(summary?.connectors ?? 0),
      processing: Number(summary?.processing ?? 0),
      approved: Number(summary?.approved ?? 0),
      month_payouts: rupees(summary?.month_payouts),
    },
  };
}

import { sql, type SQL } from 'drizzle-orm';
import {
  DASHBOARD_IDLE_OLDEST,
  DASHBOARD_MONTHS,
  IDLE_LEAD_DAYS,
  TEAM_DASHBOARD_CONNECTORS,
  type BackOfficeDashboard,
  type DashboardIdleLeads,
  type DashboardMonth,
  type TeamDashboard,
  type TeamDashboardMonth,
} from 'shared-contracts';
import { queryRows, type Database } from '../../db/client';
import { kycStateOf } from '../employees/list-filters';
import { isoTime } from '../leads/lead-queries';
import { indiaDayStart, indiaMonthKey, indiaMonthStart } from './india-calendar';

/**
 * The role dashboards (docs/dashboards.md): each answered by one SQL statement (one snapshot, so the
 * figures agree with each other), every figure an aggregate the database computes on an index; the API
 * only fills the months that had nothing with zeros.
 */

const DAY_MS = 86_400_000;

/** The instants a dashboard counts between, for "now" (all India time). */
export interface DashboardPeriod {
  now: Date;
  /** 'YYYY-MM' of the current month. */
  month: string;
  monthStart: Date;
  nextMonthStart: Date;
  /** The start of the first of the 12 months of the trend. */
  windowStart: Date;
  todayStart: Date;
  tomorrowStart: Date;
  /** A processing lead whose last change is at or before this is idle. */
  idleBefore: Date;
  /** The 12 months, oldest first. */
  months: string[];
  /** When each of the 12 months starts, and the next month after them: 13 instants. */
  monthStarts: Date[];
}

export function dashboardPeriod(now: Date): DashboardPeriod {
  return {
    now,
    month: indiaMonthKey(now),
    monthStart: indiaMonthStart(now),
    nextMonthStart: indiaMonthStart(now, 1),
    windowStart: indiaMonthStart(now, 1 - DASHBOARD_MONTHS),
    todayStart: indiaDayStart(now),
    tomorrowStart: indiaDayStart(now, 1),
    idleBefore: idleCutoff(now, IDLE_LEAD_DAYS),
    months: Array.from({ length: DASHBOARD_MONTHS }, (_, index) => indiaMonthKey(now, index + 1 - DASHBOARD_MONTHS)),
    monthStarts: Array.from({ length: DASHBOARD_MONTHS + 1 }, (_, index) => indiaMonthStart(now, index + 1 - DASHBOARD_MONTHS)),
  };
}

/** The last-change time at or before which a processing lead has been idle `days` days at `now` (24-hour days). */
export const idleCutoff = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

const at = (instant: Date) => sql`${instant.toISOString()}::timestamptz`;

/**
 * Which of the period's 12 months (1 = the oldest … 12 = the current one) a timestamptz column falls in:
 * a binary search among the 13 month starts, far cheaper per row than converting each time to India time
 * and formatting it (32,000 rows: 5 ms against 14 ms, fastest of 25, on the 2-core bench machine). Rows outside the window give 0 or 13; the queries exclude them.
 */
const monthIndexOf = (column: string, period: DashboardPeriod) =>
  sql`width_bucket(${sql.raw(column)}, ${`{${period.monthStarts.map((start) => start.toISOString()).join(',')}}`}::timestamptz[])`;

/** Rupees from a sum (float8 from SQL): rounded to the paisa. */
const rupees = (value: number | string | null | undefined) => Math.round(Number(value ?? 0) * 100) / 100;

/** `DashboardIdleLeads` of the leads `l` matching `scope` (a condition on `leads l`), as a JSON expression. */
function idleLeadsJson(scope: SQL, period: DashboardPeriod): SQL {
  const idle = sql`l.status = 'processing' and l.last_change_at <= ${at(period.idleBefore)} and ${scope}`;
  return sql`json_build_object(
    'idle_days', ${IDLE_LEAD_DAYS}::int,
    'count', (select count(*) from leads l where ${idle})::int,
    'oldest', coalesce((
      select json_agg(json_build_object(
        'id', o.id, 'customer_name', o.customer_name, 'status', o.status,
        'connector_employee_id', o.employee_id, 'connector_name', o.username, 'last_change_at', ${isoTime('o.last_change_at')}
      ) order by o.last_change_at, o.id)
      from (
        select l.id, l.customer_name, l.status, l.last_change_at, c.employee_id, c.username
        from leads l left join employees c on c.id = l.referred_by_id
        where ${idle}
        order by l.last_change_at, l.id
        limit ${DASHBOARD_IDLE_OLDEST}
      ) o), '[]'::json))`;
}

/** What a query says of one month of the 12 (`i`: 1 the oldest … 12 the current month). */
interface MonthCount {
  i: number;
  n?: number;
  amount?: number;
}

/** The 12 months of the period, each made from what the rows say of it (nothing: zeros). */
function fillMonths<T>(period: DashboardPeriod, make: (month: string, index: number) => T): T[] {
  return period.months.map((month, index) => make(month, index + 1));
}

const byMonth = (rows: MonthCount[] | null) => new Map((rows ?? []).map((row) => [row.i, row]));

interface BackOfficeRow {
  kyc_waiting: { count: number; oldest_submitted_at: string | null };
  leads_this_month: { processing: number; approved: number; rejected: number; changed_today: number };
  created: MonthCount[] | null;
  approved: MonthCount[] | null;
  conversion_by_bank: BackOfficeDashboard['conversion_by_bank'] | null;
  conversion_by_territory: BackOfficeDashboard['conversion_by_territory'] | null;
  payouts_due: { entries: number; amount: number | null; connectors: number; oldest_created_at: string | null };
  onboarding: BackOfficeDashboard['onboarding'];
  idle_leads: DashboardIdleLeads;
}

/**
 * GET /dashboard/back-office/ : the whole back-office overview at `now` (docs/dashboards.md#api).
 * Every part reads an index, most of them without touching the table (docs/dashboards.md#speed).
 */
export async function backOfficeDashboard(db: Database, now: Date): Promise<BackOfficeDashboard> {
  const period = dashboardPeriod(now);
  const inWindow = (column: string) => sql`${sql.raw(column)} >= ${at(period.windowStart)} and ${sql.raw(column)} < ${at(period.nextMonthStart)}`;
  const [row] = await queryRows<{ body: string }>(
    db,
    sql`with
      -- The window's leads in one pass over leads_created_conversion_idx (index only), counted three ways at once.
      window_counts as materialized (
        select case grouping(w.month_index, w.bank_loan_id, w.territory_id) when 3 then 'month' when 5 then 'bank' else 'territory' end as kind,
               coalesce(w.month_index, w.bank_loan_id, w.territory_id) as key,
               count(*)::int as leads, (count(*) filter (where w.status = 'approved'))::int as approved
        from (select ${monthIndexOf('l.created_at', period)} as month_index, l.bank_loan_id, l.territory_id, l.status
              from leads l where ${inWindow('l.created_at')}) w
        group by grouping sets ((w.month_index), (w.bank_loan_id), (w.territory_id)))
      select json_build_object(
        'kyc_waiting', (
          select json_build_object('count', count(*)::int, 'oldest_submitted_at', ${isoTime('min(k.submitted_at)')})
          from kyc_submissions k where k.status = 'pending'),
        'leads_this_month', (
          select json_build_object(
            'processing', (count(*) filter (where l.status = 'processing'))::int,
            'approved', (count(*) filter (where l.status = 'approved'))::int,
            'rejected', (count(*) filter (where l.status = 'rejected'))::int,
            'changed_today', (count(*) filter (where l.status_changed_at >= ${at(period.todayStart)} and l.status_changed_at < ${at(period.tomorrowStart)}))::int)
          from leads l
          where l.status in ('processing', 'approved', 'rejected')
            and l.status_changed_at >= ${at(period.monthStart)} and l.status_changed_at < ${at(period.nextMonthStart)}),
        'created', (select json_agg(json_build_object('i', c.key, 'n', c.leads)) from window_counts c where c.kind = 'month'),
        'approved', (
          select json_agg(json_build_object('i', m.i, 'n', m.n, 'amount', m.amount))
          from (
            select ${monthIndexOf('l.status_changed_at', period)} as i, count(*)::int as n, sum(l.loan_amount)::float8 as amount
            from leads l where l.status = 'approved' and ${inWindow('l.status_changed_at')}
            group by 1) m),
        'conversion_by_bank', (
          select json_agg(json_build_object('bank_id', s.bank_id, 'bank_name', s.bank_name, 'leads', s.leads, 'approved', s.approved)
                          order by s.leads desc, s.bank_name, s.bank_id)
          from (
            select b.id as bank_id, b.name as bank_name, sum(c.leads)::int as leads, sum(c.approved)::int as approved
            from window_counts c join bank_loans bl on bl.id = c.key join banks b on b.id = bl.bank_id
            where c.kind = 'bank'
            group by b.id, b.name) s),
        'conversion_by_territory', (
          select json_agg(json_build_object('territory_id', t.id, 'territory_name', t.name, 'leads', c.leads, 'approved', c.approved)
                          order by c.leads desc, t.name, t.id)
          from window_counts c join territories t on t.id = c.key
          where c.kind = 'territory'),
        'payouts_due', (
          select json_build_object('entries', count(*)::int, 'amount', sum(t.amount)::float8, 'connectors', count(distinct t.connector_id)::int,
                                   'oldest_created_at', ${isoTime('min(t.created_at)')})
          from transactions t where not t.is_processed and t.transaction_type = 'credit'),
        'onboarding', (
          select json_build_object(
            'created', count(*)::int,
            'kyc_submitted', (count(*) filter (where exists (select 1 from kyc_submissions k where k.employee_id = e.id)))::int,
            'kyc_verified', (count(*) filter (where e.kyc_verified))::int,
            'first_lead', (count(*) filter (where exists (select 1 from leads l where l.referred_by_id = e.id)))::int,
            'first_approval', (count(*) filter (where exists (select 1 from leads l where l.referred_by_id = e.id and l.status = 'approved')))::int)
          from employees e where e.role = 'connector' and e.is_active),
        'idle_leads', ${idleLeadsJson(sql`true`, period)}
      )::text as body`,
  );
  const body = JSON.parse(row?.body ?? '{}') as BackOfficeRow;
  const created = byMonth(body.created);
  const approved = byMonth(body.approved);
  return {
    generated_at: now.toISOString(),
    kyc_waiting: body.kyc_waiting,
    leads_this_month: { month: period.month, ...body.leads_this_month },
    monthly: fillMonths<DashboardMonth>(period, (month, index) => ({
      month,
      created: created.get(index)?.n ?? 0,
      approved: approved.get(index)?.n ?? 0,
      approved_amount: rupees(approved.get(index)?.amount),
    })),
    conversion_by_bank: body.conversion_by_bank ?? [],
    conversion_by_territory: body.conversion_by_territory ?? [],
    payouts_due: { ...body.payouts_due, amount: rupees(body.payouts_due.amount) },
    onboarding: body.onboarding,
    idle_leads: body.idle_leads,
  };
}

interface TeamRow {
  connector_count: number;
  connectors: TeamDashboard['connectors'] | null;
  totals: { leads: number; approved: number; payouts: number | null };
  created: MonthCount[] | null;
  approved: MonthCount[] | null;
  credits: MonthCount[] | null;
  idle_leads: DashboardIdleLeads;
}

/**
 * GET /dashboard/team/ : the team of `managerId` (the connectors below them in the reporting line, direct
 * and indirect, active or not, as GET /leads/team/ has them) at `now` (docs/dashboards.md#api).
 */
export async function teamDashboard(db: Database, managerId: number, now: Date): Promise<TeamDashboard> {
  const period = dashboardPeriod(now);
  const inMonth = (column: string) => sql`${sql.raw(column)} >= ${at(period.monthStart)} and ${sql.raw(column)} < ${at(period.nextMonthStart)}`;
  const inWindow = (column: string) => sql`${sql.raw(column)} >= ${at(period.windowStart)} and ${sql.raw(column)} < ${at(period.nextMonthStart)}`;
  // `= any(array)`: the team's ids are read once, then the part walks the index led by the connector column, once per connector.
  const ofTeam = (column: string) => sql`${sql.raw(column)} = any((select ids from team_ids)::int[])`;
  // `in (team)`: a hash of the team's ids, for a part that walks an index led by time.
  const inTeam = (column: string) => sql`${sql.raw(column)} in (select id from team)`;
  const [row] = await queryRows<{ body: string }>(
    db,
    sql`with recursive below(id) as (
        select employee_id from employee_managers where manager_id = ${managerId}
        union select m.employee_id from employee_managers m join below b on m.manager_id = b.id),
      team as materialized (
        select e.id, e.employee_id, e.username from employees e
        where e.id in (select id from below) and e.id <> ${managerId} and e.role = 'connector'),
      team_ids as materialized (select coalesce(array_agg(id), '{}') as ids from team),
      month_leads as materialized (
        select l.referred_by_id as id, count(*)::int as n from leads l
        where ${ofTeam('l.referred_by_id')} and ${inMonth('l.created_at')} group by l.referred_by_id),
      month_approved as materialized (
        select l.referred_by_id as id, count(*)::int as n from leads l
        where l.status = 'approved' and ${inMonth('l.status_changed_at')} and ${inTeam('l.referred_by_id')} group by l.referred_by_id),
      month_credits as materialized (
        select t.connector_id as id, sum(t.amount) as amount from transactions t
        where ${ofTeam('t.connector_id')} and t.transaction_type = 'credit' and ${inMonth('t.created_at')} group by t.connector_id),
      stats as materialized (
        select team.id, team.employee_id, team.username,
               coalesce(ml.n, 0) as leads, coalesce(ma.n, 0) as approved, coalesce(mc.amount, 0) as payouts
        from team left join month_leads ml on ml.id = team.id left join month_approved ma on ma.id = team.id
        left join month_credits mc on mc.id = team.id)
      select json_build_object(
        'connector_count', (select count(*) from team)::int,
        'connectors', (
          select json_agg(json_build_object(
            'id', s.id, 'employee_id', s.employee_id, 'name', s.username, 'kyc_state', ${kycStateOf('e')},
            'leads', s.leads, 'approved', s.approved, 'payouts', round(s.payouts, 2)::float8) order by s.leads desc, s.employee_id, s.id)
          from (select * from stats order by leads desc, employee_id, id limit ${TEAM_DASHBOARD_CONNECTORS}) s
          join employees e on e.id = s.id),
        'totals', (
          select json_build_object('leads', coalesce(sum(leads), 0)::int, 'approved', coalesce(sum(approved), 0)::int,
                                   'payouts', coalesce(sum(payouts), 0)::float8) from stats),
        'created', (
          select json_agg(json_build_object('i', m.i, 'n', m.n))
          from (select ${monthIndexOf('l.created_at', period)} as i, count(*)::int as n from leads l
                where ${ofTeam('l.referred_by_id')} and ${inWindow('l.created_at')} group by 1) m),
        'approved', (
          select json_agg(json_build_object('i', m.i, 'n', m.n))
          from (select ${monthIndexOf('l.status_changed_at', period)} as i, count(*)::int as n from leads l
                where l.status = 'approved' and ${inWindow('l.status_changed_at')} and ${inTeam('l.referred_by_id')} group by 1) m),
        'credits', (
          select json_agg(json_build_object('i', m.i, 'amount', m.amount))
          from (select ${monthIndexOf('t.created_at', period)} as i, sum(t.amount)::float8 as amount from transactions t
                where ${ofTeam('t.connector_id')} and t.transaction_type = 'credit' and ${inWindow('t.created_at')} group by 1) m),
        'idle_leads', ${idleLeadsJson(inTeam('l.referred_by_id'), period)}
      )::text as body`,
  );
  const body = JSON.parse(row?.body ?? '{}') as TeamRow;
  const created = byMonth(body.created);
  const approved = byMonth(body.approved);
  const credits = byMonth(body.credits);
  return {
    generated_at: now.toISOString(),
    month: period.month,
    connector_count: body.connector_count,
    connectors: (body.connectors ?? []).map((connector) => ({ ...connector, payouts: rupees(connector.payouts) })),
    totals: { leads: body.totals.leads, approved: body.totals.approved, payouts: rupees(body.totals.payouts) },
    monthly: fillMonths<TeamDashboardMonth>(period, (month, index) => ({
      month,
      created: created.get(index)?.n ?? 0,
      approved: approved.get(index)?.n ?? 0,
      credits: rupees(credits.get(index)?.amount),
    })),
    idle_leads: body.idle_leads,
  };
}

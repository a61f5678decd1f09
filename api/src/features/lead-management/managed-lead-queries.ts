import { sql, type SQL } from 'drizzle-orm';
import type { LeadLedgerEntry, LeadStatus, ManagedLeadDetail, ManagedLeadQuery } from 'shared-contracts';
import { isBackOffice, MAX_IDLE_DAYS, MIN_IDLE_DAYS } from 'shared-contracts';
import type { AuthUser } from '../auth/auth-user';
import { queryRows, type Database } from '../../db/client';
import { fieldErrors } from '../../http/errors';
import type { PageRequest } from '../../http/paging';
import { queryId } from '../../http/schemas';
import { isBelowInReportingLine } from '../employees/employee-queries';
import { isoTime, loadLeadDetail, personJson, type LeadWithOwners } from '../leads/lead-queries';
import { idleCutoff } from '../dashboards/dashboard-queries';
import { indiaMidnightOf } from '../dashboards/india-calendar';
import { allowedTransitions } from './lead-pipeline-rules';
import { csvHeader, csvLine, csvNumber, csvText, csvTime, likeEscape } from './sql-helpers';

/** The most rows one CSV export holds. */
export const EXPORT_MAX_ROWS = 100_000;

/** What the back office's lead list is narrowed to (docs/back-office-api.md). */
export interface ManagedLeadFilter {
  /** An rm: only leads referred by people below them in the reporting line. */
  teamOf: number | null;
  status?: LeadStatus;
  /** Employee id of the referrer, upper-cased. */
  connector?: string;
  bankId?: number;
  loanTypeId?: number;
  /** created_at >= createdFrom (midnight India time). */
  createdFrom?: Date;
  /** created_at < createdBefore (midnight India time after the `created_to` day). */
  createdBefore?: Date;
  /** The lead's territory (`territory_id`). */
  territoryId?: number;
  /** Processing leads whose last change (`last_change_at`) is at or before this instant (`idle_days`). */
  idleBefore?: Date;
  /** status_changed_at >= changedFrom (midnight India time). */
  changedFrom?: Date;
  /** status_changed_at < changedBefore (midnight India time after the `changed_to` day). */
  changedBefore?: Date;
  search?: string;
  ordering: (typeof ORDERINGS)[keyof typeof ORDERINGS];
}

const ORDERINGS = {
  '-created_at': sql.raw('l.created_at desc, l.id desc'),
  created_at: sql.raw('l.created_at asc, l.id asc'),
  '-loan_amount': sql.raw('l.loan_amount desc, l.id desc'),
  loan_amount: sql.raw('l.loan_amount asc, l.id asc'),
  '-updated_at': sql.raw('l.updated_at desc, l.id desc'),
} as const;

/** A calendar day (YYYY-MM-DD, already matched by the schema) as the instant it starts in India (UTC+05:30, no DST). */
function indiaMidnight(day: string, field: string): Date {
  const midnight = indiaMidnightOf(day);
  if (!midnight) throw fieldErrors({ [field]: ['Enter a valid date (YYYY-MM-DD).'] });
  return midnight;
}

const DAY_MS = 24 * 3_600_000;

/** `?idle_days=` (digits, already matched by the schema) as a whole number of days from MIN_IDLE_DAYS to MAX_IDLE_DAYS. */
function idleDays(raw: string): number {
  const days = Number(raw);
  if (!Number.isInteger(days) || days < MIN_IDLE_DAYS || days > MAX_IDLE_DAYS) {
    throw fieldErrors({ idle_days: [`Ensure this value is between ${MIN_IDLE_DAYS} and ${MAX_IDLE_DAYS}.`] });
  }
  return days;
}

/**
 * Checks the list's query (400 on the field) and turns it into a filter for `user`; `now` is the instant
 * `idle_days` counts back from (the app's clock, as the dashboards').
 */
export function managedLeadFilter(user: AuthUser, query: ManagedLeadQuery, now: Date): ManagedLeadFilter {
  const errors: Record<string, string[]> = {};
  const attempt = <T>(run: () => T): T | undefined => {
    try {
      return run();
    } catch (error) {
      const body = (error as { body?: Record<string, string[]> }).body;
      if (!body) throw error;
      Object.assign(errors, body);
      return undefined;
    }
  };
  const bankId = attempt(() => queryId(query.bank, 'bank'));
  const loanTypeId = attempt(() => queryId(query.loan_type, 'loan_type'));
  const createdFrom = query.created_from === undefined ? undefined : attempt(() => indiaMidnight(query.created_from as string, 'created_from'));
  const createdTo = query.created_to === undefined ? undefined : attempt(() => indiaMidnight(query.created_to as string, 'created_to'));
  if (createdFrom && createdTo && createdFrom > createdTo) errors.created_to = ['The end date must not be before the start date.'];
  const territoryId = attempt(() => queryId(query.territory, 'territory'));
  const idle = query.idle_days === undefined ? undefined : attempt(() => idleDays(query.idle_days as string));
  const changedFrom = query.changed_from === undefined ? undefined : attempt(() => indiaMidnight(query.changed_from as string, 'changed_from'));
  const changedTo = query.changed_to === undefined ? undefined : attempt(() => indiaMidnight(query.changed_to as string, 'changed_to'));
  if (changedFrom && changedTo && changedFrom > changedTo) errors.changed_to = ['The end date must not be before the start date.'];
  if (Object.keys(errors).length > 0) throw fieldErrors(errors);
  const connector = query.connector?.trim().toUpperCase();
  const search = query.search?.trim().replace(/\s+/g, ' ');
  return {
    teamOf: isBackOffice(user.role) ? null : user.id,
    status: query.status,
    connector: connector ? connector : undefined,
    bankId,
    loanTypeId,
    createdFrom,
    createdBefore: createdTo ? new Date(createdTo.getTime() + DAY_MS) : undefined,
    territoryId,
    idleBefore: idle === undefined ? undefined : idleCutoff(now, idle),
    changedFrom,
    changedBefore: changedTo ? new Date(changedTo.getTime() + DAY_MS) : undefined,
    search: search ? search : undefined,
    ordering: ORDERINGS[query.ordering ?? '-created_at'],
  };
}

const asciiLower = (text: string) => text.replace(/[A-Z]/g, (letter) => letter.toLowerCase());

/** The filter as a condition on `leads l`. Each part is written so that PostgreSQL can use the leads indexes. */
function whereOf(filter: ManagedLeadFilter): SQL {
  const parts: SQL[] = [];
  // `= any(array(subquery))`: the subquery runs once and the planner then uses the leads index on the
  // column (a bitmap scan), which `in (subquery)` (a join) does not get it to (bank + status: 52 ms -> 13 ms).
  if (filter.teamOf !== null) {
    parts.push(sql`l.referred_by_id = any(array(
      with recursive below(id) as (
        select employee_id from employee_managers where manager_id = ${filter.teamOf}
        union select m.employee_id from employee_managers m join below b on m.manager_id = b.id)
      select id from below))`);
  }
  if (filter.status) parts.push(sql`l.status = ${filter.status}`);
  if (filter.connector !== undefined) parts.push(sql`l.referred_by_id = (select e.id from employees e where e.employee_id = ${filter.connector})`);
  if (filter.bankId !== undefined) parts.push(sql`l.bank_loan_id = any(array(select bl.id from bank_loans bl where bl.bank_id = ${filter.bankId}))`);
  if (filter.loanTypeId !== undefined) {
    parts.push(sql`l.bank_loan_id = any(array(select bl.id from bank_loans bl where bl.loan_type_id = ${filter.loanTypeId}))`);
  }
  if (filter.createdFrom) parts.push(sql`l.created_at >= ${filter.createdFrom.toISOString()}::timestamptz`);
  if (filter.createdBefore) parts.push(sql`l.created_at < ${filter.createdBefore.toISOString()}::timestamptz`);
  if (filter.territoryId !== undefined) parts.push(sql`l.territory_id = ${filter.territoryId}`);
  // The dashboards' idle leads (leads_idle_idx, partial on processing).
  if (filter.idleBefore) parts.push(sql`l.status = 'processing' and l.last_change_at <= ${filter.idleBefore.toISOString()}::timestamptz`);
  if (filter.changedFrom || filter.changedBefore) {
    // leads_status_changed_idx (status, status_changed_at): with no status filter, one range per status.
    if (!filter.status) parts.push(sql`l.status in ('processing', 'approved', 'rejected')`);
    if (filter.changedFrom) parts.push(sql`l.status_changed_at >= ${filter.changedFrom.toISOString()}::timestamptz`);
    if (filter.changedBefore) parts.push(sql`l.status_changed_at < ${filter.changedBefore.toISOString()}::timestamptz`);
  }
  if (filter.search !== undefined) {
    // Case-insensitive for A-Z: lower() under the "C" collation folds ASCII only, and costs a third of ILIKE
    // under the database's collation (measured with 100,000 leads); names in Indian scripts have no case.
    parts.push(sql`(strpos(lower(l.customer_name collate "C"), ${asciiLower(filter.search)}) > 0 or l.customer_mobile like ${`${likeEscape(filter.search)}%`})`);
  }
  return parts.length === 0 ? sql`true` : sql.join(parts, sql` and `);
}

/** How many checklist documents the lead `l` has (or how many are Verified); jsonpath is the cheapest way at 100,000 rows. */
const documentCount = (onlyVerified: boolean) =>
  sql.raw(`(case when jsonb_typeof(l.documents_checklist) = 'object'
    then jsonb_array_length(jsonb_path_query_array(l.documents_checklist, '${onlyVerified ? '$.* ? (@ == "Verified")' : '$.*'}')) else 0 end)`);

/** `ManagedLead` as JSON, for a row `l` of leads joined to bl (bank loan), b (bank), lt (loan type), r (referrer). */
const managedLeadJson = sql`json_build_object(
  'id', l.id, 'customer_name', l.customer_name, 'customer_mobile', l.customer_mobile,
  'bank', json_build_object('id', b.id, 'name', b.name), 'loan_type', json_build_object('id', lt.id, 'type', lt.type),
  'loan_amount', l.loan_amount::float8, 'status', l.status, 'referred_by', ${personJson('r')},
  'documents', json_build_object('total', ${documentCount(false)}, 'verified', ${documentCount(true)}),
  'payout_amount', round(l.loan_amount * bl.connectors_payout / 100, 2)::float8,
  'created_at', ${isoTime('l.created_at')}, 'updated_at', ${isoTime('l.updated_at')})`;

const leadJoins = sql.raw(`join bank_loans bl on bl.id = l.bank_loan_id
  join banks b on b.id = bl.bank_id
  join loan_types lt on lt.id = bl.loan_type_id
  left join employees r on r.id = l.referred_by_id`);

/**
 * One page of the list: the count of every matching lead and the page's `ManagedLead[]` as JSON text,
 * in one round trip. The page's ids come first (ordered, offset and limited), then only those rows are
 * joined and turned into JSON (docs/back-office-api.md, "Speed at 100,000 leads").
 */
export async function managedLeadPage(db: Database, filter: ManagedLeadFilter, paging: PageRequest) {
  const where = whereOf(filter);
  // Other filters are served by the leads indexes: the count and the page each use them. A search cannot
  // use an index: the matching rows are scanned once (`matching`), then counted and paged.
  const search = filter.search !== undefined;
  const matching = search
    ? sql`matching as materialized (select l.id, l.created_at, l.updated_at, l.loan_amount from leads l where ${where}),`
    : sql``;
  const source = search ? sql`matching l` : sql`leads l where ${where}`;
  const [row] = await queryRows<{ count: number; results: string; length: number }>(
    db,
    sql`with ${matching}
        page as (select l.id from ${source} order by ${filter.ordering} limit ${paging.pageSize} offset ${paging.offset}),
        items as (
          select ${managedLeadJson} as item, l.created_at, l.updated_at, l.loan_amount, l.id
          from page p join leads l on l.id = p.id ${leadJoins}
        )
        select (select count(*) from ${source})::int as count,
               (select count(*) from items)::int as length,
               coalesce((select json_agg(l.item order by ${filter.ordering}) from items l), '[]')::text as results`,
  );
  return { count: Number(row?.count ?? 0), results: row?.results ?? '[]', length: Number(row?.length ?? 0) };
}

export const LEAD_EXPORT_COLUMNS = [
  'ID', 'Customer', 'Mobile', 'Bank', 'Loan Type', 'Loan Amount', 'Status', 'Referred By', 'Referrer ID', 'Documents Verified', 'Payout', 'Created',
];

/** The CSV of the matching leads (at most 100,000, in the list's order), built by PostgreSQL as one text. */
export async function managedLeadCsv(db: Database, filter: ManagedLeadFilter): Promise<string> {
  const line = csvLine([
    csvNumber(sql`l.id`),
    csvText(sql`l.customer_name`),
    csvText(sql`l.customer_mobile`),
    csvText(sql`b.name`),
    csvText(sql`lt.type`),
    csvNumber(sql`l.loan_amount`),
    csvText(sql`l.status`),
    csvText(sql`r.username`),
    csvText(sql`r.employee_id`),
    sql`${documentCount(true)}::text || ' of ' || ${documentCount(false)}::text`,
    csvNumber(sql`round(l.loan_amount * bl.connectors_payout / 100, 2)`),
    csvTime(sql`l.created_at`),
  ]);
  const body = await db.transaction(async (tx) => {
    // The text is sorted into the list's order in memory (up to ~20 MB), not in temporary files.
    await tx.execute(sql`set local work_mem = '64MB'`);
    const [row] = await queryRows<{ body: string | null }>(
      tx,
      sql`with page as (
            select l.id, row_number() over (order by ${filter.ordering}) as n
            from (select l.id, l.created_at, l.updated_at, l.loan_amount from leads l where ${whereOf(filter)}
                  order by ${filter.ordering} limit ${EXPORT_MAX_ROWS}) l
          )
          select string_agg(${line} || E'\r\n', '' order by p.n) as body
          from page p join leads l on l.id = p.id ${leadJoins}`,
    );
    return row?.body ?? '';
  });
  return csvHeader(LEAD_EXPORT_COLUMNS) + body;
}

/** Whether `user` may see the lead in the back office: admin and director any; an rm their team's. */
export async function mayManage(db: Database, user: AuthUser, lead: Pick<LeadWithOwners, 'referredById'>): Promise<boolean> {
  if (isBackOffice(user.role)) return true;
  return user.role === 'rm' && lead.referredById !== null && isBelowInReportingLine(db, user.id, lead.referredById);
}

/** The lead's payout-cycle entries (credits of approvals, debits of reversals), oldest first. */
export async function leadLedger(db: Database, leadId: number): Promise<LeadLedgerEntry[]> {
  const [row] = await queryRows<{ body: string }>(
    db,
    sql`select coalesce(json_agg(json_build_object(
          'id', t.id, 'transaction_type', t.transaction_type, 'amount', t.amount::float8, 'payout_cycle', t.lead_payout_cycle,
          'is_processed', t.is_processed, 'payout_reference', pr.reference, 'created_at', ${isoTime('t.created_at')}
        ) order by t.created_at, t.id), '[]')::text as body
      from transactions t left join payout_runs pr on pr.id = t.payout_run_id
      where t.lead_id = ${leadId} and t.lead_payout_cycle is not null`,
  );
  return JSON.parse(row?.body ?? '[]') as LeadLedgerEntry[];
}

/** `ManagedLeadDetail` of a lead the caller may see, or null (unknown, or not theirs: both answer 404). */
export async function loadManagedLead(db: Database, user: AuthUser, leadId: number): Promise<ManagedLeadDetail | null> {
  const lead = await loadLeadDetail(db, leadId);
  if (!lead || !(await mayManage(db, user, lead))) return null;
  const canEdit = isBackOffice(user.role);
  return {
    ...lead.detail,
    bank_id: lead.bankId ?? 0,
    connectors_payout: lead.connectorsPayout ?? 0,
    payout_amount: lead.payoutAmount ?? 0,
    ledger: await leadLedger(db, leadId),
    allowed_transitions: canEdit ? allowedTransitions(lead.detail.status as LeadStatus) : [],
    can_edit: canEdit,
  };
}

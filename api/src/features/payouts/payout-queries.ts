import { sql, type SQL } from 'drizzle-orm';
import type { PayoutRun } from 'shared-contracts';
import { queryRows, type Database } from '../../db/client';
import type { PageRequest } from '../../http/paging';
import { isoTime, personJson } from '../leads/lead-queries';
import { csvHeader, csvLine, csvNumber, csvText, csvTime, likeEscape } from '../lead-management/sql-helpers';
import { payoutHoldSql } from '../tax-profile/tax-profile-queries';

/** Signed amount of a ledger row `t`: credits positive, debits negative. */
const signed = sql.raw(`(case when t.transaction_type = 'debit' then -t.amount else t.amount end)`);

/**
 * `ConnectorPayouts[]` as JSON text for the connectors `c` (id, employee_id, username) of `connectors`,
 * with their entries from `entries` (rows shaped like transactions, alias t), oldest first, and their
 * commission, TDS and GST totals; connectors by employee id. The entries are grouped in one pass (a hash join on the connectors), not scanned per connector.
 */
function connectorPayoutsJson(connectors: SQL, entries: SQL, holds: boolean): SQL {
  // A paid run's connectors were paid: only the pending list says why a payout waits.
  const hold = holds ? payoutHoldSql('p') : sql`null::text`;
  return sql`coalesce((
    select json_agg(json_build_object(
      'connector', json_build_object('id', c.id, 'employee_id', c.employee_id, 'username', c.username),
      'entries', coalesce(s.entries, '[]'), 'credit_total', coalesce(s.credit_total, 0), 'debit_total', coalesce(s.debit_total, 0),
      'net_total', coalesce(s.net_total, 0), 'commission_total', coalesce(s.commission_total, 0), 'tds_total', coalesce(s.tds_total, 0),
      'gst_total', coalesce(s.gst_total, 0), 'payout_hold', ${hold}
    ) order by c.employee_id, c.id)
    from ${connectors} c
    left join tax_profiles p on p.employee_id = c.id
    left join (
      select t.connector_id,
             json_agg(json_build_object(
               'id', t.id, 'transaction_type', t.transaction_type, 'entry_kind', t.entry_kind, 'tax_source_id', t.tax_source_id, 'amount', t.amount::float8, 'description', t.description,
               'created_at', ${isoTime('t.created_at')},
               'lead', case when l.id is null then null else json_build_object('id', l.id, 'customer_name', l.customer_name) end
             ) order by t.created_at, t.id) as entries,
             coalesce(sum(t.amount) filter (where t.transaction_type = 'credit'), 0)::float8 as credit_total,
             coalesce(sum(t.amount) filter (where t.transaction_type = 'debit'), 0)::float8 as debit_total,
             coalesce(sum(${signed}), 0)::float8 as net_total,
             coalesce(sum(${signed}) filter (where t.entry_kind = 'commission'), 0)::float8 as commission_total,
             coalesce(-sum(${signed}) filter (where t.entry_kind = 'tds'), 0)::float8 as tds_total,
             coalesce(sum(${signed}) filter (where t.entry_kind = 'gst'), 0)::float8 as gst_total
      from ${entries} t left join leads l on l.id = t.lead_id
      where t.connector_id in (select c2.id from ${connectors} c2)
      group by t.connector_id
    ) s on s.connector_id = c.id), '[]')::text`;
}

/**
 * GET /leads/payouts/pending/ : connectors with unprocessed entries (optionally matching `search` on
 * employee id or name), paged and ordered by employee id, each with their unprocessed entries; the
 * totals cover every matching connector, not only the page.
 */
export async function pendingPayoutsPage(db: Database, search: string | undefined, paging: PageRequest) {
  const term = search?.trim().replace(/\s+/g, ' ');
  const searchCondition = term
    ? sql`(e.employee_id ilike ${`${likeEscape(term)}%`} or e.username ilike ${`%${likeEscape(term)}%`})`
    : sql`true`;
  const [row] = await queryRows<{ count: number; entries: number; net_total: number; length: number; results: string }>(
    db,
    sql`with pending as materialized (
          select t.id, t.connector_id, t.lead_id, t.transaction_type, t.entry_kind, t.tax_source_id, t.amount, t.description, t.created_at
          from transactions t where not t.is_processed
        ),
        matching as materialized (
          select e.id, e.employee_id, e.username from employees e
          where e.id in (select connector_id from pending) and ${searchCondition}
        ),
        page as (select * from matching order by employee_id, id limit ${paging.pageSize} offset ${paging.offset})
        select (select count(*) from matching)::int as count,
               (select count(*) from page)::int as length,
               (select count(*) from pending t where t.connector_id in (select id from matching))::int as entries,
               (select coalesce(sum(${signed}), 0) from pending t where t.connector_id in (select id from matching))::float8 as net_total,
               ${connectorPayoutsJson(sql`page`, sql`pending`, true)} as results`,
  );
  return {
    count: Number(row?.count ?? 0),
    length: Number(row?.length ?? 0),
    results: row?.results ?? '[]',
    totals: { connectors: Number(row?.count ?? 0), entries: Number(row?.entries ?? 0), net_total: Number(row?.net_total ?? 0) },
  };
}

/** `PayoutRunSummary` of a payout run `r` (with its creator `e`). */
const runSummaryJson = sql`json_build_object(
  'id', r.id, 'reference', r.reference, 'created_at', ${isoTime('r.created_at')}, 'created_by', ${personJson('e')},
  'entry_count', r.entry_count,
  'connector_count', (select count(distinct t.connector_id) from transactions t where t.payout_run_id = r.id)::int,
  'net_total', r.net_total::float8)`;

/** GET /leads/payouts/runs/ : payout runs, newest first. */
export async function payoutRunPage(db: Database, paging: PageRequest) {
  const [row] = await queryRows<{ count: number; length: number; results: string }>(
    db,
    sql`with page as (select * from payout_runs order by created_at desc, id desc limit ${paging.pageSize} offset ${paging.offset})
        select (select count(*) from payout_runs)::int as count,
               (select count(*) from page)::int as length,
               coalesce((select json_agg(${runSummaryJson} order by r.created_at desc, r.id desc)
                         from page r left join employees e on e.id = r.created_by_id), '[]')::text as results`,
  );
  return { count: Number(row?.count ?? 0), length: Number(row?.length ?? 0), results: row?.results ?? '[]' };
}

/** One payout run with its entries by connector, or null. */
export async function loadPayoutRun(db: Database, runId: number): Promise<PayoutRun | null> {
  const [row] = await queryRows<{ body: string | null }>(
    db,
    sql`select (${runSummaryJson}::jsonb || jsonb_build_object('connectors', ${connectorPayoutsJson(
      sql`(select e2.id, e2.employee_id, e2.username from employees e2
           where e2.id in (select t2.connector_id from transactions t2 where t2.payout_run_id = ${runId}))`,
      sql`(select * from transactions t3 where t3.payout_run_id = ${runId})`,
      false,
    )}::jsonb))::text as body
        from payout_runs r left join employees e on e.id = r.created_by_id
        where r.id = ${runId}`,
  );
  return row?.body ? (JSON.parse(row.body) as PayoutRun) : null;
}

export const PAYOUT_RUN_EXPORT_COLUMNS = ['Reference', 'Connector', 'Connector ID', 'Entry ID', 'Type', 'Kind', 'Customer', 'Amount', 'Created', 'Processed'];

/** The CSV of one payout run's entries (by connector, then oldest first), or null when there is no such run. */
export async function payoutRunCsv(db: Database, runId: number): Promise<{ reference: string; csv: string } | null> {
  const line = csvLine([
    csvText(sql`r.reference`),
    csvText(sql`e.username`),
    csvText(sql`e.employee_id`),
    csvNumber(sql`t.id`),
    csvText(sql`t.transaction_type`),
    csvText(sql`t.entry_kind`),
    csvText(sql`l.customer_name`),
    csvNumber(signed),
    csvTime(sql`t.created_at`),
    csvTime(sql`t.processed_at`),
  ]);
  const [row] = await queryRows<{ reference: string; body: string | null }>(
    db,
    sql`select r.reference,
               (select string_agg(${line} || E'\r\n', '' order by e.employee_id, e.id, t.created_at, t.id)
                from transactions t join employees e on e.id = t.connector_id left join leads l on l.id = t.lead_id
                where t.payout_run_id = r.id) as body
        from payout_runs r where r.id = ${runId}`,
  );
  if (!row) return null;
  return { reference: row.reference, csv: csvHeader(PAYOUT_RUN_EXPORT_COLUMNS) + (row.body ?? '') };
}

import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client';

/** India Standard Time is UTC+05:30 all year. */
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** "2026-11": a calendar month in India time. */
export const MONTH_PATTERN = '^[0-9]{4}-(0[1-9]|1[0-2])$';

/** The first moment of a calendar month in India time and of the next one. */
export function monthBounds(month: string): { start: Date; end: Date } {
  const year = Number(month.slice(0, 4));
  const index = Number(month.slice(5, 7)) - 1;
  return { start: new Date(Date.UTC(year, index, 1) - IST_OFFSET_MS), end: new Date(Date.UTC(year, index + 1, 1) - IST_OFFSET_MS) };
}

/** The month (India time) a moment falls in, as "2026-11". */
export function monthOf(at: Date): string {
  const india = new Date(at.getTime() + IST_OFFSET_MS);
  return `${india.getUTCFullYear()}-${String(india.getUTCMonth() + 1).padStart(2, '0')}`;
}

export interface StatementLine {
  id: number;
  /** ISO time the entry was written. */
  at: string;
  kind: 'commission' | 'tds' | 'gst';
  type: 'credit' | 'debit';
  /** Rupees, signed as it moves the balance: credits positive, debits negative. */
  amount: number;
  description: string;
  customer: string | null;
  bank: string | null;
  loanType: string | null;
  loanAmount: number | null;
  /** The connector's payout % of the loan, for a commission entry. */
  payoutPercent: number | null;
  /** The payout run that paid it, if any. */
  reference: string | null;
}

export interface StatementPayout {
  at: string;
  reference: string;
  /** Rupees paid to the connector by the run (its entries' net). */
  amount: number;
}

/**
 * One connector's commission statement of one month (docs/payout-taxes.md, "Monthly statements"): the
 * balance the company owes them at the start (entries written before the month, less what was paid
 * before it), the month's entries, the payouts of the month, and the balance at the end. Every figure is
 * the ledger's own: the same rows as Bonus and the payout runs' CSV.
 */
export interface CommissionStatement {
  month: string;
  connector: { employeeId: string; name: string; pan: string | null; gstin: string | null };
  opening: number;
  lines: StatementLine[];
  payouts: StatementPayout[];
  totals: { commission: number; reversals: number; tds: number; gst: number; paid: number };
  closing: number;
}

/** The statement, or null when there is no such employee. */
export async function commissionStatement(db: Executor, employeeId: number, month: string): Promise<CommissionStatement | null> {
  const { start, end } = monthBounds(month);
  const from = start.toISOString();
  const to = end.toISOString();
  const signed = sql.raw(`(case when t.transaction_type = 'debit' then -t.amount else t.amount end)`);
  const [row] = await queryRows<{
    employee_id: string;
    username: string;
    pan: string | null;
    gstin: string | null;
    opening: number;
    lines: string;
    payouts: string;
  }>(
    db,
    sql`select e.employee_id, e.username,
               case when p.pan_verified_at is not null then p.pan end as pan,
               case when p.gstin_verified_at is not null then p.gstin end as gstin,
               ((select coalesce(sum(${signed}), 0) from transactions t where t.connector_id = e.id and t.created_at < ${from})
                - (select coalesce(sum(${signed}), 0) from transactions t where t.connector_id = e.id and t.is_processed and t.processed_at < ${from}))::float8 as opening,
               coalesce((select json_agg(json_build_object(
                   'id', t.id, 'at', to_char(t.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'kind', t.entry_kind,
                   'type', t.transaction_type, 'amount', ${signed}::float8, 'description', t.description,
                   'customer', l.customer_name, 'bank', b.name, 'loanType', lt.type, 'loanAmount', l.loan_amount::float8,
                   'payoutPercent', case when t.entry_kind = 'commission' and t.lead_payout_cycle is not null and l.loan_amount > 0
                                         then round(t.amount * 100 / l.loan_amount, 2)::float8 end,
                   'reference', r.reference
                 ) order by t.created_at, t.id)
                 from transactions t
                   left join leads l on l.id = t.lead_id left join bank_loans bl on bl.id = l.bank_loan_id
                   left join banks b on b.id = bl.bank_id left join loan_types lt on lt.id = bl.loan_type_id
                   left join payout_runs r on r.id = t.payout_run_id
                 where t.connector_id = e.id and t.created_at >= ${from} and t.created_at < ${to}), '[]')::text as lines,
               coalesce((select json_agg(json_build_object('at', to_char(x.paid_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
                                                           'reference', x.reference, 'amount', x.amount) order by x.paid_at, x.reference)
                 from (select min(t.processed_at) as paid_at, coalesce(r.reference, 'Paid before payout runs') as reference, sum(${signed})::float8 as amount
                       from transactions t left join payout_runs r on r.id = t.payout_run_id
                       where t.connector_id = e.id and t.is_processed and t.processed_at >= ${from} and t.processed_at < ${to}
                       group by t.payout_run_id, r.reference, case when t.payout_run_id is null then (t.processed_at at time zone 'Asia/Kolkata')::date end) x), '[]')::text as payouts
        from employees e left join tax_profiles p on p.employee_id = e.id
        where e.id = ${employeeId}`,
  );
  if (!row) return null;
  const lines = JSON.parse(row.lines) as StatementLine[];
  const payouts = JSON.parse(row.payouts) as StatementPayout[];
  // Sums in paise, so the statement's totals are exact.
  const paise = (rupees: number) => Math.round(rupees * 100);
  const sum = (values: number[]) => values.reduce((total, value) => total + paise(value), 0);
  const commission = sum(lines.filter((line) => line.kind === 'commission' && line.type === 'credit').map((line) => line.amount));
  const reversals = -sum(lines.filter((line) => line.kind === 'commission' && line.type === 'debit').map((line) => line.amount));
  const tds = -sum(lines.filter((line) => line.kind === 'tds').map((line) => line.amount));
  const gst = sum(lines.filter((line) => line.kind === 'gst').map((line) => line.amount));
  const paid = sum(payouts.map((payout) => payout.amount));
  const opening = paise(Number(row.opening));
  return {
    month,
    connector: { employeeId: row.employee_id, name: row.username, pan: row.pan, gstin: row.gstin },
    opening: opening / 100,
    lines,
    payouts,
    totals: { commission: commission / 100, reversals: reversals / 100, tds: tds / 100, gst: gst / 100, paid: paid / 100 },
    closing: (opening + commission - reversals - tds + gst - paid) / 100,
  };
}

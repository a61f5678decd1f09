import { sql } from 'drizzle-orm';
import type { PayoutTaxSettings } from '../../config';
import { queryRows, type Database } from '../../db/client';
import { csvHeader, csvLine, csvNumber, csvText } from '../lead-management/sql-helpers';
import { financialQuarterBounds, financialYearLabel } from './tax-rules';

export const TDS_REPORT_COLUMNS = [
  'Financial year',
  'Quarter',
  'Deductee PAN',
  'Deductee name',
  'Connector ID',
  'Section',
  'Rate (%)',
  'Amount paid or credited',
  'TDS deducted',
  'Higher rate reason',
  'Note',
];

/** "2026-Q3": the third quarter (October to December 2026) of the financial year 2026-27. */
export const QUARTER_PATTERN = '^[0-9]{4}-Q[1-4]$';

export const CORRECTION_NOTE = 'More TDS was given back this quarter than deducted: file a correction statement for the earlier quarter.';

/**
 * The quarter's TDS on commission, shaped for the deductee details of Form 26Q (docs/payout-taxes.md):
 * one line per deductee and rate, the amounts net of what was given back within the quarter. A line at
 * the no-PAN rate is `PANNOTAVBL` with reason `C` (deducted at the higher rate for want of a PAN).
 */
export async function tdsReportCsv(db: Database, settings: PayoutTaxSettings, quarterText: string): Promise<{ filename: string; csv: string }> {
  const year = Number(quarterText.slice(0, 4));
  const quarter = Number(quarterText.slice(-1)) as 1 | 2 | 3 | 4;
  const { start, end } = financialQuarterBounds(year, quarter);
  const [row] = await queryRows<{ body: string | null }>(
    db,
    sql`with q as (
          select t.connector_id, t.tax_rate,
                 sum(case when t.transaction_type = 'debit' then t.tax_base else -t.tax_base end) as base,
                 sum(case when t.transaction_type = 'debit' then t.amount else -t.amount end) as tds
          from transactions t
          where t.entry_kind = 'tds' and t.financial_year = ${year}
            and t.created_at >= ${start.toISOString()} and t.created_at < ${end.toISOString()}
          group by t.connector_id, t.tax_rate
        )
        select string_agg(${csvLine([
          csvText(sql`${financialYearLabel(year)}::text`),
          csvText(sql`${`Q${quarter}`}::text`),
          csvText(sql`case when q.tax_rate = ${settings.tdsNoPanRate} or p.pan_verified_at is null then 'PANNOTAVBL' else p.pan end`),
          csvText(sql`e.username`),
          csvText(sql`e.employee_id`),
          csvText(sql`'194H'::text`),
          csvNumber(sql`q.tax_rate`),
          csvNumber(sql`q.base`),
          csvNumber(sql`q.tds`),
          csvText(sql`case when q.tax_rate = ${settings.tdsNoPanRate} then 'C' end`),
          csvText(sql`case when q.tds < 0 then ${CORRECTION_NOTE}::text end`),
        ])} || E'\r\n', '' order by e.employee_id, q.tax_rate) as body
        from q join employees e on e.id = q.connector_id left join tax_profiles p on p.employee_id = q.connector_id
        where q.tds <> 0`,
  );
  return { filename: `tds-194h-${financialYearLabel(year)}-q${quarter}.csv`, csv: csvHeader(TDS_REPORT_COLUMNS) + (row?.body ?? '') };
}

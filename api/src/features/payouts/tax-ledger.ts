import { sql } from 'drizzle-orm';
import type { PayoutTaxSettings } from '../../config';
import { queryRows, type Executor } from '../../db/client';
import { transactions } from '../../db/schema';
import { taxLineDescription } from './ledger-descriptions';
import { financialYearBounds, financialYearOf, taxesOnCommission, type TaxLine } from './tax-rules';

/** A commission entry just written to the ledger (an approval's credit or a reversal's debit). */
export interface CommissionEntry {
  id: number;
  connectorId: number;
  leadId: number;
  type: 'credit' | 'debit';
  amount: number;
  customerName: string;
  /** For a reversal: the credit it takes back. */
  reversedCreditId?: number;
}

/**
 * Writes a commission entry of a lead's payout cycle (an approval's credit, a reversal's debit) and the
 * taxes on it, in the caller's transaction: the one way commission enters the ledger. Answers the tax lines.
 */
export async function writeCommissionEntry(
  tx: Executor,
  settings: PayoutTaxSettings,
  entry: Omit<CommissionEntry, 'id'> & { description: string; cycle: number },
): Promise<TaxLine[]> {
  const [written] = await tx
    .insert(transactions)
    .values({
      connectorId: entry.connectorId,
      leadId: entry.leadId,
      transactionType: entry.type,
      amount: entry.amount,
      description: entry.description,
      isProcessed: false,
      leadPayoutCycle: entry.cycle,
    })
    .returning({ id: transactions.id });
  if (!written) throw new Error('ledger insert returned nothing');
  return postTaxesOnCommission(tx, settings, { ...entry, id: written.id });
}

/**
 * Writes the TDS and GST entries of a commission entry, in the caller's transaction (docs/payout-taxes.md).
 * The connector's tax ledger is serialised by an advisory lock held to commit, so two approvals of
 * different leads of one connector at the same moment each see the other's commission. Answers the lines written.
 */
export async function postTaxesOnCommission(tx: Executor, settings: PayoutTaxSettings, entry: CommissionEntry): Promise<TaxLine[]> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`tax-ledger:${entry.connectorId}`}))`);
  const [entryRow] = await queryRows<{ created_at: Date | string }>(tx, sql`select created_at from transactions where id = ${entry.id}`);
  if (!entryRow) throw new Error(`commission entry ${entry.id} is not in the ledger`);
  const year = financialYearOf(new Date(entryRow.created_at));
  const { start, end } = financialYearBounds(year);

  // The year's commission: its credits, less the reversals of its own credits (an earlier year's credit taken back stays in that year).
  const [standing] = await queryRows<{ commission: number; tds: number; pan_verified: boolean; gstin_verified: boolean }>(
    tx,
    sql`select
          (select coalesce(sum(case when t.transaction_type = 'credit' then t.amount else -t.amount end), 0) from transactions t
           where t.connector_id = ${entry.connectorId} and t.entry_kind = 'commission' and t.id <> ${entry.id}
             and t.created_at >= ${start.toISOString()} and t.created_at < ${end.toISOString()}
             and (t.transaction_type = 'credit' or not exists (
               select 1 from transactions c where c.lead_id = t.lead_id and c.lead_payout_cycle = t.lead_payout_cycle
                 and c.transaction_type = 'credit' and c.created_at < ${start.toISOString()})))::float8 as commission,
          (select coalesce(sum(case when t.transaction_type = 'debit' then t.amount else -t.amount end), 0) from transactions t
           where t.connector_id = ${entry.connectorId} and t.entry_kind = 'tds' and t.financial_year = ${year})::float8 as tds,
          exists (select 1 from tax_profiles p where p.employee_id = ${entry.connectorId} and p.pan_verified_at is not null) as pan_verified,
          exists (select 1 from tax_profiles p where p.employee_id = ${entry.connectorId} and p.gstin_verified_at is not null) as gstin_verified`,
  );
  if (!standing) throw new Error('tax standing query returned nothing');

  let reversed = {};
  if (entry.type === 'debit' && entry.reversedCreditId !== undefined) {
    const taxes = await queryRows<{ entry_kind: 'tds' | 'gst'; tax_base: number; tax_rate: number; credit_at: Date | string }>(
      tx,
      sql`select x.entry_kind, x.tax_base::float8 as tax_base, x.tax_rate::float8 as tax_rate, c.created_at as credit_at
          from transactions c left join transactions x on x.tax_source_id = c.id
          where c.id = ${entry.reversedCreditId}`,
    );
    const creditAt = taxes[0]?.credit_at;
    const tds = taxes.find((row) => row.entry_kind === 'tds');
    const gst = taxes.find((row) => row.entry_kind === 'gst');
    reversed = {
      earlierYear: creditAt !== undefined && financialYearOf(new Date(creditAt)) < year,
      tdsRate: tds ? Number(tds.tax_rate) : undefined,
      gst: gst ? { base: Number(gst.tax_base), rate: Number(gst.tax_rate) } : undefined,
    };
  }

  const lines = taxesOnCommission(
    settings,
    {
      yearCommission: Number(standing.commission),
      yearTds: Number(standing.tds),
      panVerified: Boolean(standing.pan_verified),
      gstinVerified: Boolean(standing.gstin_verified),
    },
    { type: entry.type, amount: entry.amount },
    reversed,
  );
  if (lines.length > 0) {
    await tx.insert(transactions).values(
      lines.map((line) => ({
        connectorId: entry.connectorId,
        leadId: entry.leadId,
        transactionType: line.type,
        amount: line.amount,
        description: taxLineDescription(line, entry.customerName),
        isProcessed: false,
        entryKind: line.kind,
        taxSourceId: entry.id,
        taxBase: line.base,
        taxRate: line.rate,
        financialYear: year,
        // created_at defaults to the transaction's now(), the commission entry's own moment to the microsecond.
      })),
    );
  }
  return lines;
}

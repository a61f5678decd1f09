import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client';
import type { AuthUser } from '../auth/auth-user';
import { csvHeader, csvLine, csvNumber, csvText } from '../lead-management/sql-helpers';
import type { DocumentVault } from '../vault/vault';

export const PAYOUT_TRANSFER_COLUMNS = [
  'Reference',
  'Connector ID',
  'Connector',
  'Account holder',
  'Account number',
  'IFSC',
  'Commission',
  'TDS',
  'GST',
  'Net amount',
];

/**
 * The bank transfer file of a payout run: one line per connector with the account the run paid into and
 * the amounts (commission, TDS, GST, net). It is the one place an account number leaves the vault in full
 * (docs/payout-taxes.md), so each number read is in the document access log (purpose `export`).
 * Null when there is no such run.
 */
export async function payoutTransfersCsv(
  db: Database,
  vault: DocumentVault,
  reader: AuthUser,
  address: string | null,
  runId: number,
): Promise<{ reference: string; csv: string } | null> {
  const [run] = await queryRows<{ reference: string }>(db, sql`select reference from payout_runs where id = ${runId}`);
  if (!run) return null;
  const rows = await queryRows<{ connector_id: number; object_id: string; before: string; after: string }>(
    db,
    sql`select x.connector_id, x.bank_account_object_id as object_id,
               ${csvLine([csvText(sql`r.reference`), csvText(sql`e.employee_id`), csvText(sql`e.username`), csvText(sql`x.bank_account_holder`)])} as before,
               ${csvLine([csvText(sql`x.bank_ifsc`), csvNumber(sql`x.commission`), csvNumber(sql`x.tds`), csvNumber(sql`x.gst`), csvNumber(sql`x.net`)])} as after
        from payout_run_transfers x join payout_runs r on r.id = x.payout_run_id join employees e on e.id = x.connector_id
        where x.payout_run_id = ${runId}
        order by e.employee_id, e.id`,
  );
  let csv = csvHeader(PAYOUT_TRANSFER_COLUMNS);
  for (const row of rows) {
    const accountNumber = (
      await vault.read(row.object_id, {
        viewerId: reader.id,
        viewerRole: reader.role,
        subjectId: Number(row.connector_id),
        recordType: 'payout_run',
        recordId: runId,
        documentKind: 'bank_account',
        purpose: 'export',
        address,
      })
    ).toString('utf8');
    // Digits only (checked when it was entered), quoted so a spreadsheet keeps its leading zeros as text.
    csv += `${row.before},"${accountNumber.replace(/[^0-9]/g, '')}",${row.after}\r\n`;
  }
  return { reference: run.reference, csv };
}

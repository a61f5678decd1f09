import { sql } from 'drizzle-orm';
import type { PayoutRunRequest } from 'shared-contracts';
import type { AuthUser } from '../auth/auth-user';
import { queryRows, type Database } from '../../db/client';
import { conflict, fieldErrors, HttpError } from '../../http/errors';
import { recordAudit } from '../audit/record-audit';
import { rupees } from '../leads/lead-create';
import { databaseError, isRaceError } from '../lead-management/sql-helpers';

export const RUN_CHANGED_CONCURRENTLY = 'Someone else processed some of these entries at the same moment. Reload and try again.';

const referenceTaken = (reference: string) => fieldErrors({ reference: [`The reference "${reference}" was already used for another payout run.`] });

const listIds = (ids: number[]) => {
  const shown = ids.slice(0, 20).join(', ');
  return ids.length > 20 ? `${shown} and ${ids.length - 20} more` : shown;
};

interface LockedEntry {
  id: number;
  connector_id: number;
  employee_id: string;
  username: string;
  transaction_type: 'credit' | 'debit';
  amount: number;
  is_processed: boolean;
}

/**
 * POST /leads/payouts/runs/ : in one transaction, locks the chosen ledger entries (in id order, so
 * two runs never deadlock), checks that each exists and is unprocessed and that no connector's
 * selection nets below zero, records the run under its unique reference and marks the entries
 * processed; with an audit entry. Answers the new run's id. Two runs over the same entries: the
 * second waits for the first, then finds them processed (400).
 */
export async function createPayoutRun(db: Database, user: AuthUser, body: PayoutRunRequest): Promise<number> {
  const reference = body.reference.trim();
  if (reference.length < 3) throw fieldErrors({ reference: ['Ensure this field has at least 3 characters.'] });
  const ids = [...new Set(body.transaction_ids)].sort((a, b) => a - b);
  const idArray = `{${ids.join(',')}}`;
  try {
    return await db.transaction(async (tx) => {
      const taken = await queryRows<{ id: number }>(tx, sql`select id from payout_runs where reference = ${reference}`);
      if (taken.length > 0) throw referenceTaken(reference);
      await tx.execute(sql`select id from transactions where id = any(${idArray}::int[]) order by id for update`);
      // A new statement after the lock: it reads the latest committed rows, even when it had to wait.
      const entries = await queryRows<LockedEntry>(
        tx,
        sql`select t.id, t.connector_id, e.employee_id, e.username, t.transaction_type, t.amount::float8 as amount, t.is_processed
            from transactions t join employees e on e.id = t.connector_id
            where t.id = any(${idArray}::int[]) order by t.id`,
      );
      const found = new Set(entries.map((entry) => entry.id));
      const messages: string[] = [];
      const missing = ids.filter((id) => !found.has(id));
      if (missing.length > 0) messages.push(`No such ledger entries: ${listIds(missing)}.`);
      const processed = entries.filter((entry) => entry.is_processed).map((entry) => entry.id);
      if (processed.length > 0) messages.push(`Already processed: ${listIds(processed)}.`);
      if (messages.length > 0) throw fieldErrors({ transaction_ids: messages });

      // Per connector in paise, so that sums are exact.
      const byConnector = new Map<number, { employeeId: string; username: string; paise: number }>();
      for (const entry of entries) {
        const paise = Math.round(Number(entry.amount) * 100) * (entry.transaction_type === 'debit' ? -1 : 1);
        const current = byConnector.get(entry.connector_id) ?? { employeeId: entry.employee_id, username: entry.username, paise: 0 };
        current.paise += paise;
        byConnector.set(entry.connector_id, current);
      }
      const negative = [...byConnector.values()].filter((connector) => connector.paise < 0);
      if (negative.length > 0) {
        throw fieldErrors({
          transaction_ids: negative.map(
            (connector) =>
              `This selection leaves ${connector.employeeId} (${connector.username}) with a negative total of ` +
              `-${rupees(-connector.paise / 100)}: add their credits or leave out the debit.`,
          ),
        });
      }
      const netPaise = [...byConnector.values()].reduce((sum, connector) => sum + connector.paise, 0);
      const [run] = await queryRows<{ id: number }>(
        tx,
        sql`insert into payout_runs (reference, created_by_id, entry_count, net_total)
            values (${reference}, ${user.id}, ${ids.length}, ${(netPaise / 100).toFixed(2)}::numeric) returning id`,
      );
      if (!run) throw new Error('payout run insert returned nothing');
      const updated = await queryRows<{ id: number }>(
        tx,
        sql`update transactions set is_processed = true, processed_at = now(), payout_run_id = ${run.id}
            where id = any(${idArray}::int[]) and not is_processed returning id`,
      );
      if (updated.length !== ids.length) throw conflict(RUN_CHANGED_CONCURRENTLY);
      await recordAudit(tx, {
        actorId: user.id,
        action: 'payout_run.created',
        entityType: 'payout_run',
        entityId: run.id,
        details: {
          reference,
          entry_count: ids.length,
          net_total: netPaise / 100,
          transaction_ids: ids,
          connectors: [...byConnector.values()].map((connector) => ({ employee_id: connector.employeeId, net_total: connector.paise / 100 })),
        },
      });
      return Number(run.id);
    });
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const dbError = databaseError(error);
    if (dbError?.code === '23505' && dbError.constraint === 'payout_runs_reference_unique') throw referenceTaken(reference);
    if (isRaceError(error)) throw conflict(RUN_CHANGED_CONCURRENTLY);
    throw error;
  }
}

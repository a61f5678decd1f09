import { sql } from 'drizzle-orm';
import type { PayoutRunRequest } from 'shared-contracts';
import type { AuthUser } from '../auth/auth-user';
import { queryRows, type Database } from '../../db/client';
import { conflict, fieldErrors, HttpError } from '../../http/errors';
import { recordAudit } from '../audit/record-audit';
import { rupees } from '../leads/lead-create';
import { databaseError, isRaceError } from '../lead-management/sql-helpers';
import { notify } from '../notifications/notify';
import { maskedAccountNumber } from '../tax-profile/tax-ids';
import { payoutHoldSql } from '../tax-profile/tax-profile-queries';

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
  entry_kind: 'commission' | 'tds' | 'gst';
  amount: number;
  is_processed: boolean;
}

/** A connector's part of a run, in paise (sums stay exact). */
interface ConnectorShare {
  employeeId: string;
  username: string;
  paise: number;
  commission: number;
  tds: number;
  gst: number;
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
  const shown = new Set(body.shown_entry_ids);
  const notShown = ids.filter((id) => !shown.has(id));
  if (notShown.length > 0) throw fieldErrors({ shown_entry_ids: [`The chosen entries must be among those shown: ${listIds(notShown)} are not.`] });
  const idArray = `{${ids.join(',')}}`;
  try {
    return await db.transaction(async (tx) => {
      const taken = await queryRows<{ id: number }>(tx, sql`select id from payout_runs where reference = ${reference}`);
      if (taken.length > 0) throw referenceTaken(reference);
      await tx.execute(sql`select id from transactions where id = any(${idArray}::int[]) order by id for update`);
      // A new statement after the lock: it reads the latest committed rows, even when it had to wait.
      const entries = await queryRows<LockedEntry>(
        tx,
        sql`select t.id, t.connector_id, e.employee_id, e.username, t.transaction_type, t.entry_kind, t.amount::float8 as amount, t.is_processed
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
      const byConnector = new Map<number, ConnectorShare>();
      for (const entry of entries) {
        const paise = Math.round(Number(entry.amount) * 100) * (entry.transaction_type === 'debit' ? -1 : 1);
        const current = byConnector.get(entry.connector_id) ?? { employeeId: entry.employee_id, username: entry.username, paise: 0, commission: 0, tds: 0, gst: 0 };
        current.paise += paise;
        if (entry.entry_kind === 'tds') current.tds -= paise;
        else if (entry.entry_kind === 'gst') current.gst += paise;
        else current.commission += paise;
        byConnector.set(entry.connector_id, current);
      }
      // Decided on the list as it was: a chosen connector's entry the reviewer never saw (a reversal
      // made after the list was loaded) would change what this connector should be paid.
      const shownArray = `{${[...new Set(body.shown_entry_ids)].join(',')}}`;
      const connectorArray = `{${[...byConnector.keys()].join(',')}}`;
      const unseen = await queryRows<{ employee_id: string; username: string }>(
        tx,
        sql`select distinct e.employee_id, e.username from transactions t join employees e on e.id = t.connector_id
            where not t.is_processed and t.connector_id = any(${connectorArray}::int[]) and not (t.id = any(${shownArray}::int[]))
            order by e.employee_id`,
      );
      if (unseen.length > 0) {
        const detail =
          `Since the list was loaded, new ledger entries arrived for ${unseen.map((connector) => `${connector.employee_id} (${connector.username})`).join(', ')}: ` +
          'nothing was paid. Reload the list and check the selection.';
        throw new HttpError(409, detail, { detail, connectors: unseen.map((connector) => connector.employee_id) });
      }
      // A tax entry is paid with the commission entry it was computed on, so every payout's figures trace.
      const apart = await queryRows<{ id: number; source_id: number; entry_kind: string }>(
        tx,
        sql`select x.id, x.tax_source_id as source_id, x.entry_kind from transactions x join transactions c on c.id = x.tax_source_id
            where not x.is_processed and not c.is_processed
              and ((x.tax_source_id = any(${idArray}::int[])) <> (x.id = any(${idArray}::int[])))
            order by x.id`,
      );
      if (apart.length > 0) {
        throw fieldErrors({
          transaction_ids: apart.map(
            (entry) => `Entry ${entry.source_id} and its ${entry.entry_kind.toUpperCase()} entry ${entry.id} are paid together: choose both or neither.`,
          ),
        });
      }
      // Payouts wait for a verified bank account (the profile's row is locked, so it cannot change under the run).
      await tx.execute(sql`select employee_id from tax_profiles where employee_id = any(${connectorArray}::int[]) order by employee_id for share`);
      const held = await queryRows<{ employee_id: string; username: string; hold: string }>(
        tx,
        sql`select e.employee_id, e.username, ${payoutHoldSql('p')} as hold from employees e left join tax_profiles p on p.employee_id = e.id
            where e.id = any(${connectorArray}::int[]) and (p.bank_account_object_id is null or p.bank_verified_at is null)
            order by e.employee_id`,
      );
      if (held.length > 0) {
        throw fieldErrors({
          transaction_ids: held.map((connector) => `Payouts to ${connector.employee_id} (${connector.username}) are held: ${connector.hold}`),
        });
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
      // Where each connector's money goes: the verified account on file now (locked above), kept with the run.
      const rupeesText = (paise: number) => (paise / 100).toFixed(2);
      for (const [connectorId, share] of byConnector) {
        await tx.execute(
          sql`insert into payout_run_transfers (payout_run_id, connector_id, bank_account_object_id, bank_account_last4, bank_ifsc, bank_account_holder,
                                                commission, tds, gst, net)
              select ${run.id}, p.employee_id, p.bank_account_object_id, p.bank_account_last4, p.bank_ifsc, p.bank_account_holder,
                     ${rupeesText(share.commission)}::numeric, ${rupeesText(share.tds)}::numeric, ${rupeesText(share.gst)}::numeric, ${rupeesText(share.paise)}::numeric
              from tax_profiles p where p.employee_id = ${connectorId}`,
        );
      }
      // Each connector is told what reached them, from the run's own figures (docs/payout-taxes.md).
      const paidOn = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', day: 'numeric', month: 'short', year: 'numeric' }).format(new Date());
      for (const [connectorId, share] of byConnector) {
        const [account] = await queryRows<{ last4: string }>(tx, sql`select bank_account_last4 as last4 from tax_profiles where employee_id = ${connectorId}`);
        const parts = [`Commission ${rupees(share.commission / 100)}`, `TDS ${rupees(share.tds / 100)}`];
        if (share.gst !== 0) parts.push(`GST ${rupees(share.gst / 100)}`);
        await notify(tx, {
          recipientId: connectorId,
          type: 'payout_paid',
          createdById: user.id,
          title: `Payout paid: ${rupees(share.paise / 100)}`,
          message:
            `**${rupees(share.paise / 100)}** was paid to your account ${account ? maskedAccountNumber(account.last4) : ''} on ${paidOn}, ` +
            `reference **${reference}**.\n${parts.join(' · ')}.`,
        });
      }
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
          connectors: [...byConnector.values()].map((connector) => ({
            employee_id: connector.employeeId,
            commission: connector.commission / 100,
            tds: connector.tds / 100,
            gst: connector.gst / 100,
            net_total: connector.paise / 100,
          })),
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

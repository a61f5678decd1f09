import { sql } from 'drizzle-orm';
import { DOCUMENT_STATES, type LeadDocumentsRequest, type LeadStatus, type LeadStatusChangeRequest } from 'shared-contracts';
import type { PayoutTaxSettings } from '../../config';
import type { AuthUser } from '../auth/auth-user';
import { queryRows, type Database, type Executor } from '../../db/client';
import { leadStatusHistory } from '../../db/schema';
import { conflict, fieldErrors, HttpError, notFound } from '../../http/errors';
import { recordAudit } from '../audit/record-audit';
import { rupees } from '../leads/lead-create';
import { notify } from '../notifications/notify';
import { commissionCreditDescription, commissionReversalDescription } from '../payouts/ledger-descriptions';
import { writeCommissionEntry } from '../payouts/tax-ledger';
import type { TaxLine } from '../payouts/tax-rules';
import { alreadyMessage, disallowedMoveMessage, movedSinceMessage } from './lead-pipeline-rules';
import { isRaceError } from './sql-helpers';

export const LEAD_NOT_FOUND = 'Lead not found.';
export const CHANGED_CONCURRENTLY = 'Someone else changed this lead at the same moment. Reload it and try again.';

const REMARK_MIN = 3;
const REMARK_MAX = 1000;

interface LockedLead {
  id: number;
  status: LeadStatus;
  payout_cycle: number;
  referred_by_id: number | null;
  customer_name: string;
  loan_amount: number;
  connectors_payout: number;
  payout: number;
  loan_type: string;
  bank_name: string;
  /** The highest payout cycle in the lead's ledger (0 when it has none). */
  last_cycle: number;
}

/**
 * Locks the lead's row for the rest of the transaction (a concurrent change of the same lead waits
 * here), then reads it in a new statement, so the data is the latest committed even after waiting.
 */
async function lockLead(tx: Executor, leadId: number): Promise<LockedLead> {
  const locked = await queryRows<{ id: number }>(tx, sql`select id from leads where id = ${leadId} for update`);
  if (locked.length === 0) throw notFound(LEAD_NOT_FOUND);
  const [lead] = await queryRows<LockedLead>(
    tx,
    sql`select l.id, l.status, l.payout_cycle, l.referred_by_id, l.customer_name, l.loan_amount::float8 as loan_amount,
               bl.connectors_payout::float8 as connectors_payout, round(l.loan_amount * bl.connectors_payout / 100, 2)::float8 as payout,
               lt.type as loan_type, b.name as bank_name,
               (select coalesce(max(t.lead_payout_cycle), 0) from transactions t where t.lead_id = l.id)::int as last_cycle
        from leads l
          join bank_loans bl on bl.id = l.bank_loan_id
          join banks b on b.id = bl.bank_id
          join loan_types lt on lt.id = bl.loan_type_id
        where l.id = ${leadId}`,
  );
  if (!lead) throw notFound(LEAD_NOT_FOUND);
  return { ...lead, payout_cycle: Number(lead.payout_cycle), last_cycle: Number(lead.last_cycle), payout: Number(lead.payout) };
}

/** Runs a change of one lead in a transaction; a conflict with a concurrent change (unique index, payout invariant at commit, deadlock) answers 409. */
export async function inLeadTransaction<T>(db: Database, work: (tx: Executor) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(work);
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if (isRaceError(error)) throw conflict(CHANGED_CONCURRENTLY);
    throw error;
  }
}

/** Notification text is rendered with **bold** markers: keep a remark from opening or closing one. */
const plain = (text: string) => text.replace(/\*{2,}/g, '*');

/** What a status change wrote to the ledger (for the audit entry and the notification). */
type LedgerEffect =
  | { kind: 'credit'; amount: number; cycle: number; taxes: TaxLine[] }
  | { kind: 'debit'; amount: number; cycle: number; taxes: TaxLine[] }
  | { kind: 'none'; reason?: 'no_referrer' | 'zero_payout' | 'no_open_credit' };

/**
 * POST /leads/manage/leads/{id}/status/ : moves the lead along the state machine in one transaction:
 * lock the lead, check the move, write the ledger (approval: a credit of the new payout cycle;
 * reversal: a debit of the current cycle's credit) with the taxes on it (TDS, GST: docs/payout-taxes.md),
 * update the lead conditionally, add the timeline row, the audit entry and the referrer's notification
 * (docs/back-office-api.md).
 */
export async function changeLeadStatus(
  db: Database,
  taxSettings: PayoutTaxSettings,
  user: AuthUser,
  leadId: number,
  body: LeadStatusChangeRequest,
): Promise<void> {
  const remark = body.remark.trim();
  if (remark.length === 0) throw fieldErrors({ remark: ['This field may not be blank.'] });
  if (remark.length < REMARK_MIN) throw fieldErrors({ remark: [`Ensure this field has at least ${REMARK_MIN} characters.`] });
  if (remark.length > REMARK_MAX) throw fieldErrors({ remark: [`Ensure this field has no more than ${REMARK_MAX} characters.`] });
  const to = body.status;

  await inLeadTransaction(db, async (tx) => {
    const lead = await lockLead(tx, leadId);
    const from = lead.status;
    // Decided on a view that is no longer true (an approval landed between this reviewer's look and
    // their reject, which would now reverse the payout): nothing moves, the caller sees the status now.
    if (from !== body.from_status) {
      const detail = movedSinceMessage(body.from_status, from);
      throw new HttpError(409, detail, { detail, status: from });
    }
    if (from === to) throw conflict(alreadyMessage(to));
    const disallowed = disallowedMoveMessage(from, to);
    if (disallowed) throw fieldErrors({ status: [disallowed] });

    let effect: LedgerEffect = { kind: 'none' };
    let payoutCycle = lead.payout_cycle;
    if (to === 'approved') {
      if (lead.referred_by_id === null) {
        effect = { kind: 'none', reason: 'no_referrer' };
        payoutCycle = 0;
      } else if (!(lead.payout > 0)) {
        // Nothing to pay: no ledger entry and no open cycle (the invariant wants cycle 0 then).
        effect = { kind: 'none', reason: 'zero_payout' };
        payoutCycle = 0;
      } else {
        // The next cycle after every cycle the ledger has seen (a zero-payout approval leaves the lead at cycle 0).
        payoutCycle = Math.max(lead.payout_cycle, lead.last_cycle) + 1;
        const taxes = await writeCommissionEntry(tx, taxSettings, {
          connectorId: lead.referred_by_id,
          leadId: lead.id,
          type: 'credit',
          amount: lead.payout,
          customerName: lead.customer_name,
          cycle: payoutCycle,
          description: commissionCreditDescription({
            customerName: lead.customer_name,
            loanType: lead.loan_type,
            bankName: lead.bank_name,
            payoutPercent: lead.connectors_payout,
            loanAmount: lead.loan_amount,
          }),
        });
        effect = { kind: 'credit', amount: lead.payout, cycle: payoutCycle, taxes };
      }
    } else if (from === 'approved' && lead.payout_cycle > 0) {
      // A reversal debits the current cycle's credit, to the connector it was credited to.
      const [credit] = await queryRows<{ id: number; connector_id: number; amount: number }>(
        tx,
        sql`select id, connector_id, amount::float8 as amount from transactions
            where lead_id = ${lead.id} and transaction_type = 'credit' and lead_payout_cycle = ${lead.payout_cycle}`,
      );
      if (credit) {
        const taxes = await writeCommissionEntry(tx, taxSettings, {
          connectorId: credit.connector_id,
          leadId: lead.id,
          type: 'debit',
          amount: Number(credit.amount),
          customerName: lead.customer_name,
          cycle: lead.payout_cycle,
          description: commissionReversalDescription(lead.customer_name),
          reversedCreditId: Number(credit.id),
        });
        effect = { kind: 'debit', amount: Number(credit.amount), cycle: lead.payout_cycle, taxes };
      } else {
        effect = { kind: 'none', reason: 'no_open_credit' };
      }
    }

    const updated = await queryRows<{ id: number }>(
      tx,
      sql`update leads set status = ${to}, payout_cycle = ${payoutCycle}, updated_at = now()
          where id = ${lead.id} and status = ${from} returning id`,
    );
    if (updated.length === 0) throw conflict(CHANGED_CONCURRENTLY);
    await tx.insert(leadStatusHistory).values({
      event: 'status',
      leadId: lead.id,
      fromStatus: from,
      toStatus: to,
      changedById: user.id,
      note: remark,
    });
    await recordAudit(tx, {
      actorId: user.id,
      action: 'lead.status_changed',
      entityType: 'lead',
      entityId: lead.id,
      details: {
        from,
        to,
        remark,
        payout_cycle: payoutCycle,
        ledger:
          effect.kind === 'none'
            ? null
            : {
                type: effect.kind,
                amount: effect.amount,
                cycle: effect.cycle,
                taxes: effect.taxes.map(({ kind, type, base, rate, amount }) => ({ kind, type, base, rate, amount })),
              },
        ...(effect.kind === 'none' && effect.reason ? { no_ledger_entry: effect.reason } : {}),
      },
    });
    if (lead.referred_by_id !== null) {
      await notify(tx, {
        recipientId: lead.referred_by_id,
        type: 'lead_status',
        leadId: lead.id,
        createdById: user.id,
        ...statusNotification(lead, from, to, remark, effect),
      });
    }
  });
}

function statusNotification(lead: LockedLead, from: LeadStatus, to: LeadStatus, remark: string, effect: LedgerEffect) {
  const customer = lead.customer_name;
  const note = plain(remark);
  if (to === 'approved') {
    const payout = effect.kind === 'credit' ? ` Your payout: **${rupees(effect.amount)}**.` : '';
    return {
      title: `Lead approved: ${customer}`,
      message: `The ${lead.loan_type} of **${rupees(lead.loan_amount)}** for ${customer} was approved.${payout}\nRemark: ${note}`,
    };
  }
  if (to === 'rejected') {
    const reversal =
      from === 'approved'
        ? effect.kind === 'debit'
          ? ` after its approval; the payout of **${rupees(effect.amount)}** is reversed`
          : ' after its approval'
        : '';
    return {
      title: `Lead rejected: ${customer}`,
      message: `The ${lead.loan_type} lead for **${customer}** was rejected${reversal}.\nReason: **${note}**`,
    };
  }
  return {
    title: `Lead reopened: ${customer}`,
    message: `The ${lead.loan_type} lead for **${customer}** was reopened and is being processed again.\nRemark: **${note}**`,
  };
}

const MAX_NAMED = 10;
const shortName = (name: string) => (name.length > 60 ? `${name.slice(0, 57)}...` : name);

/** The `document_pending` the referrer gets when staff set checklist documents back to Pending. */
export function documentsPendingNotification(customerName: string, loanType: string, documents: readonly string[]) {
  const named = documents.map((name) => `**${plain(name)}**`);
  const list = named.length === 1 ? named[0] : `${named.slice(0, -1).join(', ')} and ${named[named.length - 1]}`;
  const verb = documents.length === 1 ? 'is' : 'are';
  return {
    title: `Documents pending: ${customerName}`,
    message: `${list} ${verb} missing or must be uploaded again for the ${loanType} lead of **${plain(customerName)}**.`,
  };
}

/**
 * PATCH /leads/manage/leads/{id}/documents/ : sets the state of some checklist documents. Every name
 * must be in the lead's checklist (400 on `documents` naming the others). Only real changes are
 * written: the checklist, one timeline row per document (read back as one timeline event for the
 * save, `timelineEvents` in features/leads/lead-queries.ts), one audit entry, and when documents went
 * back to Pending (missing, or to be uploaded again) one `document_pending` notification to the
 * referrer naming them all.
 */
export async function updateLeadDocuments(db: Database, user: AuthUser, leadId: number, body: LeadDocumentsRequest): Promise<void> {
  const requested = Object.entries(body.documents);
  for (const [, state] of requested) {
    if (!(DOCUMENT_STATES as readonly string[]).includes(state)) throw fieldErrors({ documents: ['Select a valid choice.'] });
  }
  await inLeadTransaction(db, async (tx) => {
    const locked = await queryRows<{ id: number }>(tx, sql`select id from leads where id = ${leadId} for update`);
    if (locked.length === 0) throw notFound(LEAD_NOT_FOUND);
    const [lead] = await queryRows<{ status: string; checklist: unknown; referred_by_id: number | null; customer_name: string; loan_type: string }>(
      tx,
      sql`select l.status, l.documents_checklist as checklist, l.referred_by_id, l.customer_name, lt.type as loan_type
          from leads l join bank_loans bl on bl.id = l.bank_loan_id join loan_types lt on lt.id = bl.loan_type_id
          where l.id = ${leadId}`,
    );
    if (!lead) throw notFound(LEAD_NOT_FOUND);
    const raw = typeof lead.checklist === 'string' ? (JSON.parse(lead.checklist) as unknown) : lead.checklist;
    const checklist: Record<string, string> = raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, string>) : {};
    const unknown = requested.map(([name]) => name).filter((name) => !Object.prototype.hasOwnProperty.call(checklist, name));
    if (unknown.length > 0) {
      const named = unknown.slice(0, MAX_NAMED).map((name) => `"${shortName(name)}"`).join(', ');
      const more = unknown.length > MAX_NAMED ? ` and ${unknown.length - MAX_NAMED} more` : '';
      throw fieldErrors({
        documents: [`${unknown.length === 1 ? 'This document is' : 'These documents are'} not in the lead's checklist: ${named}${more}.`],
      });
    }
    const changes = requested.filter(([name, state]) => checklist[name] !== state);
    if (changes.length === 0) return;
    const patch = Object.fromEntries(changes);
    await tx.execute(
      sql`update leads set documents_checklist = documents_checklist || ${JSON.stringify(patch)}::jsonb, updated_at = now() where id = ${leadId}`,
    );
    // Pages waiting for review take a Verified set here as they would a Verify (features/lead-documents).
    const verified = changes.filter(([, state]) => state === 'Verified').map(([name]) => name);
    if (verified.length > 0) {
      await tx.execute(
        sql`update lead_document_pages set state = 'verified' where lead_id = ${leadId} and state = 'submitted' and document_name in (${sql.join(verified.map((name) => sql`${name}`), sql`, `)})`,
      );
    }
    await tx.insert(leadStatusHistory).values(
      changes.map(([name, state]) => ({
        event: 'document',
        documentName: name,
        documentState: state,
        leadId,
        fromStatus: lead.status,
        toStatus: lead.status,
        changedById: user.id,
      })),
    );
    await recordAudit(tx, {
      actorId: user.id,
      action: 'lead.documents_updated',
      entityType: 'lead',
      entityId: leadId,
      details: { documents: Object.fromEntries(changes.map(([name, state]) => [name, { from: checklist[name] ?? null, to: state }])) },
    });
    // A real change to Pending comes from Submitted or Verified: the document is missing after all.
    const pending = changes.filter(([, state]) => state === 'Pending').map(([name]) => name);
    if (pending.length > 0 && lead.referred_by_id !== null && lead.referred_by_id !== user.id) {
      await notify(tx, {
        recipientId: lead.referred_by_id,
        type: 'document_pending',
        leadId,
        createdById: user.id,
        ...documentsPendingNotification(lead.customer_name, lead.loan_type, pending),
      });
    }
  });
}

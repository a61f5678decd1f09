import { sql } from 'drizzle-orm';
import type { BranchChoices, LeadBranchChangeRequest } from 'shared-contracts';
import { queryRows, type Database } from '../../db/client';
import { leadStatusHistory } from '../../db/schema';
import { conflict, fieldErrors, HttpError, notFound } from '../../http/errors';
import { INT4_MAX } from '../../http/schemas';
import { recordAudit } from '../audit/record-audit';
import type { AuthUser } from '../auth/auth-user';
import { branchesOfBankLoan } from '../leads/branch-candidates';
import { branchChoices } from '../leads/branch-choice';
import { notABranchOf } from '../leads/lead-create';
import { CHANGED_CONCURRENTLY, inLeadTransaction, LEAD_NOT_FOUND } from './lead-pipeline';

/**
 * The back office moves a lead to another branch of its bank, or leaves it without one
 * (docs/back-office-api.md, "Bank branch"): the rule's choice at creation is evidence-based but not
 * always right (a customer banking near their office, a branch opened since), and the bank must
 * receive the file at the office that will handle it.
 */

/**
 * GET /leads/manage/leads/{id}/branch-choices/ : the branches of the lead's bank ranked by the rule
 * for the lead's address and the territory it was created in; null when there is no such lead.
 */
export async function managedLeadBranchChoices(db: Database, leadId: number): Promise<BranchChoices | null> {
  const [lead] = await queryRows<{ bank_loan_id: number; customer_address: string; territory_name: string | null; territory_level: string | null }>(
    db,
    sql`select l.bank_loan_id, l.customer_address, t.name as territory_name, t.level as territory_level
        from leads l left join territories t on t.id = l.territory_id
        where l.id = ${leadId}`,
  );
  if (!lead) return null;
  const bank = await branchesOfBankLoan(db, Number(lead.bank_loan_id));
  const territory = lead.territory_name !== null && lead.territory_level !== null ? { name: lead.territory_name, level: lead.territory_level } : null;
  return branchChoices(bank?.branches ?? [], { address: lead.customer_address, territory }, 'connector');
}

interface BranchRef {
  id: number;
  branch_name: string;
  state: string;
}

const branchName = (branch: BranchRef | null) => (branch ? branch.branch_name : 'no branch');

/** 409 detail when the lead's branch changed since the reviewer opened it: nothing was changed. */
export const branchMovedSinceMessage = (now: BranchRef | null) =>
  `This lead's branch changed to ${branchName(now)} since you opened it: nothing was changed. Check it again before changing it.`;

/** 400 on `bank_branch` when the lead already is where the request would move it. */
export const alreadyAtMessage = (branch: BranchRef | null) =>
  branch ? `This lead is already at ${branch.branch_name}.` : 'This lead already has no branch.';

/**
 * POST /leads/manage/leads/{id}/branch/ : in one transaction, lock the lead; refuse (409, nothing
 * written) when its branch is no longer the one the reviewer saw (`from_bank_branch`); check the new
 * branch is one of the lead's bank's (400 on `bank_branch`); move the lead, add the timeline row (the
 * branch names before and after, the remark) and the audit entry.
 */
export async function changeLeadBranch(db: Database, user: AuthUser, leadId: number, body: LeadBranchChangeRequest): Promise<void> {
  const remark = body.remark?.trim() || null;
  await inLeadTransaction(db, async (tx) => {
    const locked = await queryRows<{ id: number }>(tx, sql`select id from leads where id = ${leadId} for update`);
    if (locked.length === 0) throw notFound(LEAD_NOT_FOUND);
    const [lead] = await queryRows<{ status: string; bank_id: number; bank_name: string; branch_id: number | null; branch_name: string | null; branch_state: string | null }>(
      tx,
      sql`select l.status, bl.bank_id, b.name as bank_name, bb.id as branch_id, bb.branch_name, bb.state as branch_state
          from leads l
            join bank_loans bl on bl.id = l.bank_loan_id
            join banks b on b.id = bl.bank_id
            left join bank_branches bb on bb.id = l.bank_branch_id
          where l.id = ${leadId}`,
    );
    if (!lead) throw notFound(LEAD_NOT_FOUND);
    const current: BranchRef | null =
      lead.branch_id !== null && lead.branch_name !== null ? { id: Number(lead.branch_id), branch_name: lead.branch_name, state: lead.branch_state ?? '' } : null;
    // Decided on a view that is no longer true (someone else moved it meanwhile): nothing moves, the
    // caller is told where the lead is now.
    if ((current?.id ?? null) !== body.from_bank_branch) {
      const detail = branchMovedSinceMessage(current);
      throw new HttpError(409, detail, { detail, bank_branch: current });
    }
    if ((current?.id ?? null) === body.bank_branch) throw fieldErrors({ bank_branch: [alreadyAtMessage(current)] });

    let next: BranchRef | null = null;
    if (body.bank_branch !== null) {
      const [branch] =
        body.bank_branch <= INT4_MAX
          ? await queryRows<BranchRef>(tx, sql`select id, branch_name, state from bank_branches where id = ${body.bank_branch} and bank_id = ${lead.bank_id}`)
          : [];
      if (!branch) throw fieldErrors({ bank_branch: [notABranchOf(lead.bank_name)] });
      next = { id: Number(branch.id), branch_name: branch.branch_name, state: branch.state };
    }

    const updated = await queryRows<{ id: number }>(
      tx,
      sql`update leads set bank_branch_id = ${next?.id ?? null}, updated_at = now()
          where id = ${leadId} and bank_branch_id is not distinct from ${current?.id ?? null} returning id`,
    );
    if (updated.length === 0) throw conflict(CHANGED_CONCURRENTLY);
    await tx.insert(leadStatusHistory).values({
      event: 'branch',
      leadId,
      fromStatus: lead.status,
      toStatus: lead.status,
      changedById: user.id,
      note: remark,
      fromBankBranch: current?.branch_name ?? null,
      toBankBranch: next?.branch_name ?? null,
    });
    await recordAudit(tx, {
      actorId: user.id,
      action: 'lead.branch_changed',
      entityType: 'lead',
      entityId: leadId,
      details: { from: current, to: next, remark },
    });
  });
}

import { and, eq } from 'drizzle-orm';
import { formatRupeeAmount } from 'shared-contracts/rupees';
import type { LeadCreateRequest } from 'shared-contracts';
import { isBackOffice } from 'shared-contracts';
import type { AuthUser } from '../auth/auth-user';
import type { Database } from '../../db/client';
import { bankLoans, banks, employeeManagers, employees, leads, leadStatusHistory, loanTypes, territories } from '../../db/schema';
import { fieldErrors } from '../../http/errors';
import { INT4_MAX } from '../../http/schemas';
import { notifyMany, plainText } from '../notifications/notify-many';
import { branchesOfBank } from './branch-candidates';
import { chooseBranch, type TerritoryRef } from './branch-choice';

export const INVALID_LOAN_TYPE = 'Select a valid loan type.';
export const NOT_BLANK = 'This field may not be blank.';

/** An amount as users read it everywhere in the portal: "₹25,00,000", paise kept when present. */
export const rupees = formatRupeeAmount;

/** "PAN Card, Aadhaar Card, Form 16" -> {"PAN Card": "Pending", "Aadhaar Card": "Pending", "Form 16": "Pending"}. */
export function pendingChecklist(requiredDocuments: string): Record<string, string> {
  const names = requiredDocuments
    .split(',')
    .map((name) => name.trim().replace(/\s+/g, ' '))
    .filter((name) => name.length > 0);
  return Object.fromEntries(names.map((name) => [name, 'Pending']));
}

export interface Referrer {
  id: number;
  employeeId: string;
  username: string;
  territoryId: number | null;
  /** The assigned territory's name and level (the branch rule reads a cluster's name). */
  territory: TerritoryRef | null;
}

async function findActiveConnector(db: Database, employeeId: string): Promise<Referrer | null> {
  const [row] = await db
    .select({
      id: employees.id,
      employeeId: employees.employeeId,
      username: employees.username,
      territoryId: employees.assignedTerritoryId,
      territoryName: territories.name,
      territoryLevel: territories.level,
    })
    .from(employees)
    .leftJoin(territories, eq(territories.id, employees.assignedTerritoryId))
    .where(and(eq(employees.employeeId, employeeId), eq(employees.role, 'connector'), eq(employees.isActive, true)))
    .limit(1);
  if (!row) return null;
  const territory = row.territoryName !== null && row.territoryLevel !== null ? { name: row.territoryName, level: row.territoryLevel } : null;
  return { id: row.id, employeeId: row.employeeId, username: row.username, territoryId: row.territoryId, territory };
}

/** The signed-in user as the referrer of a lead. */
function selfReferrer(user: AuthUser): Referrer {
  const territory = user.profile.assigned_territory;
  return { id: user.id, employeeId: user.employeeId, username: user.username, territoryId: territory?.id ?? null, territory };
}

/**
 * Who refers a lead: the caller naming themselves (any case); the back office may also name any
 * active connector. Otherwise the message for `referred_by_employee_id`.
 */
export async function leadReferrer(db: Database, user: AuthUser, employeeId: string): Promise<{ referrer: Referrer } | { error: string }> {
  const wanted = employeeId.trim().toUpperCase();
  if (wanted === user.employeeId) return { referrer: selfReferrer(user) };
  if (!isBackOffice(user.role)) return { error: 'You can only refer a lead as yourself.' };
  const referrer = await findActiveConnector(db, wanted);
  return referrer ? { referrer } : { error: 'Select an active connector.' };
}

/** 400 on `bank_branch` when the named branch is not one of the bank's. */
export const notABranchOf = (bankName: string) => `Select a branch of ${bankName}, or no branch.`;

/** The `referral_notification` a reporting manager gets when a connector below them adds a lead. */
export function referralNotification(lead: {
  connectorName: string;
  connectorEmployeeId: string;
  customerName: string;
  loanType: string;
  bankName: string;
  amount: number;
  addedBy: string | null;
}) {
  const addedBy = lead.addedBy === null ? '' : `\nAdded by ${plainText(lead.addedBy)} on their behalf.`;
  return {
    title: `New lead from ${lead.connectorName}`,
    message:
      `**${plainText(lead.connectorName)}** (${lead.connectorEmployeeId}) referred **${plainText(lead.customerName)}** ` +
      `for a **${plainText(lead.loanType)}** of **${rupees(lead.amount)}** with ${plainText(lead.bankName)}.${addedBy}`,
  };
}

export type LeadTransaction = Parameters<Parameters<Database['transaction']>[0]>[0];

const hasMoreThanTwoDecimals = (amount: number) => Math.abs(amount * 100 - Math.round(amount * 100)) > 1e-6;

/**
 * Checks a lead creation request field by field (400 `{"field": ["message"]}` with every problem
 * found), takes the bank branch the caller chose or else the one the branch rule gives the address and
 * the referrer's territory (branch-choice.ts; none when nothing speaks for any), then inserts the lead, its first status row and a `referral_notification` for each active
 * direct reporting manager of the referring connector (never the one who added it) in one
 * transaction (docs/notification-events.md). Answers the new id.
 */
export async function createLead(
  db: Database,
  user: AuthUser,
  body: LeadCreateRequest,
  /** Runs last inside the transaction, with the new lead's id (e.g. to store the answer for an idempotency key). */
  inTransaction?: (tx: LeadTransaction, leadId: number) => Promise<void>,
): Promise<number> {
  const errors: Record<string, string[]> = {};
  const customerName = body.customer_name.trim().replace(/\s+/g, ' ');
  if (customerName === '') errors.customer_name = [NOT_BLANK];
  const customerAddress = body.customer_address.trim();
  if (customerAddress === '') errors.customer_address = [NOT_BLANK];
  const remarks = body.remarks?.trim() || null;

  const amount = body.loan_amount;
  const amountValid = !hasMoreThanTwoDecimals(amount);
  if (!amountValid) errors.loan_amount = ['Ensure that there are no more than 2 decimal places.'];

  const [bankLoan] =
    body.loan_type <= INT4_MAX
      ? await db
          .select({
            bankId: bankLoans.bankId,
            requiredDocuments: bankLoans.requiredDocuments,
            min: bankLoans.minLoanAmount,
            max: bankLoans.maxLoanAmount,
            bankName: banks.name,
            loanType: loanTypes.type,
          })
          .from(bankLoans)
          .innerJoin(banks, eq(banks.id, bankLoans.bankId))
          .innerJoin(loanTypes, eq(loanTypes.id, bankLoans.loanTypeId))
          .where(eq(bankLoans.id, body.loan_type))
          .limit(1)
      : [];
  if (!bankLoan) errors.loan_type = [INVALID_LOAN_TYPE];
  else if (amountValid && bankLoan.min !== null && amount < bankLoan.min) {
    errors.loan_amount = [`Ensure this amount is at least ${rupees(bankLoan.min)} for this loan.`];
  } else if (amountValid && bankLoan.max !== null && amount > bankLoan.max) {
    errors.loan_amount = [`Ensure this amount is at most ${rupees(bankLoan.max)} for this loan.`];
  }

  // The referrer is the caller; the back office may also refer for any active connector.
  const named = await leadReferrer(db, user, body.referred_by_employee_id);
  const referrer = 'referrer' in named ? named.referrer : null;
  if ('error' in named) errors.referred_by_employee_id = [named.error];
  if (referrer) {
    const own = referrer.id === user.id;
    if (referrer.territoryId === null) {
      errors.branch = [own ? 'You have no assigned territory, so you cannot add a lead.' : 'This connector has no assigned territory.'];
    } else if (body.branch !== referrer.territoryId) {
      errors.branch = [own ? 'Select your assigned territory.' : "Select the connector's assigned territory."];
    }
  }

  // The connector's choice among the bank's branches (null: none yet), else the branch rule.
  const branches = bankLoan ? await branchesOfBank(db, bankLoan.bankId) : [];
  let bankBranchId: number | null = null;
  if (bankLoan && body.bank_branch !== undefined && body.bank_branch !== null) {
    const chosen = body.bank_branch;
    if (branches.some((branch) => branch.id === chosen)) bankBranchId = chosen;
    else errors.bank_branch = [notABranchOf(bankLoan.bankName)];
  }
  if (Object.keys(errors).length > 0 || !bankLoan || !referrer || referrer.territoryId === null) throw fieldErrors(errors);

  const territoryId = referrer.territoryId;
  if (body.bank_branch === undefined) {
    bankBranchId = chooseBranch(branches, { address: customerAddress, territory: referrer.territory })?.id ?? null;
  }
  return db.transaction(async (tx) => {
    const [lead] = await tx
      .insert(leads)
      .values({
        customerName,
        customerMobile: body.customer_mobile,
        customerAddress,
        bankLoanId: body.loan_type,
        bankBranchId,
        territoryId,
        loanAmount: amount,
        status: 'processing',
        remarks,
        documentsChecklist: pendingChecklist(bankLoan.requiredDocuments),
        referredById: referrer.id,
        createdById: user.id,
      })
      .returning({ id: leads.id, createdAt: leads.createdAt });
    if (!lead) throw new Error('Lead insert returned nothing');
    await tx.insert(leadStatusHistory).values({
      event: 'created',
      leadId: lead.id,
      fromStatus: null,
      toStatus: 'processing',
      changedById: user.id,
      note: remarks,
      changedAt: lead.createdAt,
    });
    // The referrer's reporting managers hear of the lead; whoever added it (the connector, or staff
    // adding it on their behalf) already knows. No document_pending here: every checklist starts
    // Pending and the connector who just added the lead sees it (docs/notification-events.md).
    const managers = await tx
      .select({ id: employees.id })
      .from(employeeManagers)
      .innerJoin(employees, eq(employees.id, employeeManagers.managerId))
      .where(and(eq(employeeManagers.employeeId, referrer.id), eq(employees.isActive, true)))
      .orderBy(employees.id);
    const text = referralNotification({
      connectorName: referrer.username,
      connectorEmployeeId: referrer.employeeId,
      customerName,
      loanType: bankLoan.loanType,
      bankName: bankLoan.bankName,
      amount,
      addedBy: referrer.id === user.id ? null : user.username,
    });
    await notifyMany(
      tx,
      managers
        .filter((manager) => manager.id !== user.id)
        .map((manager) => ({ recipientId: manager.id, type: 'referral_notification' as const, leadId: lead.id, createdById: user.id, ...text })),
    );
    await inTransaction?.(tx, lead.id);
    return lead.id;
  });
}

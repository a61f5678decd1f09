import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { LeadDetail, LeadStatusChange, OpenLeadsByMobile } from 'shared-contracts';
import { queryRows, type Database } from '../../db/client';
import { prepared } from '../../db/prepared';
import { bankBranches, bankLoans, banks, employees, leads, leadStatusHistory, loanTypes } from '../../db/schema';

const referrers = alias(employees, 'referrers');
const creators = alias(employees, 'creators');
const changers = alias(employees, 'changers');

const personRef = (employeeId: string | null, name: string | null) =>
  employeeId !== null && name !== null ? { user_name: name, employee_id: employeeId } : null;

/**
 * The two lists a connector can grow to thousands of rows (my leads, the payout ledger) are built as
 * JSON by PostgreSQL in the contract's shape and sent as they are: Node neither maps nor re-serialises
 * thousands of rows (docs/leads.md, "Long lists"). Timestamps use JavaScript's ISO format.
 */
export const isoTime = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);
export const personJson = (alias: string) =>
  sql.raw(`case when ${alias}.id is null then null else json_build_object('user_name', ${alias}.username, 'employee_id', ${alias}.employee_id) end`);

/** Leads the user referred or created, newest first: the JSON text of `LeadListItem[]`. */
export async function myLeadsJson(db: Database, userId: number): Promise<string> {
  const [row] = await queryRows<{ body: string }>(
    db,
    sql`select coalesce(json_agg(json_build_object(
          'id', l.id, 'customer_name', l.customer_name, 'customer_mobile', l.customer_mobile, 'loan', l.bank_loan_id,
          'loan_type_name', lt.type, 'loan_amount', l.loan_amount::float8, 'status', l.status,
          'referred_by', ${personJson('r')}, 'created_by', ${personJson('c')}, 'created_at', ${isoTime('l.created_at')}
        ) order by l.created_at desc, l.id desc), '[]')::text as body
      from leads l
        left join bank_loans bl on bl.id = l.bank_loan_id
        left join loan_types lt on lt.id = bl.loan_type_id
        left join employees r on r.id = l.referred_by_id
        left join employees c on c.id = l.created_by_id
      where l.referred_by_id = ${userId} or l.created_by_id = ${userId}`,
  );
  return row?.body ?? '[]';
}

/**
 * The user's payout ledger, newest first, as the JSON text of `BonusResponse`; bonus_amount is
 * processed credits minus processed debits (commission, less TDS, plus GST: what was paid). A paid
 * entry names its payout run's reference and date.
 */
export async function bonusJson(db: Database, userId: number): Promise<string> {
  const [row] = await queryRows<{ body: string }>(
    db,
    sql`select json_build_object(
          'bonus_amount', coalesce(sum(case when t.is_processed then (case when t.transaction_type = 'debit' then -t.amount else t.amount end) end), 0)::float8,
          'transactions', coalesce(json_agg(json_build_object(
            'id', t.id, 'transaction_type', t.transaction_type, 'entry_kind', t.entry_kind, 'amount', t.amount::float8,
            'description', t.description, 'created_at', ${isoTime('t.created_at')}, 'is_processed', t.is_processed,
            'payout', case when pr.id is null then null else json_build_object('reference', pr.reference, 'paid_at', ${isoTime('pr.created_at')}) end,
            'lead_details', case when l.id is null then null
              else json_build_object('customer_name', l.customer_name, 'loan_amount', l.loan_amount::float8) end,
            'loan_details', case when b.id is null or lt.id is null then null
              else json_build_object('bank_name', b.name, 'loan_type', lt.type, 'connectors_payout', bl.connectors_payout::float8,
                'cp_payout', bl.cp_payout::float8) end
          ) order by t.created_at desc, t.id desc) filter (where t.id is not null), '[]')
        )::text as body
      from transactions t
        left join payout_runs pr on pr.id = t.payout_run_id
        left join leads l on l.id = t.lead_id
        left join bank_loans bl on bl.id = l.bank_loan_id
        left join banks b on b.id = bl.bank_id
        left join loan_types lt on lt.id = bl.loan_type_id
      where t.connector_id = ${userId}`,
  );
  return row?.body ?? '{"bonus_amount":0,"transactions":[]}';
}

const leadDetailQuery = (db: Database) =>
  db
    .select({
      id: leads.id,
      customerName: leads.customerName,
      customerMobile: leads.customerMobile,
      customerAddress: leads.customerAddress,
      bankLoanId: leads.bankLoanId,
      loanTypeName: loanTypes.type,
      loanAmount: leads.loanAmount,
      status: leads.status,
      remarks: leads.remarks,
      documentsChecklist: leads.documentsChecklist,
      bankName: banks.name,
      branchId: bankBranches.id,
      branchName: bankBranches.branchName,
      branchState: bankBranches.state,
      referredById: leads.referredById,
      createdById: leads.createdById,
      referrerId: referrers.employeeId,
      referrerName: referrers.username,
      creatorId: creators.employeeId,
      creatorName: creators.username,
      createdAt: leads.createdAt,
      bankId: bankLoans.bankId,
      connectorsPayout: bankLoans.connectorsPayout,
      payoutAmount: sql<number>`round(${leads.loanAmount} * ${bankLoans.connectorsPayout} / 100, 2)::float8`,
      payoutCycle: leads.payoutCycle,
    })
    .from(leads)
    .leftJoin(bankLoans, eq(bankLoans.id, leads.bankLoanId))
    .leftJoin(loanTypes, eq(loanTypes.id, bankLoans.loanTypeId))
    .leftJoin(banks, eq(banks.id, bankLoans.bankId))
    .leftJoin(bankBranches, eq(bankBranches.id, leads.bankBranchId))
    .leftJoin(referrers, eq(referrers.id, leads.referredById))
    .leftJoin(creators, eq(creators.id, leads.createdById))
    .where(eq(leads.id, sql.placeholder('leadId')))
    .limit(1)
    .prepare('lead_detail');

const statusHistoryQuery = (db: Database) =>
  db
    .select({
      event: leadStatusHistory.event,
      documentName: leadStatusHistory.documentName,
      documentState: leadStatusHistory.documentState,
      fromStatus: leadStatusHistory.fromStatus,
      toStatus: leadStatusHistory.toStatus,
      changedAt: leadStatusHistory.changedAt,
      note: leadStatusHistory.note,
      changedById: leadStatusHistory.changedById,
      changerId: changers.employeeId,
      changerName: changers.username,
      fromBankBranch: leadStatusHistory.fromBankBranch,
      toBankBranch: leadStatusHistory.toBankBranch,
    })
    .from(leadStatusHistory)
    .leftJoin(changers, eq(changers.id, leadStatusHistory.changedById))
    .where(eq(leadStatusHistory.leadId, sql.placeholder('leadId')))
    .orderBy(asc(leadStatusHistory.changedAt), asc(leadStatusHistory.id))
    .prepare('lead_status_history');

/** One row of `lead_status_history` with the name of whoever wrote it, as the timeline query reads it. */
export interface TimelineRow {
  event: string;
  documentName: string | null;
  documentState: string | null;
  fromStatus: string | null;
  toStatus: string;
  changedAt: Date;
  note: string | null;
  changedById: number | null;
  changerId: string | null;
  changerName: string | null;
  fromBankBranch: string | null;
  toBankBranch: string | null;
}

/**
 * The rows of one save of checklist documents: `updateLeadDocuments` writes one row per changed
 * document in a single insert, so they share the author and the transaction's timestamp (`now()`), and
 * nothing else is written to the lead's timeline in between (the lead is locked).
 */
function sameDocumentSave(previous: TimelineRow, row: TimelineRow): boolean {
  return (
    previous.event === 'document' &&
    row.event === 'document' &&
    previous.changedById === row.changedById &&
    previous.changedAt.getTime() === row.changedAt.getTime()
  );
}

/**
 * The lead's timeline, oldest first: one event per row, except that the document rows of one save
 * become one event listing all of them, so a save of seven documents reads as one entry, not seven.
 */
export function timelineEvents(rows: readonly TimelineRow[]): LeadStatusChange[] {
  const events: LeadStatusChange[] = [];
  rows.forEach((row, index) => {
    const previous = index > 0 ? rows[index - 1] : undefined;
    const change = row.documentName !== null && row.documentState !== null ? { document: row.documentName, document_state: row.documentState } : null;
    const last = events.at(-1);
    if (previous && last && change && sameDocumentSave(previous, row)) {
      last.documents.push(change);
      return;
    }
    events.push({
      event: row.event as LeadStatusChange['event'],
      document: row.documentName,
      document_state: row.documentState,
      documents: row.event === 'document' && change ? [change] : [],
      bank_branch_change: row.event === 'branch' ? { from: row.fromBankBranch, to: row.toBankBranch } : null,
      from_status: row.fromStatus,
      to_status: row.toStatus,
      changed_by: personRef(row.changerId, row.changerName),
      changed_at: row.changedAt.toISOString(),
      remark: row.note,
    });
  });
  return events;
}

/** A lead with the ids that decide who may read it (referrer, creator), and its payout terms for the back office. */
export interface LeadWithOwners {
  detail: LeadDetail;
  referredById: number | null;
  createdById: number | null;
  /** The bank of the lead's bank loan (null only if the bank loan vanished, which the foreign key prevents). */
  bankId: number | null;
  /** The bank loan's current connector payout, in percent. */
  connectorsPayout: number | null;
  /** round(loan amount x connectors payout / 100, 2). */
  payoutAmount: number | null;
  payoutCycle: number;
}

/** The lead's detail and its status timeline (oldest first), or null when there is no such lead. */
export async function loadLeadDetail(db: Database, leadId: number): Promise<LeadWithOwners | null> {
  const [[row], history] = await Promise.all([
    prepared(db, 'lead_detail', leadDetailQuery).execute({ leadId }),
    prepared(db, 'lead_status_history', statusHistoryQuery).execute({ leadId }),
  ]);
  if (!row) return null;
  const statusHistory = timelineEvents(history);
  return {
    referredById: row.referredById,
    createdById: row.createdById,
    bankId: row.bankId,
    connectorsPayout: row.connectorsPayout,
    payoutAmount: row.payoutAmount === null ? null : Number(row.payoutAmount),
    payoutCycle: row.payoutCycle,
    detail: {
      id: row.id,
      customer_name: row.customerName,
      customer_mobile: row.customerMobile,
      customer_address: row.customerAddress,
      loan: row.bankLoanId,
      loan_type: row.loanTypeName !== null ? { type: row.loanTypeName } : null,
      loan_amount: row.loanAmount,
      status: row.status,
      remarks: row.remarks,
      documents_checklist: row.documentsChecklist,
      bank: row.bankName,
      bank_branch:
        row.branchId !== null && row.branchName !== null && row.branchState !== null
          ? { id: row.branchId, branch_name: row.branchName, state: row.branchState }
          : null,
      referred_by: personRef(row.referrerId, row.referrerName),
      created_by: personRef(row.creatorId, row.creatorName),
      created_at: row.createdAt.toISOString(),
      status_history: statusHistory,
    },
  };
}

/** How long a processing lead counts as open for the duplicate-mobile warning. */
export const OPEN_LEAD_WINDOW_DAYS = 90;

const openLeadsQuery = (db: Database) =>
  db
    .select({ count: sql<number>`count(*)::int`, latest: sql<Date | null>`max(${leads.createdAt})`.mapWith(leads.createdAt) })
    .from(leads)
    .where(
      and(
        eq(leads.customerMobile, sql.placeholder('mobile')),
        eq(leads.status, 'processing'),
        gt(leads.createdAt, sql`now() - ${sql.raw(`interval '${OPEN_LEAD_WINDOW_DAYS} days'`)}`),
      ),
    )
    .prepare('open_leads_by_mobile');

/** Anyone's processing leads for this customer mobile created in the last 90 days: only the count and the latest date. */
export async function openLeadsByMobile(db: Database, mobile: string): Promise<OpenLeadsByMobile> {
  const [row] = await prepared(db, 'open_leads_by_mobile', openLeadsQuery).execute({ mobile });
  const latest = row?.latest ?? null;
  return { open_leads: Number(row?.count ?? 0), latest_created_at: latest ? new Date(latest).toISOString() : null };
}

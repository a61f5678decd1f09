import { desc, eq, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { BonusResponse, LeadListItem, Transaction } from 'shared-contracts';
import type { Database } from '../../db/client';
import { prepared } from '../../db/prepared';
import { bankLoans, banks, employees, leads, loanTypes, transactions } from '../../db/schema';

const referrers = alias(employees, 'referrers');
const creators = alias(employees, 'creators');

const personRef = (employeeId: string | null, name: string | null) =>
  employeeId !== null && name !== null ? { user_name: name, employee_id: employeeId } : null;

const myLeadsQuery = (db: Database) =>
  db
    .select({
      id: leads.id,
      customerName: leads.customerName,
      customerMobile: leads.customerMobile,
      bankLoanId: leads.bankLoanId,
      loanTypeName: loanTypes.type,
      loanAmount: leads.loanAmount,
      status: leads.status,
      createdAt: leads.createdAt,
      referrerId: referrers.employeeId,
      referrerName: referrers.username,
      creatorId: creators.employeeId,
      creatorName: creators.username,
    })
    .from(leads)
    .innerJoin(bankLoans, eq(bankLoans.id, leads.bankLoanId))
    .innerJoin(loanTypes, eq(loanTypes.id, bankLoans.loanTypeId))
    .leftJoin(referrers, eq(referrers.id, leads.referredById))
    .leftJoin(creators, eq(creators.id, leads.createdById))
    .where(or(eq(leads.referredById, sql.placeholder('userId')), eq(leads.createdById, sql.placeholder('userId'))))
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .prepare('my_leads');

/** Leads the user referred or created, newest first. */
export async function myLeads(db: Database, userId: number): Promise<LeadListItem[]> {
  const rows = await prepared(db, 'my_leads', myLeadsQuery).execute({ userId });
  return rows.map((row) => ({
    id: row.id,
    customer_name: row.customerName,
    customer_mobile: row.customerMobile,
    loan: row.bankLoanId,
    loan_type_name: row.loanTypeName,
    loan_amount: row.loanAmount,
    status: row.status,
    referred_by: personRef(row.referrerId, row.referrerName),
    created_by: personRef(row.creatorId, row.creatorName),
    created_at: row.createdAt.toISOString(),
  }));
}

/** The user's payout ledger, newest first; bonus_amount = processed credits − processed debits. */
export async function bonusFor(db: Database, userId: number): Promise<BonusResponse> {
  const rows = await db
    .select({
      id: transactions.id,
      transactionType: transactions.transactionType,
      amount: transactions.amount,
      description: transactions.description,
      createdAt: transactions.createdAt,
      isProcessed: transactions.isProcessed,
      customerName: leads.customerName,
      loanAmount: leads.loanAmount,
      bankName: banks.name,
      loanType: loanTypes.type,
      connectorsPayout: bankLoans.connectorsPayout,
      cpPayout: bankLoans.cpPayout,
    })
    .from(transactions)
    .leftJoin(leads, eq(leads.id, transactions.leadId))
    .leftJoin(bankLoans, eq(bankLoans.id, leads.bankLoanId))
    .leftJoin(banks, eq(banks.id, bankLoans.bankId))
    .leftJoin(loanTypes, eq(loanTypes.id, bankLoans.loanTypeId))
    .where(eq(transactions.connectorId, userId))
    .orderBy(desc(transactions.createdAt), desc(transactions.id));

  let bonusPaise = 0;
  const list: Transaction[] = rows.map((row) => {
    const type = row.transactionType === 'debit' ? 'debit' : 'credit';
    if (row.isProcessed) bonusPaise += (type === 'credit' ? 1 : -1) * Math.round(row.amount * 100);
    return {
      id: row.id,
      transaction_type: type,
      amount: row.amount,
      description: row.description,
      created_at: row.createdAt.toISOString(),
      is_processed: row.isProcessed,
      lead_details:
        row.customerName !== null && row.loanAmount !== null ? { customer_name: row.customerName, loan_amount: row.loanAmount } : null,
      loan_details:
        row.bankName !== null && row.loanType !== null && row.connectorsPayout !== null && row.cpPayout !== null
          ? { bank_name: row.bankName, loan_type: row.loanType, connectors_payout: row.connectorsPayout, cp_payout: row.cpPayout }
          : null,
    };
  });
  return { bonus_amount: bonusPaise / 100, transactions: list };
}

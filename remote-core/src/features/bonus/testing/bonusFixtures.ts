/**
 * Bonus test data shaped like GET /leads/transactions/ for CN1001 (docs/demo-data.md): ₹53,000
 * in all, newest first, with a TDS debit that has no lead.
 */
import type { BonusResponse, Transaction } from 'shared-contracts';

export function txn(overrides: Partial<Transaction> & Pick<Transaction, 'id'>): Transaction {
  return {
    transaction_type: 'credit',
    entry_kind: 'commission',
    payout: null,
    amount: 25000,
    description: 'Payout for approved lead',
    created_at: '2026-01-20T06:30:00.000Z',
    is_processed: true,
    lead_details: { customer_name: 'Meera Kulkarni', loan_amount: 2500000 },
    loan_details: { bank_name: 'HDFC Bank', loan_type: 'Home Loan', connectors_payout: 1, cp_payout: 1.5 },
    ...overrides,
  };
}

export function demoBonus(): BonusResponse {
  return {
    bonus_amount: 53000,
    transactions: [
      txn({ id: 4, amount: 25000, created_at: '2026-01-20T06:30:00.000Z' }),
      txn({
        id: 3,
        amount: 18000,
        created_at: '2026-01-18T06:30:00.000Z',
        lead_details: { customer_name: 'Siddharth Joshi', loan_amount: 1200000 },
        loan_details: { bank_name: 'ICICI Bank', loan_type: 'Business Loan', connectors_payout: 1.5, cp_payout: 2.25 },
      }),
      txn({
        id: 2,
        transaction_type: 'debit',
        entry_kind: 'tds',
        amount: 2500,
        description: "TDS on Meera Kulkarni's payout",
        created_at: '2026-01-17T06:30:00.000Z',
        lead_details: null,
        loan_details: null,
      }),
      txn({
        id: 1,
        amount: 12500,
        created_at: '2025-12-11T06:30:00.000Z',
        lead_details: { customer_name: 'Ananya Patil', loan_amount: 500000 },
        loan_details: { bank_name: 'Axis Bank', loan_type: 'Personal Loan', connectors_payout: 2.5, cp_payout: 3.25 },
      }),
    ],
  };
}

/** `count` processed credits, newest first, for paging and the large-list tests. */
export function manyTransactions(count: number): BonusResponse {
  const transactions = Array.from({ length: count }, (_, index) => {
    const id = count - index;
    return txn({
      id,
      amount: 1000 + id,
      created_at: new Date(Date.UTC(2026, 0, 31) - index * 60 * 60 * 1000).toISOString(),
      lead_details: { customer_name: `Customer ${String(id).padStart(4, '0')}`, loan_amount: 100000 },
    });
  });
  return { bonus_amount: transactions.reduce((sum, t) => sum + t.amount, 0), transactions };
}

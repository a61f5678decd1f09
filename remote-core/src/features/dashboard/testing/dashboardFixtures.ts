/**
 * Test data shaped like the API's demo data for CN1001 (docs/demo-data.md),
 * dated relative to the real clock so "this month" stays this month.
 */
import { TEST_PROFILE } from 'shared-auth/testing';
import type { LeadListItem, LeadList, Profile, Transaction, BonusResponse } from 'shared-contracts';

const HOUR = 60 * 60 * 1000;

/** Like the seed: max(start of this month + 1 h, now − hours), so it stays in the current month. */
export function thisMonthIso(hoursAgo: number, now: Date = new Date()): string {
  const startOfMonth = new Date(now.getFullYear(), now.getMonth(), 1).getTime();
  return new Date(Math.max(startOfMonth + HOUR, now.getTime() - hoursAgo * HOUR)).toISOString();
}

/** The 15th of the previous calendar month, noon local time. */
export function previousMonthIso(now: Date = new Date()): string {
  return new Date(now.getFullYear(), now.getMonth() - 1, 15, 12).toISOString();
}

export const demoProfile: Profile = TEST_PROFILE;

export function transaction(overrides: Partial<Transaction> & Pick<Transaction, 'id'>): Transaction {
  return {
    transaction_type: 'credit',
    entry_kind: 'commission',
    payout: null,
    amount: 1000,
    description: 'Payout for approved lead',
    created_at: thisMonthIso(1),
    is_processed: true,
    lead_details: { customer_name: 'Customer', loan_amount: 100000 },
    loan_details: { bank_name: 'HDFC Bank', loan_type: 'Home Loan', connectors_payout: 0.5, cp_payout: 1 },
    ...overrides,
  };
}

/** Newest first, as GET /leads/transactions/ answers: 53,000 in all, 43,000 credited this month. */
export function demoBonus(): BonusResponse {
  return {
    bonus_amount: 53000,
    transactions: [
      transaction({
        id: 4,
        transaction_type: 'credit',
        amount: 25000,
        created_at: thisMonthIso(1),
        lead_details: { customer_name: 'Meera Joshi', loan_amount: 5000000 },
      }),
      transaction({
        id: 3,
        transaction_type: 'debit',
        amount: 2500,
        description: 'Clawback',
        created_at: thisMonthIso(2),
        lead_details: null,
        loan_details: null,
      }),
      transaction({
        id: 2,
        transaction_type: 'credit',
        amount: 18000,
        created_at: thisMonthIso(3),
        lead_details: { customer_name: 'Kabir Singh', loan_amount: 3600000 },
      }),
      transaction({
        id: 1,
        transaction_type: 'credit',
        amount: 12500,
        created_at: previousMonthIso(),
        lead_details: { customer_name: 'Ananya Rao', loan_amount: 2500000 },
      }),
    ],
  };
}

function lead(overrides: Partial<LeadListItem> & Pick<LeadListItem, 'id'>): LeadListItem {
  return {
    customer_name: `Customer ${overrides.id}`,
    customer_mobile: '9800000000',
    loan: 1,
    loan_type_name: 'Home Loan',
    loan_amount: 1000000,
    status: 'processing',
    referred_by: { user_name: 'Aarav Sharma', employee_id: 'CN1001' },
    created_by: { user_name: 'Aarav Sharma', employee_id: 'CN1001' },
    created_at: previousMonthIso(),
    ...overrides,
  };
}

/** 8 leads: 3 approved, 3 processing, 2 rejected; listed oldest first so "most recent" needs sorting. */
export function demoLeads(): LeadList {
  const day = (n: number) => new Date(Date.UTC(2026, 0, n, 10)).toISOString();
  return [
    lead({ id: 1, customer_name: 'Ishaan Gupta', status: 'approved', loan_amount: 2500000, created_at: day(1) }),
    lead({ id: 2, customer_name: 'Diya Menon', status: 'rejected', loan_amount: 800000, created_at: day(2) }),
    lead({ id: 3, customer_name: 'Kabir Singh', status: 'approved', loan_amount: 3600000, created_at: day(3) }),
    lead({ id: 4, customer_name: 'Ananya Rao', status: 'processing', loan_amount: 2500000, created_at: day(4) }),
    lead({ id: 5, customer_name: 'Vivaan Patel', status: 'processing', loan_amount: 1200000, created_at: day(5) }),
    lead({ id: 8, customer_name: 'Saanvi Kulkarni', status: 'processing', loan_amount: 4500000, created_at: day(8) }),
    lead({ id: 6, customer_name: 'Reyansh Das', status: 'rejected', loan_amount: 1500000, created_at: day(6) }),
    lead({ id: 7, customer_name: 'Myra Reddy', status: 'approved', loan_amount: 950000, created_at: day(7) }),
  ];
}

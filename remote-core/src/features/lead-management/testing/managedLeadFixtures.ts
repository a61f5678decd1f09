/** Back-office lead data shaped like GET /leads/manage/leads/ answers (the seed's banks and people). */
import type { ManagedLead, ManagedLeadPage, PersonRef } from 'shared-contracts';

export const AARAV: PersonRef = { user_name: 'Aarav Sharma', employee_id: 'CN1001' };
export const NEHA: PersonRef = { user_name: 'Neha Gupta', employee_id: 'CN1004' };

export function managedLead(overrides: Partial<ManagedLead> & Pick<ManagedLead, 'id'>): ManagedLead {
  return {
    customer_name: `Customer ${overrides.id}`,
    customer_mobile: '9822011000',
    bank: { id: 2, name: 'HDFC Bank' },
    loan_type: { id: 1, type: 'Personal Loan' },
    loan_amount: 500000,
    status: 'processing',
    referred_by: AARAV,
    documents: { total: 5, verified: 2 },
    payout_amount: 8750,
    created_at: '2026-01-20T05:30:00.000Z',
    updated_at: '2026-01-21T05:30:00.000Z',
    ...overrides,
  };
}

export function demoManagedLeads(): ManagedLead[] {
  return [
    managedLead({ id: 6, customer_name: 'Nikhil Jadhav', customer_mobile: '9822011006', loan_type: { id: 3, type: 'Home Loan' }, loan_amount: 3800000, payout_amount: 19000 }),
    managedLead({
      id: 1,
      customer_name: 'Meera Kulkarni',
      customer_mobile: '9822011001',
      loan_type: { id: 3, type: 'Home Loan' },
      loan_amount: 2500000,
      status: 'approved',
      documents: { total: 3, verified: 3 },
      payout_amount: 12500,
      created_at: '2025-12-22T05:30:00.000Z',
    }),
    managedLead({
      id: 9,
      customer_name: 'Sana Qureshi',
      customer_mobile: '9822011009',
      bank: { id: 3, name: 'ICICI Bank' },
      loan_amount: 300000,
      status: 'rejected',
      referred_by: NEHA,
      documents: { total: 4, verified: 0 },
      payout_amount: 6000,
    }),
  ];
}

export function leadPage(results: ManagedLead[], overrides: Partial<ManagedLeadPage> = {}): ManagedLeadPage {
  return { count: results.length, page: 1, page_size: 20, next: null, previous: null, results, ...overrides };
}

/**
 * Lead test data shaped like the API's answers for CN1001 (the seed's leads in docs/demo-data.md
 * and api/src/seed/demo-leads.ts).
 */
import type { LeadDetail, LeadListItem, PersonRef } from 'shared-contracts';

export const AARAV: PersonRef = { user_name: 'Aarav Sharma', employee_id: 'CN1001' };
export const VIKRAM: PersonRef = { user_name: 'Vikram Mehta', employee_id: 'RM2001' };

const daysAgo = (days: number) => new Date(Date.UTC(2026, 0, 31, 9, 30) - days * 24 * 60 * 60 * 1000).toISOString();

export function leadItem(overrides: Partial<LeadListItem> & Pick<LeadListItem, 'id'>): LeadListItem {
  return {
    customer_name: `Customer ${overrides.id}`,
    customer_mobile: '9822011000',
    loan: 11,
    loan_type_name: 'Personal Loan',
    loan_amount: 500000,
    status: 'processing',
    referred_by: AARAV,
    created_by: AARAV,
    created_at: daysAgo(1),
    ...overrides,
  };
}

/** CN1001's leads, newest first as GET /leads/leads/my-leads/ answers. */
export function myLeads(): LeadListItem[] {
  return [
    leadItem({ id: 6, customer_name: 'Nikhil Jadhav', customer_mobile: '9822011006', loan_type_name: 'Home Loan', loan_amount: 3800000, created_by: VIKRAM, created_at: daysAgo(2) }),
    leadItem({ id: 5, customer_name: 'Pooja Bhosale', customer_mobile: '9822011005', loan_type_name: 'Personal Loan', loan_amount: 350000, created_at: daysAgo(6) }),
    leadItem({ id: 4, customer_name: 'Rahul Deshmukh', customer_mobile: '9822011004', loan_type_name: 'Loan Against Property', loan_amount: 4500000, created_at: daysAgo(12) }),
    leadItem({ id: 7, customer_name: 'Farhan Shaikh', customer_mobile: '9822011007', loan_type_name: 'Business Loan', loan_amount: 2000000, status: 'rejected', created_at: daysAgo(20) }),
    leadItem({ id: 8, customer_name: 'Kiran Pawar', customer_mobile: '9822011008', loan_type_name: null, loan_amount: 200000, status: 'rejected', created_at: daysAgo(28) }),
    leadItem({ id: 2, customer_name: 'Siddharth Joshi', customer_mobile: '9822011002', loan_type_name: 'Business Loan', loan_amount: 1200000, status: 'approved', created_at: daysAgo(35) }),
    leadItem({ id: 1, customer_name: 'Meera Kulkarni', customer_mobile: '9822011001', loan_type_name: 'Home Loan', loan_amount: 2500000, status: 'approved', referred_by: null, created_at: daysAgo(40) }),
    leadItem({ id: 3, customer_name: 'Ananya Patil', customer_mobile: '9822011003', loan_type_name: 'Personal Loan', loan_amount: 500000, status: 'approved', created_at: daysAgo(55) }),
  ];
}

/** `count` leads (ids count..1, newest first) for paging and the large-list tests. */
export function manyLeads(count: number): LeadListItem[] {
  return Array.from({ length: count }, (_, index) => {
    const id = count - index;
    return leadItem({ id, customer_name: `Customer ${String(id).padStart(4, '0')}`, loan_amount: 100000 + id, created_at: daysAgo(index / 100) });
  });
}

/** Rahul Deshmukh's LAP lead at Kotak Mahindra Bank: processing, some documents pending. */
export function demoLeadDetail(overrides: Partial<LeadDetail> = {}): LeadDetail {
  return {
    id: 4,
    customer_name: 'Rahul Deshmukh',
    customer_mobile: '9822011004',
    customer_address: 'Plot 21, Wakad Industrial Estate, Pune 411057',
    loan: 41,
    loan_type: { type: 'Loan Against Property' },
    loan_amount: 4500000,
    status: 'processing',
    remarks: 'Commercial property in Wakad as collateral.',
    documents_checklist: {
      'PAN Card': 'Submitted',
      'Aadhaar Card': 'Submitted',
      'ITR (3 years)': 'Pending',
      'Property Title Deed': 'Pending',
      'Encumbrance Certificate': 'Submitted',
    },
    bank: 'Kotak Mahindra Bank',
    bank_branch: { id: 61, branch_name: 'Pune - Wakad', state: 'Maharashtra' },
    referred_by: AARAV,
    created_by: AARAV,
    created_at: daysAgo(12),
    status_history: [
      { event: 'created', document: null, document_state: null, documents: [], bank_branch_change: null, from_status: null, to_status: 'processing', changed_by: AARAV, changed_at: daysAgo(12), remark: null },
    ],
    ...overrides,
  };
}

/** Meera Kulkarni's approved home loan: every document submitted, decided by RM2001. */
export function approvedLeadDetail(): LeadDetail {
  return demoLeadDetail({
    id: 1,
    customer_name: 'Meera Kulkarni',
    customer_mobile: '9822011001',
    customer_address: 'Flat 402, Sai Residency, Baner Road, Pune 411045',
    loan_type: { type: 'Home Loan' },
    loan_amount: 2500000,
    status: 'approved',
    remarks: '2BHK purchase in Baner; sanction received.',
    documents_checklist: { 'PAN Card': 'Submitted', 'Aadhaar Card': 'Submitted', 'Salary Slips': 'Submitted' },
    bank: 'HDFC Bank',
    bank_branch: { id: 17, branch_name: 'Pune - Baner', state: 'Maharashtra' },
    created_at: daysAgo(40),
    status_history: [
      { event: 'created', document: null, document_state: null, documents: [], bank_branch_change: null, from_status: null, to_status: 'processing', changed_by: AARAV, changed_at: daysAgo(40), remark: null },
      { event: 'status', document: null, document_state: null, documents: [], bank_branch_change: null, from_status: 'processing', to_status: 'approved', changed_by: VIKRAM, changed_at: daysAgo(30), remark: 'Sanction letter issued by HDFC Bank.' },
    ],
  });
}

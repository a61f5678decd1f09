/** GET /leads/manage/leads/{id}/ answers: Rahul Deshmukh's LAP lead (processing) and Meera Kulkarni's approved home loan. */
import type { LeadStatusChange, ManagedLeadDetail, PersonRef } from 'shared-contracts';

const AARAV: PersonRef = { user_name: 'Aarav Sharma', employee_id: 'CN1001' };
const PRIYA: PersonRef = { user_name: 'Priya Nair', employee_id: 'AD3001' };

function event(overrides: Partial<LeadStatusChange> & Pick<LeadStatusChange, 'changed_at'>): LeadStatusChange {
  return { event: 'status', document: null, document_state: null, documents: [], bank_branch_change: null, from_status: 'processing', to_status: 'processing', changed_by: PRIYA, remark: null, ...overrides };
}

export function processingLead(overrides: Partial<ManagedLeadDetail> = {}): ManagedLeadDetail {
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
    documents_checklist: { 'PAN Card': 'Verified', 'Aadhaar Card': 'Submitted', 'ITR (3 years)': 'Pending', 'Bank statement': 'Rejected' },
    bank: 'Kotak Mahindra Bank',
    bank_branch: { id: 61, branch_name: 'Pune - Wakad', state: 'Maharashtra' },
    referred_by: AARAV,
    created_by: AARAV,
    created_at: '2026-01-19T04:30:00.000Z',
    status_history: [
      event({ event: 'created', from_status: null, to_status: 'processing', changed_by: AARAV, changed_at: '2026-01-19T04:30:00.000Z' }),
      event({
        event: 'document',
        document: 'PAN Card',
        document_state: 'Verified',
        documents: [{ document: 'PAN Card', document_state: 'Verified' }],
        from_status: null,
        changed_at: '2026-01-20T06:00:00.000Z',
      }),
    ],
    bank_id: 5,
    connectors_payout: 0.75,
    payout_amount: 33750,
    ledger: [],
    allowed_transitions: ['approved', 'rejected'],
    can_edit: true,
    ...overrides,
  };
}

/** The lead once approved by AD3001: credited, the credit paid in run UTR-2026-0042. */
export function approvedLead(overrides: Partial<ManagedLeadDetail> = {}): ManagedLeadDetail {
  const lead = processingLead();
  return processingLead({
    status: 'approved',
    status_history: [
      ...lead.status_history,
      event({ from_status: 'processing', to_status: 'approved', changed_at: '2026-01-22T09:15:00.000Z', remark: 'Sanction letter received.' }),
    ],
    ledger: [
      { id: 501, transaction_type: 'credit', amount: 33750, payout_cycle: 1, is_processed: true, payout_reference: 'UTR-2026-0042', created_at: '2026-01-22T09:15:00.000Z' },
    ],
    allowed_transitions: ['rejected'],
    ...overrides,
  });
}

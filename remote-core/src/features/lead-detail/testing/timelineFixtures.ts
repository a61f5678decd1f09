/**
 * Lead timelines shaped like GET /leads/leads/{id}/ answers since the timeline carries document
 * events (`event`, `document`, `document_state`, and `documents`: every document of one save) and
 * branch moves (`bank_branch_change`).
 */
import type { LeadDetail, LeadStatusChange, PersonRef } from 'shared-contracts';
import { demoLeadDetail } from '../../leads/testing/leadFixtures';

const AARAV: PersonRef = { user_name: 'Aarav Sharma', employee_id: 'CN1001' };
const PRIYA: PersonRef = { user_name: 'Priya Nair', employee_id: 'AD3001' };

export function timelineEvent(overrides: Partial<LeadStatusChange> & Pick<LeadStatusChange, 'changed_at'>): LeadStatusChange {
  return {
    event: 'status',
    document: null,
    document_state: null,
    documents: [],
    bank_branch_change: null,
    from_status: 'processing',
    to_status: 'processing',
    changed_by: PRIYA,
    remark: null,
    ...overrides,
  };
}

/** One save of checklist documents by AD3001, as the API answers it: one event naming every change. */
export function documentSave(changes: Record<string, string>, changedAt: string): LeadStatusChange {
  const documents = Object.entries(changes).map(([document, state]) => ({ document, document_state: state }));
  return timelineEvent({ event: 'document', document: documents[0].document, document_state: documents[0].document_state, documents, changed_at: changedAt });
}

/** Created by CN1001, two documents changed by AD3001 in one save, one more in a second save, then approved with a remark. */
export function documentTimeline(): LeadStatusChange[] {
  return [
    timelineEvent({ event: 'created', from_status: null, to_status: 'processing', changed_by: AARAV, changed_at: '2026-01-19T04:30:00.000Z' }),
    documentSave({ 'PAN Card': 'Verified', 'Aadhaar Card': 'Submitted' }, '2026-01-20T06:00:00.000Z'),
    documentSave({ 'Salary Slips': 'Verified' }, '2026-01-20T06:05:00.000Z'),
    timelineEvent({ event: 'status', from_status: 'processing', to_status: 'approved', changed_at: '2026-01-22T09:15:00.000Z', remark: 'Sanction letter received.' }),
  ];
}

export function leadWithDocumentTimeline(): LeadDetail {
  return demoLeadDetail({ status: 'approved', status_history: documentTimeline() });
}

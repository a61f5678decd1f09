/**
 * Lead timelines shaped like GET /leads/leads/{id}/ answers since the timeline carries document
 * events (`event`, `document`, `document_state`).
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
    from_status: 'processing',
    to_status: 'processing',
    changed_by: PRIYA,
    remark: null,
    ...overrides,
  };
}

/** Created by CN1001, two documents verified by AD3001, then approved with a remark. */
export function documentTimeline(): LeadStatusChange[] {
  return [
    timelineEvent({ event: 'created', from_status: null, to_status: 'processing', changed_by: AARAV, changed_at: '2026-01-19T04:30:00.000Z' }),
    timelineEvent({ event: 'document', document: 'PAN Card', document_state: 'Verified', from_status: null, changed_at: '2026-01-20T06:00:00.000Z' }),
    timelineEvent({ event: 'document', document: 'Aadhaar Card', document_state: 'Submitted', from_status: null, changed_at: '2026-01-20T06:05:00.000Z' }),
    timelineEvent({ event: 'status', from_status: 'processing', to_status: 'approved', changed_at: '2026-01-22T09:15:00.000Z', remark: 'Sanction letter received.' }),
  ];
}

export function leadWithDocumentTimeline(): LeadDetail {
  return demoLeadDetail({ status: 'approved', status_history: documentTimeline() });
}

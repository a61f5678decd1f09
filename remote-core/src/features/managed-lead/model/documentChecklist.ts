/** The back office's document review (docs/lead-documents.md, "Reviewing documents"): texts and rules of the Documents card. */
import type { LeadDocument } from 'shared-contracts';
import { formErrors, formatDateTime, getErrorMessage } from 'shared-ui';
import { personWithId } from '../../lead-detail/model/leadDetailDisplay';

/** "2 of 5 verified" */
export function verifiedSummary(checklist: Record<string, string>): string {
  const states = Object.values(checklist);
  return `${states.filter((state) => state === 'Verified').length} of ${states.length} verified`;
}

/** The documents' states as the lead's checklist holds them (document name → state). */
export function checklistOf(documents: readonly Pick<LeadDocument, 'name' | 'state'>[]): Record<string, string> {
  return Object.fromEntries(documents.map((document) => [document.name, document.state]));
}

/** The reviewer may decide only while pages wait for a decision (the API answers 409 otherwise). */
export function canDecide(document: Pick<LeadDocument, 'state'>, callerMayDecide: boolean): boolean {
  return callerMayDecide && document.state === 'Submitted';
}

/** "Verified by Priya Nair (AD3001), 22 Jan 2026, 3:45 pm"; null before any decision. */
export function decisionLine(document: Pick<LeadDocument, 'state' | 'decided_by' | 'decided_at'>): string | null {
  if (!document.decided_at && !document.decided_by) return null;
  const what = document.state === 'Verified' || document.state === 'Rejected' ? document.state : 'Last decided';
  const when = document.decided_at ? `, ${formatDateTime(document.decided_at)}` : '';
  return `${what} by ${personWithId(document.decided_by)}${when}`;
}

export const REJECT_REASON_MAX_LENGTH = 500;

/** The reason's rule (the API's: 1–500 characters once trimmed). */
export function rejectReasonError(reason: string): string | undefined {
  const trimmed = reason.trim();
  if (trimmed === '') return 'Give the reason for rejecting this document.';
  if (trimmed.length > REJECT_REASON_MAX_LENGTH) return `Keep the reason to ${REJECT_REASON_MAX_LENGTH} characters or fewer (now ${trimmed.length}).`;
  return undefined;
}

export const DECISION_ERROR = 'The decision could not be saved.';

/** A failed decision: the server's message about the reason (under the field) and the rest (its detail: a 409, a 403...). */
export function decisionErrors(error: unknown): { reason?: string; general?: string } {
  const { fields, other } = formErrors(error, ['reason']);
  return { reason: fields.reason, general: fields.reason === undefined ? (other ?? getErrorMessage(error, DECISION_ERROR)) : other };
}

/** The page's notice after a decision. */
export function decisionNotice(document: Pick<LeadDocument, 'name' | 'state'>): string {
  return document.state === 'Rejected' ? `${document.name} rejected: the connector is asked to upload it again.` : `${document.name} ${document.state.toLowerCase()}.`;
}

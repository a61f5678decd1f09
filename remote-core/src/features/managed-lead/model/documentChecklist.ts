/** The back office's document review (docs/lead-documents.md, "Reviewing documents"): texts and rules of the Documents card. */
import type { LeadDocument } from 'shared-contracts';
import { formErrors, formatDateTime, getErrorMessage } from 'shared-ui';
import { personWithId } from '../../lead-detail/model/leadDetailDisplay';
import { t as managedLeadT, type ManagedLeadMessageId, type ManagedLeadT } from '../i18n';

/** Each document state's text (the API's states; any other is shown as sent). */
const DOCUMENT_STATE_TEXT: Record<string, ManagedLeadMessageId> = {
  Pending: 'documentState.pending',
  Submitted: 'documentState.submitted',
  Verified: 'documentState.verified',
  Rejected: 'documentState.rejected',
};

/** "Verified" in the language shown. */
export function documentStateText(state: string, t: ManagedLeadT = managedLeadT): string {
  const id = DOCUMENT_STATE_TEXT[state];
  return id ? t(id) : state;
}

/** "2 of 5 verified" */
export function verifiedSummary(checklist: Record<string, string>, t: ManagedLeadT = managedLeadT): string {
  const states = Object.values(checklist);
  return t('documents.summary', { verified: String(states.filter((state) => state === 'Verified').length), total: String(states.length) });
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
export function decisionLine(document: Pick<LeadDocument, 'state' | 'decided_by' | 'decided_at'>, t: ManagedLeadT = managedLeadT): string | null {
  if (!document.decided_at && !document.decided_by) return null;
  const person = personWithId(document.decided_by);
  const [without, withDate]: [ManagedLeadMessageId, ManagedLeadMessageId] =
    document.state === 'Verified'
      ? ['decision.verifiedBy', 'decision.verifiedByAt']
      : document.state === 'Rejected'
        ? ['decision.rejectedBy', 'decision.rejectedByAt']
        : ['decision.lastDecidedBy', 'decision.lastDecidedByAt'];
  return document.decided_at ? t(withDate, { person, at: formatDateTime(document.decided_at) }) : t(without, { person });
}

export const REJECT_REASON_MAX_LENGTH = 500;

/** The reason's rule (the API's: 1–500 characters once trimmed). */
export function rejectReasonError(reason: string, t: ManagedLeadT = managedLeadT): string | undefined {
  const trimmed = reason.trim();
  if (trimmed === '') return t('reject.reasonRequired');
  if (trimmed.length > REJECT_REASON_MAX_LENGTH) return t('reject.reasonTooLong', { max: String(REJECT_REASON_MAX_LENGTH), length: String(trimmed.length) });
  return undefined;
}

/** A failed decision: the server's message about the reason (under the field) and the rest (its detail: a 409, a 403...). */
export function decisionErrors(error: unknown, t: ManagedLeadT = managedLeadT): { reason?: string; general?: string } {
  const { fields, other } = formErrors(error, ['reason']);
  return { reason: fields.reason, general: fields.reason === undefined ? (other ?? getErrorMessage(error, t('decision.error'))) : other };
}

/** The page's notice after a decision. */
export function decisionNotice(document: Pick<LeadDocument, 'name' | 'state'>, t: ManagedLeadT = managedLeadT): string {
  if (document.state === 'Rejected') return t('decision.rejectedNotice', { document: document.name });
  if (document.state === 'Verified') return t('decision.verifiedNotice', { document: document.name });
  return t('decision.stateNotice', { document: document.name, state: documentStateText(document.state, t).toLowerCase() });
}

/** The lead detail page's texts (spec: Lead detail), from GET /leads/leads/{id}/. */
import type { LeadDetail, LeadStatusChange, PersonRef } from 'shared-contracts';
import { formatDateTime, formatRupees, leadStatusText } from 'shared-ui';
import { t as catalogueT, type LeadDetailT } from '../i18n';

/**
 * "Aarav Sharma (CN1001)"; N/A (in the page's language) for a missing person. Other features call it
 * without `t`: the catalogue's, in the language of the moment.
 */
export function personWithId(person: PersonRef | null, t: LeadDetailT = catalogueT): string {
  const missing = t('common.notAvailable');
  if (!person) return missing;
  const name = person.user_name.trim();
  const id = person.employee_id.trim();
  if (!name && !id) return missing;
  return id ? `${name || missing} (${id})` : name;
}

/** Spec: the current status in upper case ("PROCESSING"; a script without case, as it is). */
export function statusUpperCase(status: string | null | undefined): string {
  return leadStatusText(status).toUpperCase();
}

export interface LoanFacts {
  loanType: string;
  amount: string;
  bank: string;
  branch: string;
  state: string;
}

export function loanFacts(lead: Pick<LeadDetail, 'loan_type' | 'loan_amount' | 'bank' | 'bank_branch'>, t: LeadDetailT): LoanFacts {
  const missing = t('common.notAvailable');
  return {
    loanType: lead.loan_type?.type.trim() || t('loan.unknownLoanType'),
    amount: formatRupees(lead.loan_amount),
    bank: lead.bank?.trim() || missing,
    branch: lead.bank_branch?.branch_name.trim() || missing,
    state: lead.bank_branch?.state.trim() || missing,
  };
}

export interface ChecklistItem {
  document: string;
  /** Pending, Submitted, Verified or Rejected (shown with lead-documents' state styles). */
  state: string;
}

/** The documents checklist in the order the API lists it. */
export function checklistItems(checklist: Record<string, string>): ChecklistItem[] {
  return Object.entries(checklist).map(([document, state]) => ({ document, state: state || 'N/A' }));
}

export type TimelineKind = 'created' | 'status' | 'document' | 'branch';

export interface TimelineEntry {
  key: string;
  /** The lead's creation, a change of status, a checklist document changing state, or a move to another bank branch. */
  kind: TimelineKind;
  /** The status before the change; null for the creation of the lead (and for document events). */
  from: string | null;
  /** The lead's status after the event. */
  to: string;
  /**
   * "Processing → Approved", "Created as Processing", for one save of documents every change it made:
   * "PAN Card marked Verified, Aadhaar Card marked Submitted", or "Bank branch: Mumbai - Fort → Pune - Aundh".
   */
  summary: string;
  by: string;
  at: string;
  remark: string | null;
}

/** Which kind of event a timeline entry is (an older API answer without `event` has only status changes). */
export function timelineKind(change: Pick<LeadStatusChange, 'from_status'> & Partial<Pick<LeadStatusChange, 'event' | 'document'>>): TimelineKind {
  if (change.event === 'branch') return 'branch';
  if (change.event === 'document' || (change.event === undefined && change.document)) return 'document';
  if (change.event === 'created' || (change.event !== 'status' && change.from_status === null)) return 'created';
  return 'status';
}

function documentChangeText(document: string | null | undefined, state: string | null | undefined, t: LeadDetailT): string {
  const name = document?.trim() || t('timeline.aDocument');
  const newState = state?.trim();
  return newState ? t('timeline.documentMarked', { document: name, state: newState }) : t('timeline.documentUpdated', { document: name });
}

/** A branch event's move; no branch reads as the spec's N/A. */
function branchChangeText(change: LeadStatusChange['bank_branch_change'] | undefined, t: LeadDetailT): string {
  const name = (branch: string | null | undefined) => branch?.trim() || t('common.notAvailable');
  return t('timeline.branchChange', { from: name(change?.from), to: name(change?.to) });
}

function timelineSummary(change: LeadStatusChange, kind: TimelineKind, t: LeadDetailT): string {
  if (kind === 'branch') return branchChangeText(change.bank_branch_change, t);
  if (kind === 'document') {
    // One save is one event listing all its documents; an older API answer has only `document`.
    const documents = change.documents?.length ? change.documents : [{ document: change.document, document_state: change.document_state }];
    return documents.map((each) => documentChangeText(each.document, each.document_state, t)).join(', ');
  }
  if (kind === 'created' || change.from_status === null) return t('timeline.createdAs', { status: leadStatusText(change.to_status) });
  return `${leadStatusText(change.from_status)} → ${leadStatusText(change.to_status)}`;
}

/**
 * Every event of the lead (creation, status changes, document changes), oldest first as the API sends
 * them. Other features call it without `t`: the catalogue's, in the language of the moment.
 */
export function timelineEntries(history: readonly LeadStatusChange[], t: LeadDetailT = catalogueT): TimelineEntry[] {
  return history.map((change, index) => {
    const kind = timelineKind(change);
    return {
      key: `${index}-${change.changed_at}`,
      kind,
      from: kind === 'document' || kind === 'branch' ? null : change.from_status,
      to: change.to_status,
      summary: timelineSummary(change, kind, t),
      by: personWithId(change.changed_by, t),
      at: formatDateTime(change.changed_at),
      remark: change.remark?.trim() || null,
    };
  });
}

/** The colour of an entry's dot: the new status's colour for status events, grey for documents and branch moves, brand for the creation. */
export function timelineColor(entry: Pick<TimelineEntry, 'kind' | 'to'>): string {
  if (entry.kind !== 'status') return entry.kind === 'document' || entry.kind === 'branch' ? 'gray.400' : 'brand.500';
  const palette: Record<string, string> = { approved: 'green.500', rejected: 'red.500', processing: 'yellow.500' };
  return palette[entry.to.trim().toLowerCase()] ?? 'brand.500';
}

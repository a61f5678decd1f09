/** The lead detail page's texts (spec: Lead detail), from GET /leads/leads/{id}/. */
import type { LeadDetail, LeadStatusChange, PersonRef } from 'shared-contracts';
import { formatDateTime, formatRupees } from 'shared-ui';
import { MISSING_PERSON, UNKNOWN_LOAN_TYPE, leadStatusLabel } from '../../leads/model/leadRows';

/** "Aarav Sharma (CN1001)"; N/A for a missing person. */
export function personWithId(person: PersonRef | null): string {
  if (!person) return MISSING_PERSON;
  const name = person.user_name.trim();
  const id = person.employee_id.trim();
  if (!name && !id) return MISSING_PERSON;
  return id ? `${name || MISSING_PERSON} (${id})` : name;
}

/** Spec: the current status in upper case. */
export function statusUpperCase(status: string | null | undefined): string {
  return (status || 'unknown').toUpperCase();
}

export interface LoanFacts {
  loanType: string;
  amount: string;
  bank: string;
  branch: string;
  state: string;
}

export function loanFacts(lead: Pick<LeadDetail, 'loan_type' | 'loan_amount' | 'bank' | 'bank_branch'>): LoanFacts {
  return {
    loanType: lead.loan_type?.type.trim() || UNKNOWN_LOAN_TYPE,
    amount: formatRupees(lead.loan_amount),
    bank: lead.bank?.trim() || 'N/A',
    branch: lead.bank_branch?.branch_name.trim() || 'N/A',
    state: lead.bank_branch?.state.trim() || 'N/A',
  };
}

export interface ChecklistItem {
  document: string;
  state: string;
  /** Spec: "Submitted" is styled as success, anything else as secondary. */
  submitted: boolean;
}

/** The documents checklist in the order the API lists it. */
export function checklistItems(checklist: Record<string, string>): ChecklistItem[] {
  return Object.entries(checklist).map(([document, state]) => ({
    document,
    state: state || 'N/A',
    submitted: state.trim().toLowerCase() === 'submitted',
  }));
}

export interface TimelineEntry {
  key: string;
  /** The status before the change; null for the creation of the lead. */
  from: string | null;
  to: string;
  /** "processing → approved", or "Created as processing". */
  summary: string;
  by: string;
  at: string;
  remark: string | null;
}

/** Every status change, oldest first (as the API sends them). */
export function timelineEntries(history: readonly LeadStatusChange[]): TimelineEntry[] {
  return history.map((change, index) => ({
    key: `${index}-${change.changed_at}`,
    from: change.from_status,
    to: change.to_status,
    summary:
      change.from_status === null
        ? `Created as ${leadStatusLabel(change.to_status)}`
        : `${leadStatusLabel(change.from_status)} → ${leadStatusLabel(change.to_status)}`,
    by: personWithId(change.changed_by),
    at: formatDateTime(change.changed_at),
    remark: change.remark?.trim() || null,
  }));
}

/** The Lead Management list as the table and the cards show it (GET /leads/manage/leads/). */
import type { ManagedLead, PersonRef } from 'shared-contracts';
import { formatDate, formatRupees } from 'shared-ui';
import { t as leadManagementT, type LeadManagementT } from '../i18n';

export interface ManagedLeadRow {
  id: number;
  customerName: string;
  mobile: string;
  bank: string;
  loanType: string;
  amount: string;
  /** The raw status, for LeadStatusBadge. */
  status: string;
  referrerName: string;
  referrerId: string;
  /** "2/5": verified of all checklist documents. */
  documents: string;
  /** Every checklist document is verified (and there is at least one). */
  allVerified: boolean;
  payout: string;
  created: string;
}

function referrer(person: PersonRef | null, t: LeadManagementT): { name: string; id: string } {
  return { name: person?.user_name.trim() || t('row.notAvailable'), id: person?.employee_id.trim() || '' };
}

export function managedLeadRow(lead: ManagedLead, t: LeadManagementT = leadManagementT): ManagedLeadRow {
  const by = referrer(lead.referred_by, t);
  return {
    id: lead.id,
    customerName: lead.customer_name,
    mobile: lead.customer_mobile,
    bank: lead.bank?.name?.trim() || t('row.notAvailable'),
    loanType: lead.loan_type?.type?.trim() || t('row.unknown'),
    amount: formatRupees(lead.loan_amount),
    status: lead.status,
    referrerName: by.name,
    referrerId: by.id,
    documents: `${lead.documents.verified}/${lead.documents.total}`,
    allVerified: lead.documents.total > 0 && lead.documents.verified >= lead.documents.total,
    payout: formatRupees(lead.payout_amount),
    created: formatDate(lead.created_at),
  };
}

export function managedLeadRows(leads: readonly ManagedLead[], t: LeadManagementT = leadManagementT): ManagedLeadRow[] {
  return leads.map((lead) => managedLeadRow(lead, t));
}

/** The detail page of a lead in the back office. */
export function managedLeadPath(id: number): string {
  return `/back-office/leads/${id}`;
}

/** What the list hands to the detail page: its query string, for the way back with the same filters. */
export interface LeadListState {
  listSearch: string;
}

export function backToListPath(state: unknown): string {
  const search = (state as Partial<LeadListState> | null)?.listSearch;
  return typeof search === 'string' && search.startsWith('?') ? `/back-office/leads${search}` : '/back-office/leads';
}

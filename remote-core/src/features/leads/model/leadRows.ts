/**
 * The leads list as the screen shows it (spec: Leads list). The table, the cards and the CSV export
 * all read these rows, so the file holds exactly the texts of the cells.
 */
import type { LeadListItem, PersonRef } from 'shared-contracts';
import { formatDateTime, formatRupees } from 'shared-ui';
import { toCsv, type CsvColumn } from '../../../common/model/csv';
import type { LeadsT } from '../i18n';
import { leadStatusText } from 'shared-ui';


/** The referrer tooltip's facts (spec: created time, created-by name and id, referrer id). */
export interface ReferrerDetails {
  createdAt: string;
  createdByName: string;
  createdByEmployeeId: string;
  referrerEmployeeId: string;
}

export interface LeadRow {
  id: number;
  customerName: string;
  mobile: string;
  loanType: string;
  amount: string;
  /** The raw status, for LeadStatusBadge's colour. */
  status: string;
  /** The status as the badge shows it ("Processing": the badge capitalises each word). */
  statusLabel: string;
  referredBy: string;
  referrer: ReferrerDetails;
}

/** Spec §8: a missing person shows N/A, an unmatched loan type Unknown (in the page's language). */
function personName(person: PersonRef | null, t: LeadsT): string {
  return person?.user_name.trim() || t('leads.missingPerson');
}

function personId(person: PersonRef | null): string {
  return person?.employee_id.trim() ?? '';
}

export function leadRow(lead: LeadListItem, t: LeadsT): LeadRow {
  const missing = t('leads.missingPerson');
  return {
    id: lead.id,
    customerName: lead.customer_name,
    mobile: lead.customer_mobile,
    loanType: lead.loan_type_name?.trim() || t('leads.unknownLoanType'),
    amount: formatRupees(lead.loan_amount),
    status: lead.status,
    statusLabel: leadStatusText(lead.status),
    referredBy: personName(lead.referred_by, t),
    referrer: {
      createdAt: formatDateTime(lead.created_at),
      createdByName: personName(lead.created_by, t),
      createdByEmployeeId: personId(lead.created_by) || missing,
      referrerEmployeeId: personId(lead.referred_by) || missing,
    },
  };
}

export function leadRows(leads: readonly LeadListItem[], t: LeadsT): LeadRow[] {
  return leads.map((lead) => leadRow(lead, t));
}

/** The columns of the table and of the CSV file, in order, headed in the page's language. */
export function leadColumns(t: LeadsT): readonly CsvColumn<LeadRow>[] {
  return [
    { header: t('leads.customerName'), text: (row) => row.customerName },
    { header: t('leads.mobile'), text: (row) => row.mobile },
    { header: t('leads.loanType'), text: (row) => row.loanType },
    { header: t('leads.amount'), text: (row) => row.amount },
    { header: t('leads.status'), text: (row) => row.statusLabel },
    { header: t('leads.referredBy'), text: (row) => row.referredBy },
  ];
}

/** The CSV of the whole list (every page), with the table's columns and texts. */
export function leadsCsv(rows: readonly LeadRow[], t: LeadsT): string {
  return toCsv(leadColumns(t), rows);
}

/** The tooltip's lines, label and value. */
export function referrerDetailLines(details: ReferrerDetails, t: LeadsT): { label: string; value: string }[] {
  return [
    { label: t('leads.created'), value: details.createdAt },
    { label: t('leads.createdBy'), value: details.createdByName },
    { label: t('leads.createdByEmployeeId'), value: details.createdByEmployeeId },
    { label: t('leads.referrerEmployeeId'), value: details.referrerEmployeeId },
  ];
}

/** "Aarav Sharma (CN1001)"; just "N/A" when neither the name nor the id is known. */
function personWithId(name: string, employeeId: string, t: LeadsT): string {
  if (employeeId === t('leads.missingPerson')) return name;
  return `${name} (${employeeId})`;
}

/**
 * The referrer tooltip's facts as a card lists them below 1024px. A phone has no hover, and a tap
 * on the card opens the lead, so there the details are shown in the card instead of a tooltip.
 */
export function referrerCardFacts(row: LeadRow, t: LeadsT): { referredBy: string; createdBy: string; created: string } {
  return {
    referredBy: personWithId(row.referredBy, row.referrer.referrerEmployeeId, t),
    createdBy: personWithId(row.referrer.createdByName, row.referrer.createdByEmployeeId, t),
    created: row.referrer.createdAt,
  };
}

/** Leads per page of the list (the spec leaves the page size open). */
export const LEADS_PAGE_SIZE = 25;

/**
 * The leads list as the screen shows it (spec: Leads list). The table, the cards and the CSV export
 * all read these rows, so the file holds exactly the texts of the cells.
 */
import type { LeadListItem, PersonRef } from 'shared-contracts';
import { formatDateTime, formatRupees } from 'shared-ui';
import { toCsv, type CsvColumn } from '../../../common/model/csv';
import { MISSING_PERSON, UNKNOWN_LOAN_TYPE, leadStatusLabel } from './leadTexts';


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

function personName(person: PersonRef | null): string {
  return person?.user_name.trim() || MISSING_PERSON;
}

function personId(person: PersonRef | null): string {
  return person?.employee_id.trim() || MISSING_PERSON;
}

export function leadRow(lead: LeadListItem): LeadRow {
  return {
    id: lead.id,
    customerName: lead.customer_name,
    mobile: lead.customer_mobile,
    loanType: lead.loan_type_name?.trim() || UNKNOWN_LOAN_TYPE,
    amount: formatRupees(lead.loan_amount),
    status: lead.status,
    statusLabel: leadStatusLabel(lead.status),
    referredBy: personName(lead.referred_by),
    referrer: {
      createdAt: formatDateTime(lead.created_at),
      createdByName: personName(lead.created_by),
      createdByEmployeeId: personId(lead.created_by),
      referrerEmployeeId: personId(lead.referred_by),
    },
  };
}

export function leadRows(leads: readonly LeadListItem[]): LeadRow[] {
  return leads.map(leadRow);
}

/** The columns of the table and of the CSV file, in order. */
export const LEAD_COLUMNS: readonly CsvColumn<LeadRow>[] = [
  { header: 'Customer Name', text: (row) => row.customerName },
  { header: 'Mobile', text: (row) => row.mobile },
  { header: 'Loan Type', text: (row) => row.loanType },
  { header: 'Amount', text: (row) => row.amount },
  { header: 'Status', text: (row) => row.statusLabel },
  { header: 'Referred By', text: (row) => row.referredBy },
];

/** The CSV of the whole list (every page), with the table's columns and texts. */
export function leadsCsv(rows: readonly LeadRow[]): string {
  return toCsv(LEAD_COLUMNS, rows);
}

/** The tooltip's lines, label and value. */
export function referrerDetailLines(details: ReferrerDetails): { label: string; value: string }[] {
  return [
    { label: 'Created', value: details.createdAt },
    { label: 'Created By', value: details.createdByName },
    { label: 'Created By Employee ID', value: details.createdByEmployeeId },
    { label: 'Referrer Employee ID', value: details.referrerEmployeeId },
  ];
}

/** "Aarav Sharma (CN1001)"; just "N/A" when neither the name nor the id is known. */
function personWithId(name: string, employeeId: string): string {
  if (employeeId === MISSING_PERSON) return name;
  return `${name} (${employeeId})`;
}

/**
 * The referrer tooltip's facts as a card lists them below 1024px. A phone has no hover, and a tap
 * on the card opens the lead, so there the details are shown in the card instead of a tooltip.
 */
export function referrerCardFacts(row: LeadRow): { referredBy: string; createdBy: string; created: string } {
  return {
    referredBy: personWithId(row.referredBy, row.referrer.referrerEmployeeId),
    createdBy: personWithId(row.referrer.createdByName, row.referrer.createdByEmployeeId),
    created: row.referrer.createdAt,
  };
}

/** Leads per page of the list (the spec leaves the page size open). */
export const LEADS_PAGE_SIZE = 25;

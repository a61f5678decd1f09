import type { PrivacyHoldRecord } from 'shared-contracts';

/*
 * What the law makes the lender keep after a person asks for erasure, and until when: the one place
 * these rules live (docs/privacy.md#what-an-erasure-keeps). The erasure records a hold per kind of
 * record with its reason and end date; the retention job deletes the KYC images at the same moment
 * (maintenance/document-retention.ts counts from the same deactivation).
 */

/** Books of account are kept for the eight financial years before the current one (Companies Act 2013 s.128(5)). */
export const BOOKS_OF_ACCOUNT_FINANCIAL_YEARS = 8;
/** Access logs of personal data are kept at least a year (DPDP Rules 2025; docs/document-vault.md). */
export const ACCESS_LOG_RETENTION_DAYS = 365;

const DAY_MS = 86_400_000;
/** India's offset from UTC: a financial year ends at midnight India time. */
const INDIA_OFFSET_MS = 330 * 60_000;

export const HOLD_REASONS: Readonly<Record<PrivacyHoldRecord, (settings: { deactivatedKycRetentionYears: number }) => string>> = {
  kyc_documents: ({ deactivatedKycRetentionYears }) =>
    `KYC records of a closed business relationship are kept ${deactivatedKycRetentionYears} years after it ends ` +
    '(RBI Master Direction – Know Your Customer, 2016, s.46; Prevention of Money-laundering Act 2002 s.12). Deleted by the retention job on that day.',
  ledger: () =>
    'Commission credits, TDS deductions and payouts are books of account and tax records: kept for eight financial years ' +
    '(Companies Act 2013 s.128(5); Income-tax Act 1961 s.44AA with Rule 6F, and the TDS records of s.194H).',
  audit_log: () =>
    'The record of who approved the KYC, moved the leads and paid the commissions is the evidence behind the books of account: ' +
    'kept as long as they are. Contact details in it are erased now.',
  consent_records: () =>
    'The records of when the person agreed to the privacy notice and withdrew are the proof that their data was processed lawfully ' +
    '(DPDP Act 2023 s.6(10)): kept as long as the records that processing produced.',
  document_access_log: () =>
    `Who read the person's documents is kept at least ${ACCESS_LOG_RETENTION_DAYS} days after the last read (DPDP Rules 2025); ` +
    'it names people by their employee id only.',
};

/** `YYYY-MM-DD` of a moment, India time. */
export function indiaDate(moment: Date): string {
  return new Date(moment.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 10);
}

/**
 * The KYC images of a deactivated connector are deleted this many years after the deactivation:
 * the last day they are held (the retention job deletes them once the moment has passed).
 */
export function kycDocumentsHeldUntil(deactivatedAt: Date, years: number): Date {
  const until = new Date(deactivatedAt);
  until.setUTCFullYear(until.getUTCFullYear() + years);
  return until;
}

/**
 * The last day of the eighth financial year after the one `moment` falls in (India: April to March).
 * An entry of 10 June 2025 (financial year 2025-26, ending 31 March 2026) is held until 31 March 2034.
 */
export function booksOfAccountHeldUntil(moment: Date): string {
  const [year, month] = indiaDate(moment).split('-').map(Number) as [number, number];
  const financialYearEnds = month >= 4 ? year + 1 : year;
  return `${financialYearEnds + BOOKS_OF_ACCOUNT_FINANCIAL_YEARS}-03-31`;
}

/** The access log's records of a person are held a year after the last of them. */
export function accessLogHeldUntil(lastReadAt: Date): string {
  return indiaDate(new Date(lastReadAt.getTime() + ACCESS_LOG_RETENTION_DAYS * DAY_MS));
}

/**
 * The words a lead's screens show for missing or unmatched facts and for its status. Kept apart from
 * leadRows.ts (the list's rows and their CSV export) so that a page showing one lead does not
 * download the list's code with them.
 */

/** Spec §8: a missing person shows N/A, an unmatched loan type Unknown. */
export const MISSING_PERSON = 'N/A';
export const UNKNOWN_LOAN_TYPE = 'Unknown';

/** The text LeadStatusBadge displays: the status (or "unknown") with each word capitalised. */
export function leadStatusLabel(status: string | null | undefined): string {
  return (status || 'unknown').replace(/(^|\s)(\S)/g, (_, space: string, letter: string) => space + letter.toUpperCase());
}

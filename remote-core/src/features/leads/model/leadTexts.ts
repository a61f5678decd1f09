/**
 * A lead's status as its badge shows it. Kept apart from leadRows.ts (the list's rows and their CSV
 * export) so that a page showing one lead does not download the list's code with it. (The words for
 * missing or unmatched facts, N/A and Unknown, are in each feature's catalogue.)
 */

/** The text LeadStatusBadge displays: the status (or "unknown") with each word capitalised. */
export function leadStatusLabel(status: string | null | undefined): string {
  return (status || 'unknown').replace(/(^|\s)(\S)/g, (_, space: string, letter: string) => space + letter.toUpperCase());
}

/** The payout run: its payment reference rule, the result message, and how entries are shown. */
import type { PayoutEntry, PayoutRunSummary } from 'shared-contracts';
import { formErrors, formatDate, formatRupees, getErrorMessage } from 'shared-ui';
import { countOf } from '../../../common/model/serverPaging';
import { signedAmount } from './payoutSelection';

const REFERENCE = /^[A-Za-z0-9][A-Za-z0-9 ._/-]*$/;

/** The contract's rule: 3–64 characters, letters and digits first, then also space . _ / - */
export function referenceError(reference: string): string | undefined {
  const value = reference.trim();
  if (value.length < 3 || value.length > 64) return 'Enter the payment reference (3 to 64 characters).';
  if (!REFERENCE.test(value)) return 'Use letters, digits, spaces and . _ / - only, starting with a letter or digit.';
  return undefined;
}

export function runRecordedMessage(run: Pick<PayoutRunSummary, 'reference' | 'net_total' | 'connector_count'>): string {
  return `Payout run ${run.reference} recorded: ${formatRupees(run.net_total)} to ${countOf(run.connector_count, 'connector')}.`;
}

export const PAYOUT_RUN_ERROR = 'The payout run could not be recorded.';

/** A failed run: the reference's message under its field; the chosen entries' (or any other) message above the buttons. */
export function payoutRunErrors(error: unknown): { reference?: string; general?: string } {
  const { fields, other } = formErrors(error, ['reference']);
  return { reference: fields.reference, general: other ?? (fields.reference ? undefined : getErrorMessage(error, PAYOUT_RUN_ERROR)) };
}

/** "+₹12,500" / "-₹2,500" */
export function signedRupees(amount: number): string {
  return `${amount < 0 ? '-' : '+'}${formatRupees(Math.abs(amount))}`;
}

export interface PayoutEntryRow {
  id: number;
  type: 'Credit' | 'Debit';
  customer: string;
  description: string;
  amount: string;
  date: string;
}

export function payoutEntryRow(entry: PayoutEntry): PayoutEntryRow {
  return {
    id: entry.id,
    type: entry.transaction_type === 'debit' ? 'Debit' : 'Credit',
    customer: entry.lead?.customer_name.trim() || '—',
    description: entry.description.trim() || '—',
    amount: signedRupees(signedAmount(entry)),
    date: formatDate(entry.created_at),
  };
}

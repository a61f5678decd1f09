/** The lead's payout ledger as the Payout card shows it. */
import type { LeadLedgerEntry } from 'shared-contracts';
import { formatDate, formatRupees } from 'shared-ui';
import type { ManagedLeadMessageId } from '../i18n';

export interface LedgerRow {
  id: number;
  type: 'Credit' | 'Debit';
  /** "+₹12,500" or "-₹12,500". */
  amount: string;
  state: 'Processed' | 'Pending';
  /** The payment reference of the payout run that paid it; "—" before. */
  reference: string;
  date: string;
}

/** The texts of a row's type and state (catalogue ids). */
export const LEDGER_TYPE_TEXT: Record<LedgerRow['type'], ManagedLeadMessageId> = { Credit: 'ledger.credit', Debit: 'ledger.debit' };
export const LEDGER_STATE_TEXT: Record<LedgerRow['state'], ManagedLeadMessageId> = { Processed: 'ledger.processed', Pending: 'ledger.pending' };

export function signedRupees(type: LeadLedgerEntry['transaction_type'], amount: number): string {
  return `${type === 'debit' ? '-' : '+'}${formatRupees(Math.abs(amount))}`;
}

export function ledgerRows(ledger: readonly LeadLedgerEntry[]): LedgerRow[] {
  return ledger.map((entry) => ({
    id: entry.id,
    type: entry.transaction_type === 'debit' ? 'Debit' : 'Credit',
    amount: signedRupees(entry.transaction_type, entry.amount),
    state: entry.is_processed ? 'Processed' : 'Pending',
    reference: entry.payout_reference?.trim() || '—',
    date: formatDate(entry.created_at),
  }));
}

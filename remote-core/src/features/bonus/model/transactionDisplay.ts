import type { Transaction } from 'shared-contracts';
import { formatRupees } from 'shared-ui';
import { t as bonusT, type BonusT } from '../i18n';

type AmountFields = Pick<Transaction, 'transaction_type' | 'amount'>;

/** "+₹25,000" for a credit, "-₹2,500" for a debit. */
export function formatSignedAmount(transaction: AmountFields): string {
  const sign = transaction.transaction_type === 'credit' ? '+' : '-';
  return `${sign}${formatRupees(Math.abs(transaction.amount))}`;
}

/** Credits are shown in green, debits in red. */
export function transactionAmountColor(transaction: Pick<Transaction, 'transaction_type'>): string {
  return transaction.transaction_type === 'credit' ? 'green.700' : 'red.600';
}

/** Spec §4: a credit that is not processed yet is shown as Pending. */
export function isPendingCredit(transaction: Pick<Transaction, 'transaction_type' | 'is_processed'>): boolean {
  return transaction.transaction_type === 'credit' && !transaction.is_processed;
}

/** Spec §8: a missing person is shown as N/A ("row.notAvailable", in the language shown). */
export function transactionCustomerName(transaction: Pick<Transaction, 'lead_details'>, t: BonusT = bonusT): string {
  return transaction.lead_details?.customer_name || t('row.notAvailable');
}

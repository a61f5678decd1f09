/**
 * The bonus statement as /bonus shows it (spec: Bonus Details): the table's rows, the grid's cards
 * and the CSV file all read these rows. Texts come from the bonus catalogue (`t`, ../i18n).
 */
import type { Transaction } from 'shared-contracts';
import { formatDate, formatRupees } from 'shared-ui';
import { toCsv, type CsvColumn } from '../../../common/model/csv';
import { formatPercent } from '../../../common/model/percent';
import { t as bonusT, type BonusMessageId, type BonusT } from '../i18n';
import { formatSignedAmount, isPendingCredit, transactionCustomerName } from './transactionDisplay';

/** Spec §4/§9: the view starts as a grid. */
export type BonusView = 'grid' | 'table';
export const DEFAULT_BONUS_VIEW: BonusView = 'grid';

/** Transactions per page, in both views (divides evenly into 1, 2, 3 and 4 columns). */
export const BONUS_PAGE_SIZE = 24;

export type StatementStatus = 'Pending' | 'Credited' | 'Debited';

/** Each status's text in the catalogue. */
export const STATEMENT_STATUS_TEXT: Record<StatementStatus, BonusMessageId> = {
  Pending: 'status.pending',
  Credited: 'status.credited',
  Debited: 'status.debited',
};

export interface StatementRow {
  id: number;
  type: Transaction['transaction_type'];
  /** "TDS" or "GST" for the taxes on a commission entry (docs/payout-taxes.md); null for the commission itself. */
  kindLabel: string | null;
  /** "Paid on 1 Dec 2026 · UTR-1234": the payout run that paid it; null while pending (or paid before runs existed). */
  paidNote: string | null;
  date: string;
  /** The table's Amount: rupees without a sign (the colour and Status tell credit from debit). */
  amount: string;
  /** The grid's amount: "+₹25,000" / "-₹2,500". */
  signedAmount: string;
  pending: boolean;
  /** The status (its text: STATEMENT_STATUS_TEXT). */
  status: StatementStatus;
  description: string;
  customer: string;
  bank: string;
  loanType: string;
  loanAmount: string;
  commission: string;
  /** Whether the entry has a loan (bank, loan type and amount); "N/A" otherwise. */
  hasLoan: boolean;
}

/** Spec §4: an unprocessed credit is Pending; otherwise Credited or Debited. */
export function statementStatus(transaction: Pick<Transaction, 'transaction_type' | 'is_processed'>): StatementStatus {
  if (isPendingCredit(transaction)) return 'Pending';
  return transaction.transaction_type === 'credit' ? 'Credited' : 'Debited';
}

/** "CP 1.5% · Connector 1%": the company's and the connector's payout of the loan. */
export function commissionText(loan: Transaction['loan_details'], t: BonusT = bonusT): string {
  return loan ? t('row.commission', { cp: formatPercent(loan.cp_payout), connector: formatPercent(loan.connectors_payout) }) : t('row.notAvailable');
}

const KIND_LABELS: Record<Transaction['entry_kind'], string | null> = { commission: null, tds: 'TDS', gst: 'GST' };

export function paidNote(payout: Transaction['payout'], t: BonusT = bonusT): string | null {
  return payout ? t('row.paidNote', { date: formatDate(payout.paid_at), reference: payout.reference }) : null;
}

export function statementRow(transaction: Transaction, t: BonusT = bonusT): StatementRow {
  const loan = transaction.loan_details;
  const notAvailable = t('row.notAvailable');
  return {
    id: transaction.id,
    type: transaction.transaction_type,
    // An older server sends no kind: its entries read as commission.
    kindLabel: KIND_LABELS[transaction.entry_kind] ?? null,
    paidNote: paidNote(transaction.payout ?? null, t),
    date: formatDate(transaction.created_at),
    amount: formatRupees(Math.abs(transaction.amount)),
    signedAmount: formatSignedAmount(transaction),
    pending: isPendingCredit(transaction),
    status: statementStatus(transaction),
    description: transaction.description,
    customer: transactionCustomerName(transaction, t),
    bank: loan?.bank_name || notAvailable,
    loanType: loan?.loan_type || notAvailable,
    loanAmount: transaction.lead_details ? formatRupees(transaction.lead_details.loan_amount) : notAvailable,
    commission: commissionText(loan, t),
    hasLoan: Boolean(loan?.bank_name),
  };
}

export function statementRows(transactions: readonly Transaction[], t: BonusT = bonusT): StatementRow[] {
  return transactions.map((transaction) => statementRow(transaction, t));
}

export type StatementColumnKey = 'date' | 'amount' | 'status' | 'customer' | 'bank' | 'loanType' | 'loanAmount' | 'commission';

export interface StatementColumn extends CsvColumn<StatementRow> {
  key: StatementColumnKey;
}

const COLUMN_TEXTS: readonly [StatementColumnKey, BonusMessageId, (row: StatementRow, t: BonusT) => string][] = [
  ['date', 'column.date', (row) => row.date],
  ['amount', 'column.amount', (row) => row.amount],
  ['status', 'column.status', (row, t) => t(STATEMENT_STATUS_TEXT[row.status])],
  ['customer', 'column.customer', (row) => row.customer],
  ['bank', 'column.bank', (row) => row.bank],
  ['loanType', 'column.loanType', (row) => row.loanType],
  ['loanAmount', 'column.loanAmount', (row) => row.loanAmount],
  ['commission', 'column.commission', (row) => row.commission],
];

/** The table's columns, in order; the CSV file has exactly these. */
export function statementColumns(t: BonusT = bonusT): StatementColumn[] {
  return COLUMN_TEXTS.map(([key, header, text]) => ({ key, header: t(header), text: (row) => text(row, t) }));
}

/** The CSV of every transaction (all pages), with the table's columns and texts. */
export function statementCsv(rows: readonly StatementRow[], t: BonusT = bonusT): string {
  return toCsv(statementColumns(t), rows);
}

/**
 * Credits minus debits not paid out yet: what the next payout run settles. The API's `bonus_amount`
 * (Total Earnings, Total Bonus Amount) counts paid entries only, so a fresh approval shows here first.
 */
export function pendingPayoutAmount(transactions: readonly Pick<Transaction, 'transaction_type' | 'amount' | 'is_processed'>[]): number {
  const paise = transactions
    .filter((transaction) => !transaction.is_processed)
    .reduce((sum, transaction) => sum + Math.round(transaction.amount * 100) * (transaction.transaction_type === 'debit' ? -1 : 1), 0);
  return paise / 100;
}

/** Under the paid totals: that they count payouts made, and what is waiting ("Paid out · ₹20,000 pending"). */
export function paidTotalNote(transactions: readonly Pick<Transaction, 'transaction_type' | 'amount' | 'is_processed'>[], t: BonusT = bonusT): string {
  const pending = pendingPayoutAmount(transactions);
  if (pending > 0) return t('total.paidOutPending', { amount: formatRupees(pending) });
  if (pending < 0) return t('total.paidOutDeducted', { amount: formatRupees(-pending) });
  return t('total.paidOut');
}

/**
 * The bonus statement as /bonus shows it (spec: Bonus Details): the table's rows, the grid's cards
 * and the CSV file all read these rows.
 */
import type { Transaction } from 'shared-contracts';
import { formatDate, formatRupees } from 'shared-ui';
import { toCsv, type CsvColumn } from '../../../common/model/csv';
import { formatPercent } from '../../../common/model/percent';
import { formatSignedAmount, isPendingCredit, transactionCustomerName } from './transactionDisplay';

/** Spec §4/§9: the view starts as a grid. */
export type BonusView = 'grid' | 'table';
export const DEFAULT_BONUS_VIEW: BonusView = 'grid';

/** Transactions per page, in both views (divides evenly into 1, 2, 3 and 4 columns). */
export const BONUS_PAGE_SIZE = 24;

export type StatementStatus = 'Pending' | 'Credited' | 'Debited';

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
  status: StatementStatus;
  description: string;
  customer: string;
  bank: string;
  loanType: string;
  loanAmount: string;
  commission: string;
}

/** Spec §4: an unprocessed credit is Pending; otherwise Credited or Debited. */
export function statementStatus(transaction: Pick<Transaction, 'transaction_type' | 'is_processed'>): StatementStatus {
  if (isPendingCredit(transaction)) return 'Pending';
  return transaction.transaction_type === 'credit' ? 'Credited' : 'Debited';
}

/** "CP 1.5% · Connector 1%": the company's and the connector's payout of the loan. */
export function commissionText(loan: Transaction['loan_details']): string {
  return loan ? `CP ${formatPercent(loan.cp_payout)} · Connector ${formatPercent(loan.connectors_payout)}` : 'N/A';
}

const KIND_LABELS: Record<Transaction['entry_kind'], string | null> = { commission: null, tds: 'TDS', gst: 'GST' };

export function paidNote(payout: Transaction['payout']): string | null {
  return payout ? `Paid on ${formatDate(payout.paid_at)} · ${payout.reference}` : null;
}

export function statementRow(transaction: Transaction): StatementRow {
  const loan = transaction.loan_details;
  return {
    id: transaction.id,
    type: transaction.transaction_type,
    // An older server sends no kind: its entries read as commission.
    kindLabel: KIND_LABELS[transaction.entry_kind] ?? null,
    paidNote: paidNote(transaction.payout ?? null),
    date: formatDate(transaction.created_at),
    amount: formatRupees(Math.abs(transaction.amount)),
    signedAmount: formatSignedAmount(transaction),
    pending: isPendingCredit(transaction),
    status: statementStatus(transaction),
    description: transaction.description,
    customer: transactionCustomerName(transaction),
    bank: loan?.bank_name || 'N/A',
    loanType: loan?.loan_type || 'N/A',
    loanAmount: transaction.lead_details ? formatRupees(transaction.lead_details.loan_amount) : 'N/A',
    commission: commissionText(loan),
  };
}

export function statementRows(transactions: readonly Transaction[]): StatementRow[] {
  return transactions.map(statementRow);
}

/** The table's columns, in order; the CSV file has exactly these. */
export const STATEMENT_COLUMNS: readonly CsvColumn<StatementRow>[] = [
  { header: 'Date', text: (row) => row.date },
  { header: 'Amount', text: (row) => row.amount },
  { header: 'Status', text: (row) => row.status },
  { header: 'Customer', text: (row) => row.customer },
  { header: 'Bank', text: (row) => row.bank },
  { header: 'Loan Type', text: (row) => row.loanType },
  { header: 'Loan Amount', text: (row) => row.loanAmount },
  { header: 'Commission', text: (row) => row.commission },
];

/** The CSV of every transaction (all pages), with the table's columns and texts. */
export function statementCsv(rows: readonly StatementRow[]): string {
  return toCsv(STATEMENT_COLUMNS, rows);
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
export function paidTotalNote(transactions: readonly Pick<Transaction, 'transaction_type' | 'amount' | 'is_processed'>[]): string {
  const pending = pendingPayoutAmount(transactions);
  if (pending > 0) return `Paid out · ${formatRupees(pending)} pending`;
  if (pending < 0) return `Paid out · ${formatRupees(-pending)} to be deducted`;
  return 'Paid out';
}

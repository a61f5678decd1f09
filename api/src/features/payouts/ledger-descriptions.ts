/**
 * The descriptions of the ledger's entries: written in English with the entry (a record of what was
 * credited or deducted, and why, with the figures of that moment), and shown in the reader's language
 * (docs/languages.md#api-texts). Every entry the portal writes takes its description from here, and
 * each form has its Hindi in the API's catalogue under the same English with placeholders, so a
 * description is localised by matching it; a description of another form (written before a form
 * changed) stays as written.
 */
import { localiserOf, type Language } from '../../i18n';
import { formatRupeeAmount as rupees } from 'shared-contracts/rupees';
import type { TaxLine } from './tax-rules';

/** A tax rate as few digits as it needs ("2%", "0.1%"). */
const ratePercent = (rate: number) => `${Number(rate.toFixed(2))}%`;
/** A bank loan's payout percent as the catalogue shows it ("1.00%"). */
const payoutPercent = (percent: number) => `${percent.toFixed(2)}%`;

/** The catalogue's ids of the forms below: keep them in step (ledger-descriptions.test.ts writes each form and reads it back). */
const FORMS = [
  'Payout for {customer}: {loanType}, {bank} ({percent} of {loanAmount})',
  'Reversal of the payout for {customer}',
  'GST at {rate} on the payout for {customer}',
  'GST reversed with the payout for {customer}',
  'TDS given back ({rate} of {base}) with the reversal for {customer}',
  "TDS at {rate} (section 206AA: no verified PAN) on {base} of the year's commission, with the payout for {customer}",
  "TDS at {rate} (section {section}) on {base} of the year's commission, with the payout for {customer}",
] as const;

/** An approval's commission credit: the loan it was earned on and the payout percent of its bank loan. */
export function commissionCreditDescription(lead: { customerName: string; loanType: string; bankName: string; payoutPercent: number; loanAmount: number }): string {
  return `Payout for ${lead.customerName}: ${lead.loanType}, ${lead.bankName} (${payoutPercent(lead.payoutPercent)} of ${rupees(lead.loanAmount)})`;
}

/** A reversal's debit of the credit it takes back. */
export const commissionReversalDescription = (customerName: string) => `Reversal of the payout for ${customerName}`;

/** A TDS or GST line written with a commission entry. */
export function taxLineDescription(line: Pick<TaxLine, 'kind' | 'type' | 'rate' | 'base' | 'section'>, customerName: string): string {
  if (line.kind === 'gst') {
    return line.type === 'credit' ? `GST at ${ratePercent(line.rate)} on the payout for ${customerName}` : `GST reversed with the payout for ${customerName}`;
  }
  if (line.type === 'credit') return `TDS given back (${ratePercent(line.rate)} of ${rupees(line.base)}) with the reversal for ${customerName}`;
  const why = line.section === '206AA' ? 'section 206AA: no verified PAN' : `section ${line.section ?? '194H'}`;
  return `TDS at ${ratePercent(line.rate)} (${why}) on ${rupees(line.base)} of the year's commission, with the payout for ${customerName}`;
}

/** A ledger entry's description in the reader's language. */
// A customer's name is typed by a person and may hold any text of a form (": ", " of "): it takes the longest match.
export const localiseLedgerDescription: (language: Language, description: string) => string = localiserOf(FORMS, ['customer']);

/** Each entry's description in the reader's language, in place. */
export function localiseLedgerEntries(language: Language, entries: Iterable<{ description: string }>): void {
  if (language === 'en') return;
  for (const entry of entries) entry.description = localiseLedgerDescription(language, entry.description);
}

/**
 * A JSON answer PostgreSQL built, with the descriptions of the entries `entriesOf` finds in it in the
 * reader's language; an English answer is sent as built, unparsed.
 */
export function localiseLedgerJson<Answer>(language: Language, json: string, entriesOf: (answer: Answer) => Iterable<{ description: string }>): string {
  if (language === 'en') return json;
  const answer = JSON.parse(json) as Answer;
  localiseLedgerEntries(language, entriesOf(answer));
  return JSON.stringify(answer);
}

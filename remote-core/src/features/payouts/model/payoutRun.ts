/** The payout run: its payment reference rule, the result message, and how entries and totals are shown. */
import type { ConnectorPayouts, EntryKind, PayoutEntry, PayoutRun, PayoutRunSummary } from 'shared-contracts';
import { formErrors, formatDate, formatRupees, getErrorMessage, responseStatus } from 'shared-ui';
import { countValues, type PayoutsMessageId, type PayoutsT } from '../i18n';
import { signedAmount, type PayoutFigures } from './payoutSelection';

const REFERENCE = /^[A-Za-z0-9][A-Za-z0-9 ._/-]*$/;

/** The contract's rule: 3–64 characters, letters and digits first, then also space . _ / - */
export function referenceError(reference: string, t: PayoutsT): string | undefined {
  const value = reference.trim();
  if (value.length < 3 || value.length > 64) return t('runDialog.referenceLength');
  if (!REFERENCE.test(value)) return t('runDialog.referenceCharacters');
  return undefined;
}

/** "Payout run UTR1 recorded: ₹37,705 to 2 connectors." */
export function runRecordedMessage(run: Pick<PayoutRunSummary, 'reference' | 'net_total' | 'connector_count'>, t: PayoutsT): string {
  return t('run.recorded', { reference: run.reference, amount: formatRupees(run.net_total), ...countValues(run.connector_count) });
}

/** A failed run: the reference's message under its field; the chosen entries' (or any other) message above the buttons. */
/** `stale`: a 409, the list changed since the selection was made (the run cannot be sent as it is). */
export function payoutRunErrors(error: unknown, t: PayoutsT): { reference?: string; general?: string; stale: boolean } {
  const { fields, other } = formErrors(error, ['reference']);
  return {
    reference: fields.reference,
    general: other ?? (fields.reference ? undefined : getErrorMessage(error, t('runDialog.error'))),
    stale: responseStatus(error) === 409,
  };
}

/** "+₹12,500" / "-₹2,500" */
export function signedRupees(amount: number): string {
  return `${amount < 0 ? '-' : '+'}${formatRupees(Math.abs(amount))}`;
}

/** The tag beside a tax entry's description; a commission entry has none. */
export type EntryKindTag = 'TDS' | 'GST';

export function entryKindTag(kind: EntryKind): EntryKindTag | null {
  if (kind === 'tds') return 'TDS';
  if (kind === 'gst') return 'GST';
  return null;
}

export interface PayoutEntryRow {
  id: number;
  type: 'Credit' | 'Debit';
  kind: EntryKindTag | null;
  customer: string;
  description: string;
  amount: string;
  date: string;
}

export function payoutEntryRow(entry: PayoutEntry): PayoutEntryRow {
  return {
    id: entry.id,
    type: entry.transaction_type === 'debit' ? 'Debit' : 'Credit',
    kind: entryKindTag(entry.entry_kind),
    customer: entry.lead?.customer_name.trim() || '—',
    description: entry.description.trim() || '—',
    amount: signedRupees(signedAmount(entry)),
    date: formatDate(entry.created_at),
  };
}

/** "Credit" / "Debit" in the page's language. */
export function entryTypeText(type: PayoutEntryRow['type'], t: PayoutsT): string {
  return type === 'Debit' ? t('entries.debit') : t('entries.credit');
}

/** What a checkbox chooses: "Credit +₹25,000, Meera Kulkarni", "TDS Debit -₹500, Meera Kulkarni". */
export function entryChoiceText(row: PayoutEntryRow, t: PayoutsT): string {
  return `${row.kind ? `${row.kind} ` : ''}${entryTypeText(row.type, t)} ${row.amount}, ${row.customer}`;
}

/** A connector's figures as the API summed them (pending list and run). */
export function connectorFigures(group: ConnectorPayouts): PayoutFigures {
  return { commission: group.commission_total, tds: group.tds_total, gst: group.gst_total, net: group.net_total };
}

/** A run's figures: its connectors' totals, summed in paise. */
export function runFigures(run: Pick<PayoutRun, 'connectors'>): PayoutFigures {
  const paise = (pick: (group: ConnectorPayouts) => number) => run.connectors.reduce((sum, group) => sum + Math.round(pick(group) * 100), 0) / 100;
  return { commission: paise((group) => group.commission_total), tds: paise((group) => group.tds_total), gst: paise((group) => group.gst_total), net: paise((group) => group.net_total) };
}

/** GST is shown for a connector registered for it (GST entries), and whenever it is not zero. */
export function showsGst(group: ConnectorPayouts): boolean {
  return group.gst_total !== 0 || group.entries.some((entry) => entry.entry_kind === 'gst');
}

export interface FigureItem {
  /** Which figure it is (its words: FIGURE_LABELS). */
  label: 'Commission' | 'TDS' | 'GST' | 'Net';
  value: string;
}

/** Each figure's name in the catalogue. */
export const FIGURE_LABELS: Record<FigureItem['label'], PayoutsMessageId> = {
  Commission: 'figures.commission',
  TDS: 'figures.tds',
  GST: 'figures.gst',
  Net: 'figures.net',
};

/** "+₹1,080" / "-₹725", and "₹0" without a sign. */
function effect(amount: number): string {
  return Math.round(amount * 100) === 0 ? formatRupees(0) : signedRupees(amount);
}

/**
 * Commission, TDS, GST and net, each as it acts on the payout: TDS taken off ("-₹725", or "+₹100"
 * when more was given back than deducted), GST added. GST only when `withGst`.
 */
export function figureItems(figures: PayoutFigures, withGst: boolean): FigureItem[] {
  return [
    { label: 'Commission', value: formatRupees(figures.commission) },
    { label: 'TDS', value: effect(-figures.tds) },
    ...(withGst ? [{ label: 'GST' as const, value: effect(figures.gst) }] : []),
    { label: 'Net', value: formatRupees(figures.net) },
  ];
}

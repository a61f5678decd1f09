/**
 * The Pending tab's choice of entries for a payout run: kept across pages and searches (the ids and
 * what the totals need), the per-connector select-all state, and the totals of the sticky summary.
 *
 * A TDS or GST entry is paid with the commission entry it was computed on (docs/payout-taxes.md), so
 * the choice moves them together: it is never split, and the API never has to refuse it for that.
 * A held connector's entries (no verified payout bank account) cannot be chosen.
 */
import type { ConnectorPayouts, EntryKind, PayoutEntry } from 'shared-contracts';

export interface SelectedEntry {
  id: number;
  connectorId: number;
  connectorName: string;
  kind: EntryKind;
  /** Credits positive, debits negative, in paise (sums stay exact). */
  signedPaise: number;
  /** Every entry the list showed for this connector when this one was chosen (the run's `shown_entry_ids`). */
  shownWithIt: readonly number[];
}

export type PayoutSelection = ReadonlyMap<number, SelectedEntry>;

export const EMPTY_SELECTION: PayoutSelection = new Map();

/** A ledger entry's effect on the payout: credits add, debits subtract. */
export function signedAmount(entry: Pick<PayoutEntry, 'transaction_type' | 'amount'>): number {
  return entry.transaction_type === 'debit' ? -Math.abs(entry.amount) : Math.abs(entry.amount);
}

/** Rupees to whole paise: the API keeps amounts to the paisa, so this is exact. */
function toPaise(rupees: number): number {
  return Math.round(rupees * 100);
}

/** "Aarav Sharma (CN1001)". */
export function connectorLabel(connector: Pick<ConnectorPayouts['connector'], 'username' | 'employee_id'>): string {
  return `${connector.username} (${connector.employee_id})`;
}

/** Payouts to this connector wait (no verified bank account): none of their entries can be chosen. */
export function isHeld(group: Pick<ConnectorPayouts, 'payout_hold'>): boolean {
  return group.payout_hold !== null && group.payout_hold.trim() !== '';
}

/**
 * The entries paid together with `entry`: its commission entry and that entry's TDS and GST entries.
 * When the commission entry is not in the list, the tax entries that name it still go together.
 */
export function paidTogether(group: ConnectorPayouts, entry: PayoutEntry): PayoutEntry[] {
  const source = entry.tax_source_id ?? entry.id;
  const together = group.entries.filter((shown) => shown.id === source || shown.tax_source_id === source);
  return together.some((shown) => shown.id === entry.id) ? together : [entry, ...together];
}

function selected(group: ConnectorPayouts, entry: PayoutEntry): SelectedEntry {
  return {
    id: entry.id,
    connectorId: group.connector.id,
    connectorName: connectorLabel(group.connector),
    kind: entry.entry_kind,
    signedPaise: toPaise(signedAmount(entry)),
    shownWithIt: group.entries.map((shown) => shown.id),
  };
}

function withEntries(selection: PayoutSelection, group: ConnectorPayouts, entries: readonly PayoutEntry[], on: boolean): PayoutSelection {
  // Choosing stops at a hold; un-choosing never does, so entries chosen before the hold appeared can be let go.
  if (on && isHeld(group)) return selection;
  const next = new Map(selection);
  for (const entry of entries) {
    if (on) next.set(entry.id, selected(group, entry));
    else next.delete(entry.id);
  }
  return next;
}

/** Chooses (or lets go of) an entry together with the entries it is paid with. */
export function toggleEntry(selection: PayoutSelection, group: ConnectorPayouts, entry: PayoutEntry, on: boolean): PayoutSelection {
  return withEntries(selection, group, paidTogether(group, entry), on);
}

/** Selects (or clears) every entry of one connector. */
export function setConnectorSelected(selection: PayoutSelection, group: ConnectorPayouts, on: boolean): PayoutSelection {
  return withEntries(selection, group, group.entries, on);
}

/** The connector's select-all box: checked, unchecked, or indeterminate when some are chosen. */
export function connectorCheckState(selection: PayoutSelection, group: ConnectorPayouts): boolean | 'indeterminate' {
  const count = group.entries.filter((entry) => selection.has(entry.id)).length;
  if (count === 0) return false;
  return count === group.entries.length ? true : 'indeterminate';
}

/** Rupee figures of a choice: commission − TDS + GST = net, each summed in paise. */
export interface PayoutFigures {
  /** Commission credited less commission reversed. */
  commission: number;
  /** TDS deducted less TDS given back (positive: it lowers the payout). */
  tds: number;
  /** GST added less GST reversed. */
  gst: number;
  /** What is paid: credits minus debits. */
  net: number;
}

export interface SelectionSummary extends PayoutFigures {
  entries: number;
  connectors: number;
  /** Connectors the choice would leave with a negative total (the API refuses such a run). */
  negative: string[];
}

export function selectionSummary(selection: PayoutSelection): SelectionSummary {
  const byConnector = new Map<number, { name: string; net: number }>();
  const paise: Record<EntryKind, number> = { commission: 0, tds: 0, gst: 0 };
  for (const entry of selection.values()) {
    paise[entry.kind] += entry.signedPaise;
    const current = byConnector.get(entry.connectorId) ?? { name: entry.connectorName, net: 0 };
    current.net += entry.signedPaise;
    byConnector.set(entry.connectorId, current);
  }
  const net = paise.commission + paise.tds + paise.gst;
  return {
    entries: selection.size,
    connectors: byConnector.size,
    commission: paise.commission / 100,
    // A TDS debit is a deduction: the figure counts it positive, as the API's `tds_total` does.
    tds: paise.tds === 0 ? 0 : -paise.tds / 100,
    gst: paise.gst / 100,
    net: net / 100,
    negative: [...byConnector.values()].filter((connector) => connector.net < 0).map((connector) => connector.name),
  };
}

/** Entries to send, sorted (the request's `transaction_ids`). */
export function selectedIds(selection: PayoutSelection): number[] {
  return [...selection.keys()].sort((a, b) => a - b);
}

/**
 * The chosen connectors' entries as the list showed them when they were chosen (the request's
 * `shown_entry_ids`): the server refuses the run (409) when one of those connectors has an entry the
 * reviewer never saw, such as a reversal made after the list was loaded.
 */
export function shownEntryIds(selection: PayoutSelection): number[] {
  const shown = new Set<number>();
  for (const entry of selection.values()) for (const id of entry.shownWithIt) shown.add(id);
  return [...shown].sort((a, b) => a - b);
}

/**
 * The Pending tab's choice of entries for a payout run: kept across pages and searches (the ids and
 * what the totals need), the per-connector select-all state, and the totals of the sticky summary.
 */
import type { ConnectorPayouts, PayoutEntry } from 'shared-contracts';

export interface SelectedEntry {
  id: number;
  connectorId: number;
  connectorName: string;
  /** Credits positive, debits negative. */
  signedAmount: number;
}

export type PayoutSelection = ReadonlyMap<number, SelectedEntry>;

export const EMPTY_SELECTION: PayoutSelection = new Map();

/** A ledger entry's effect on the payout: credits add, debits subtract. */
export function signedAmount(entry: Pick<PayoutEntry, 'transaction_type' | 'amount'>): number {
  return entry.transaction_type === 'debit' ? -Math.abs(entry.amount) : Math.abs(entry.amount);
}

export function connectorLabel(connector: ConnectorPayouts['connector']): string {
  return `${connector.username} (${connector.employee_id})`;
}

function selected(group: ConnectorPayouts, entry: PayoutEntry): SelectedEntry {
  return { id: entry.id, connectorId: group.connector.id, connectorName: connectorLabel(group.connector), signedAmount: signedAmount(entry) };
}

export function toggleEntry(selection: PayoutSelection, group: ConnectorPayouts, entry: PayoutEntry, on: boolean): PayoutSelection {
  const next = new Map(selection);
  if (on) next.set(entry.id, selected(group, entry));
  else next.delete(entry.id);
  return next;
}

/** Selects (or clears) every entry of one connector. */
export function setConnectorSelected(selection: PayoutSelection, group: ConnectorPayouts, on: boolean): PayoutSelection {
  const next = new Map(selection);
  for (const entry of group.entries) {
    if (on) next.set(entry.id, selected(group, entry));
    else next.delete(entry.id);
  }
  return next;
}

/** The connector's select-all box: checked, unchecked, or indeterminate when some are chosen. */
export function connectorCheckState(selection: PayoutSelection, group: ConnectorPayouts): boolean | 'indeterminate' {
  const count = group.entries.filter((entry) => selection.has(entry.id)).length;
  if (count === 0) return false;
  return count === group.entries.length ? true : 'indeterminate';
}

export interface SelectionSummary {
  entries: number;
  connectors: number;
  /** Credits minus debits of the chosen entries, in rupees (rounded to the paisa). */
  net: number;
  /** Connectors the choice would leave with a negative total (the API refuses such a run). */
  negative: string[];
}

export function selectionSummary(selection: PayoutSelection): SelectionSummary {
  const byConnector = new Map<number, { name: string; net: number }>();
  let net = 0;
  for (const entry of selection.values()) {
    net += entry.signedAmount;
    const current = byConnector.get(entry.connectorId) ?? { name: entry.connectorName, net: 0 };
    current.net += entry.signedAmount;
    byConnector.set(entry.connectorId, current);
  }
  return {
    entries: selection.size,
    connectors: byConnector.size,
    net: Math.round(net * 100) / 100,
    negative: [...byConnector.values()].filter((connector) => Math.round(connector.net * 100) < 0).map((connector) => connector.name),
  };
}

/** Entries to send, sorted (the request's `transaction_ids`). */
export function selectedIds(selection: PayoutSelection): number[] {
  return [...selection.keys()].sort((a, b) => a - b);
}

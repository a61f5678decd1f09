import { aaravPayouts, nehaPayouts } from '../testing/payoutFixtures';
import { EMPTY_SELECTION, connectorCheckState, selectedIds, selectionSummary, setConnectorSelected, signedAmount, toggleEntry } from './payoutSelection';

describe('payout selection', () => {
  const aarav = aaravPayouts();
  const neha = nehaPayouts();

  it('counts credits positive and debits negative', () => {
    expect(signedAmount({ transaction_type: 'credit', amount: 100 })).toBe(100);
    expect(signedAmount({ transaction_type: 'debit', amount: 100 })).toBe(-100);
  });

  it('selects entries and whole connectors, and sums them per connector', () => {
    let selection = toggleEntry(EMPTY_SELECTION, aarav, aarav.entries[0], true);
    expect(connectorCheckState(selection, aarav)).toBe('indeterminate');
    expect(connectorCheckState(selection, neha)).toBe(false);
    selection = setConnectorSelected(selection, aarav, true);
    expect(connectorCheckState(selection, aarav)).toBe(true);
    selection = setConnectorSelected(selection, neha, true);
    expect(selectionSummary(selection)).toEqual({ entries: 4, connectors: 2, net: 39750, negative: [] });
    expect(selectedIds(selection)).toEqual([101, 102, 103, 201]);
    selection = toggleEntry(selection, aarav, aarav.entries[0], false);
    selection = toggleEntry(selection, aarav, aarav.entries[1], false);
    expect(selectionSummary(selection)).toEqual({ entries: 2, connectors: 2, net: 3500, negative: ['Aarav Sharma (CN1001)'] });
    expect(selectionSummary(setConnectorSelected(selection, aarav, false))).toEqual({ entries: 1, connectors: 1, net: 6000, negative: [] });
  });

  it('rounds the net to the paisa', () => {
    const group = { ...neha, entries: [{ ...neha.entries[0], id: 1, amount: 0.1 }, { ...neha.entries[0], id: 2, amount: 0.2 }] };
    expect(selectionSummary(setConnectorSelected(EMPTY_SELECTION, group, true)).net).toBe(0.3);
  });
});

import type { ConnectorPayouts, PayoutEntry } from 'shared-contracts';
import { aaravPayouts, entry, nehaPayouts, rohanPayouts, taxEntry } from '../testing/payoutFixtures';
import {
  EMPTY_SELECTION,
  connectorCheckState,
  isHeld,
  paidTogether,
  selectedIds,
  selectionSummary,
  setConnectorSelected,
  shownEntryIds,
  signedAmount,
  toggleEntry,
} from './payoutSelection';

function byId(group: ConnectorPayouts, id: number): PayoutEntry {
  const found = group.entries.find((e) => e.id === id);
  if (!found) throw new Error(`No entry ${id}`);
  return found;
}

describe('payout selection', () => {
  const aarav = aaravPayouts();
  const neha = nehaPayouts();
  const rohan = rohanPayouts();

  it('counts credits positive and debits negative', () => {
    expect(signedAmount({ transaction_type: 'credit', amount: 100 })).toBe(100);
    expect(signedAmount({ transaction_type: 'debit', amount: 100 })).toBe(-100);
  });

  it('selects entries and whole connectors, and sums them per connector', () => {
    let selection = toggleEntry(EMPTY_SELECTION, aarav, byId(aarav, 101), true);
    expect(connectorCheckState(selection, aarav)).toBe('indeterminate');
    expect(connectorCheckState(selection, neha)).toBe(false);
    selection = setConnectorSelected(selection, aarav, true);
    expect(connectorCheckState(selection, aarav)).toBe(true);
    selection = setConnectorSelected(selection, neha, true);
    expect(selectionSummary(selection)).toEqual({ entries: 8, connectors: 2, commission: 37250, tds: 625, gst: 1080, net: 37705, negative: [] });
    expect(selectedIds(selection)).toEqual([101, 102, 103, 104, 105, 106, 201, 202]);
    selection = toggleEntry(selection, aarav, byId(aarav, 101), false);
    selection = toggleEntry(selection, aarav, byId(aarav, 103), false);
    // Left: Kabir's reversal (-₹5,000) with its TDS given back (+₹100), and Neha's ₹7,080.
    expect(selectionSummary(selection)).toEqual({ entries: 4, connectors: 2, commission: 1000, tds: -100, gst: 1080, net: 2180, negative: ['Aarav Sharma (CN1001)'] });
    expect(selectionSummary(setConnectorSelected(selection, aarav, false))).toEqual({ entries: 2, connectors: 1, commission: 6000, tds: 0, gst: 1080, net: 7080, negative: [] });
  });

  it('never splits a commission entry from its tax entries', () => {
    // Choosing a commission entry chooses its TDS; choosing a TDS entry chooses its commission.
    expect(selectedIds(toggleEntry(EMPTY_SELECTION, aarav, byId(aarav, 101), true))).toEqual([101, 102]);
    expect(selectedIds(toggleEntry(EMPTY_SELECTION, aarav, byId(aarav, 104), true))).toEqual([103, 104]);
    expect(selectedIds(toggleEntry(EMPTY_SELECTION, neha, byId(neha, 202), true))).toEqual([201, 202]);
    // Letting go of either lets go of both.
    const both = setConnectorSelected(EMPTY_SELECTION, aarav, true);
    expect(selectedIds(toggleEntry(both, aarav, byId(aarav, 102), false))).toEqual([103, 104, 105, 106]);
    expect(selectedIds(toggleEntry(both, aarav, byId(aarav, 105), false))).toEqual([101, 102, 103, 104]);
  });

  it('chooses a commission entry with its TDS and GST, and a tax entry with its sibling', () => {
    const credit = entry({ id: 1, amount: 30000 });
    const group = {
      ...neha,
      entries: [
        credit,
        taxEntry(credit, { id: 2, entry_kind: 'tds', transaction_type: 'debit', amount: 600, description: 'TDS' }),
        taxEntry(credit, { id: 3, entry_kind: 'gst', transaction_type: 'credit', amount: 5400, description: 'GST' }),
        entry({ id: 4, amount: 1000 }),
      ],
    };
    expect(selectedIds(toggleEntry(EMPTY_SELECTION, group, group.entries[2], true))).toEqual([1, 2, 3]);
    expect(selectionSummary(toggleEntry(EMPTY_SELECTION, group, group.entries[0], true))).toMatchObject({ commission: 30000, tds: 600, gst: 5400, net: 34800 });
    // A tax entry whose commission entry is not in the list still goes with the entries that name it.
    const orphan = { ...group, entries: group.entries.slice(1) };
    expect(paidTogether(orphan, orphan.entries[0]).map((e) => e.id)).toEqual([2, 3]);
  });

  it("never chooses a held connector's entries, and lets go of ones chosen before the hold", () => {
    expect(isHeld(rohan)).toBe(true);
    expect(isHeld(aarav)).toBe(false);
    expect(toggleEntry(EMPTY_SELECTION, rohan, rohan.entries[0], true)).toBe(EMPTY_SELECTION);
    expect(setConnectorSelected(EMPTY_SELECTION, rohan, true)).toBe(EMPTY_SELECTION);
    const chosenBefore = setConnectorSelected(EMPTY_SELECTION, rohanPayouts(null), true);
    expect(selectedIds(chosenBefore)).toEqual([301]);
    expect(selectedIds(toggleEntry(chosenBefore, rohan, rohan.entries[0], false))).toEqual([]);
    expect(selectedIds(setConnectorSelected(chosenBefore, rohan, false))).toEqual([]);
  });

  it('sends every entry the list showed for each chosen connector, as it was when the entry was chosen', () => {
    // One of Aarav's entries chosen: all of Aarav's entries were shown; none of Neha's.
    let selection = toggleEntry(EMPTY_SELECTION, aarav, byId(aarav, 101), true);
    expect(shownEntryIds(selection)).toEqual([101, 102, 103, 104, 105, 106]);
    // Chosen on an older list, Neha's entry keeps that list's entries; a later one of hers adds its own.
    const nehaLater = { ...neha, entries: [...neha.entries, entry({ id: 205, transaction_type: 'debit' })] };
    selection = toggleEntry(selection, neha, byId(neha, 201), true);
    expect(shownEntryIds(selection)).toEqual([101, 102, 103, 104, 105, 106, 201, 202]);
    selection = toggleEntry(selection, nehaLater, byId(nehaLater, 205), true);
    expect(shownEntryIds(selection)).toEqual([101, 102, 103, 104, 105, 106, 201, 202, 205]);
    expect(shownEntryIds(EMPTY_SELECTION)).toEqual([]);
  });

  it('sums exactly in paise', () => {
    const group = { ...neha, entries: [entry({ id: 1, amount: 0.1 }), entry({ id: 2, amount: 0.2 }), entry({ id: 3, amount: 1234567.89 })] };
    expect(selectionSummary(setConnectorSelected(EMPTY_SELECTION, group, true)).net).toBe(1234568.19);
    const credit = entry({ id: 4, amount: 0.3 });
    const taxed = { ...neha, entries: [credit, taxEntry(credit, { id: 5, entry_kind: 'tds', transaction_type: 'debit', amount: 0.1, description: 'TDS' })] };
    expect(selectionSummary(setConnectorSelected(EMPTY_SELECTION, taxed, true))).toMatchObject({ commission: 0.3, tds: 0.1, net: 0.2 });
  });
});

import { t } from '../i18n';
import { aaravPayouts, entry, nehaPayouts, payoutRun, rohanPayouts } from '../testing/payoutFixtures';
import {
  connectorFigures,
  entryChoiceText,
  figureItems,
  payoutEntryRow,
  payoutRunErrors,
  referenceError,
  runFigures,
  runRecordedMessage,
  showsGst,
  signedRupees,
} from './payoutRun';

describe('referenceError', () => {
  it('follows the contract: 3–64 characters, letters, digits, space . _ / -', () => {
    expect(referenceError('UTR-2026/0042 batch_1.a', t)).toBeUndefined();
    expect(referenceError(' ab ', t)).toBe('Enter the payment reference (3 to 64 characters).');
    expect(referenceError('x'.repeat(65), t)).toBe('Enter the payment reference (3 to 64 characters).');
    expect(referenceError('-UTR', t)).toBe('Use letters, digits, spaces and . _ / - only, starting with a letter or digit.');
    expect(referenceError('UTR#1', t)).toBe('Use letters, digits, spaces and . _ / - only, starting with a letter or digit.');
  });
});

describe('runRecordedMessage', () => {
  it('names the reference, the amount and the connectors', () => {
    expect(runRecordedMessage({ reference: 'UTR1', net_total: 37705, connector_count: 2 }, t)).toBe('Payout run UTR1 recorded: ₹37,705 to 2 connectors.');
    expect(runRecordedMessage({ reference: 'UTR2', net_total: 6000, connector_count: 1 }, t)).toBe('Payout run UTR2 recorded: ₹6,000 to 1 connector.');
  });
});

describe('payoutRunErrors', () => {
  const answered = (status: number, data: unknown) => ({ isAxiosError: true, response: { status, data } });
  it('puts the reference message under its field and the rest above the buttons', () => {
    expect(payoutRunErrors(answered(400, { reference: ['Used before'] }), t)).toEqual({ reference: 'Used before', general: undefined, stale: false });
    expect(payoutRunErrors(answered(400, { transaction_ids: ['Already paid'] }), t)).toEqual({ reference: undefined, general: 'Already paid', stale: false });
    expect(payoutRunErrors(answered(500, {}), t)).toEqual({ reference: undefined, general: 'The payout run could not be recorded.', stale: false });
    expect(payoutRunErrors(answered(409, { detail: 'The list changed.', connectors: ['CN1001'] }), t)).toEqual({ reference: undefined, general: 'The list changed.', stale: true });
  });
});

describe('entry rows', () => {
  it('shows debits negative, a dash without a lead, and the kind of a tax entry', () => {
    expect(signedRupees(-2500)).toBe('-₹2,500');
    const row = payoutEntryRow(entry({ id: 1, transaction_type: 'debit', amount: 2500, description: 'Adjustment', created_at: '2026-01-23T09:15:00.000Z', lead: null }));
    expect([row.type, row.kind, row.customer, row.amount]).toEqual(['Debit', null, '—', '-₹2,500']);
    expect(entryChoiceText(row, t)).toBe('Debit -₹2,500, —');
    const tds = payoutEntryRow(aaravPayouts().entries[1]);
    expect([tds.type, tds.kind, tds.amount]).toEqual(['Debit', 'TDS', '-₹500']);
    expect(entryChoiceText(tds, t)).toBe('TDS Debit -₹500, Meera Kulkarni');
    expect(payoutEntryRow(nehaPayouts().entries[1]).kind).toBe('GST');
  });
});

describe('figures', () => {
  const text = (items: { label: string; value: string }[]) => items.map((item) => `${item.label} ${item.value}`);

  it("shows a connector's commission, the TDS taken off, the GST added and the net", () => {
    expect(text(figureItems(connectorFigures(aaravPayouts()), showsGst(aaravPayouts())))).toEqual(['Commission ₹31,250', 'TDS -₹625', 'Net ₹30,625']);
    expect(text(figureItems(connectorFigures(nehaPayouts()), showsGst(nehaPayouts())))).toEqual(['Commission ₹6,000', 'TDS ₹0', 'GST +₹1,080', 'Net ₹7,080']);
    // More TDS given back than deducted adds to the payout.
    expect(text(figureItems({ commission: -5000, tds: -100, gst: 0, net: -4900 }, false))).toEqual(['Commission -₹5,000', 'TDS +₹100', 'Net -₹4,900']);
  });

  it('shows GST for a connector with GST entries, even when they net to zero', () => {
    expect(showsGst(rohanPayouts())).toBe(false);
    const neha = nehaPayouts();
    const reversed = { ...neha, gst_total: 0, entries: [...neha.entries, { ...neha.entries[1], id: 203, transaction_type: 'debit' as const }] };
    expect(showsGst(reversed)).toBe(true);
    expect(showsGst({ ...rohanPayouts(), gst_total: 90 })).toBe(true);
  });

  it("sums a run's connectors in paise", () => {
    expect(runFigures(payoutRun())).toEqual({ commission: 37250, tds: 625, gst: 1080, net: 37705 });
    const cents = { ...nehaPayouts(), commission_total: 0.1, tds_total: 0.2, gst_total: 0.1, net_total: 0 };
    expect(runFigures({ connectors: [cents, cents, cents] })).toEqual({ commission: 0.3, tds: 0.6, gst: 0.3, net: 0 });
  });
});

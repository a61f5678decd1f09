import { payoutEntryRow, payoutRunErrors, referenceError, runRecordedMessage, signedRupees } from './payoutRun';

describe('referenceError', () => {
  it('follows the contract: 3–64 characters, letters, digits, space . _ / -', () => {
    expect(referenceError('UTR-2026/0042 batch_1.a')).toBeUndefined();
    expect(referenceError(' ab ')).toBe('Enter the payment reference (3 to 64 characters).');
    expect(referenceError('x'.repeat(65))).toBe('Enter the payment reference (3 to 64 characters).');
    expect(referenceError('-UTR')).toBe('Use letters, digits, spaces and . _ / - only, starting with a letter or digit.');
    expect(referenceError('UTR#1')).toBe('Use letters, digits, spaces and . _ / - only, starting with a letter or digit.');
  });
});

describe('runRecordedMessage', () => {
  it('names the reference, the amount and the connectors', () => {
    expect(runRecordedMessage({ reference: 'UTR1', net_total: 39750, connector_count: 2 })).toBe('Payout run UTR1 recorded: ₹39,750 to 2 connectors.');
    expect(runRecordedMessage({ reference: 'UTR2', net_total: 6000, connector_count: 1 })).toBe('Payout run UTR2 recorded: ₹6,000 to 1 connector.');
  });
});

describe('payoutRunErrors', () => {
  const answered = (status: number, data: unknown) => ({ isAxiosError: true, response: { status, data } });
  it('puts the reference message under its field and the rest above the buttons', () => {
    expect(payoutRunErrors(answered(400, { reference: ['Used before'] }))).toEqual({ reference: 'Used before', general: undefined });
    expect(payoutRunErrors(answered(400, { transaction_ids: ['Already paid'] }))).toEqual({ reference: undefined, general: 'Already paid' });
    expect(payoutRunErrors(answered(500, {}))).toEqual({ reference: undefined, general: 'The payout run could not be recorded.' });
  });
});

describe('entry rows', () => {
  it('shows debits negative and a dash without a lead', () => {
    expect(signedRupees(-2500)).toBe('-₹2,500');
    const row = payoutEntryRow({ id: 1, transaction_type: 'debit', amount: 2500, description: 'TDS', created_at: '2026-01-23T09:15:00.000Z', lead: null });
    expect([row.type, row.customer, row.amount]).toEqual(['Debit', '—', '-₹2,500']);
  });
});

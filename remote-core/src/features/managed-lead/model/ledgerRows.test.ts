import { formatDate } from 'shared-ui';
import { ledgerRows, signedRupees } from './ledgerRows';

describe('ledgerRows', () => {
  it('shows credits and debits signed, processed with their reference, pending without', () => {
    expect(
      ledgerRows([
        { id: 1, transaction_type: 'credit', amount: 33750, payout_cycle: 1, is_processed: true, payout_reference: 'UTR-1', created_at: '2026-01-22T09:15:00.000Z' },
        { id: 2, transaction_type: 'debit', amount: 33750, payout_cycle: 2, is_processed: false, payout_reference: null, created_at: '2026-01-25T09:15:00.000Z' },
      ]),
    ).toEqual([
      { id: 1, type: 'Credit', amount: '+₹33,750', state: 'Processed', reference: 'UTR-1', date: formatDate('2026-01-22T09:15:00.000Z') },
      { id: 2, type: 'Debit', amount: '-₹33,750', state: 'Pending', reference: '—', date: formatDate('2026-01-25T09:15:00.000Z') },
    ]);
    expect(signedRupees('debit', -500)).toBe('-₹500');
  });
});

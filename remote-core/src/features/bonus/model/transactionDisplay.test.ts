import {
  formatSignedAmount,
  isPendingCredit,
  transactionAmountColor,
  transactionCustomerName,
} from './transactionDisplay';

describe('formatSignedAmount', () => {
  it('puts + before a credit and - before a debit, in rupees with Indian grouping', () => {
    expect(formatSignedAmount({ transaction_type: 'credit', amount: 25000 })).toBe('+₹25,000');
    expect(formatSignedAmount({ transaction_type: 'debit', amount: 2500 })).toBe('-₹2,500');
    expect(formatSignedAmount({ transaction_type: 'credit', amount: 1250000 })).toBe('+₹12,50,000');
  });

  it('never shows two signs for a debit stored as a negative amount', () => {
    expect(formatSignedAmount({ transaction_type: 'debit', amount: -2500 })).toBe('-₹2,500');
  });
});

describe('transactionAmountColor', () => {
  it('is green for credits and red for debits', () => {
    expect(transactionAmountColor({ transaction_type: 'credit' })).toBe('green.700');
    expect(transactionAmountColor({ transaction_type: 'debit' })).toBe('red.600');
  });
});

describe('isPendingCredit', () => {
  it('is true only for a credit that is not processed', () => {
    expect(isPendingCredit({ transaction_type: 'credit', is_processed: false })).toBe(true);
    expect(isPendingCredit({ transaction_type: 'credit', is_processed: true })).toBe(false);
    expect(isPendingCredit({ transaction_type: 'debit', is_processed: false })).toBe(false);
  });
});

describe('transactionCustomerName', () => {
  it("is the lead's customer name, or N/A when there is none", () => {
    expect(transactionCustomerName({ lead_details: { customer_name: 'Meera Joshi', loan_amount: 500000 } })).toBe('Meera Joshi');
    expect(transactionCustomerName({ lead_details: null })).toBe('N/A');
    expect(transactionCustomerName({ lead_details: { customer_name: '', loan_amount: 0 } })).toBe('N/A');
  });
});

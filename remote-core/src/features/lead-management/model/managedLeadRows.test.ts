import { managedLead } from '../testing/managedLeadFixtures';
import { backToListPath, managedLeadRow } from './managedLeadRows';

describe('managedLeadRow', () => {
  it('shows the lead as the table does', () => {
    expect(managedLeadRow(managedLead({ id: 6, customer_name: 'Nikhil Jadhav', loan_amount: 3800000, payout_amount: 19000 }))).toEqual({
      id: 6,
      customerName: 'Nikhil Jadhav',
      mobile: '9822011000',
      bank: 'HDFC Bank',
      loanType: 'Personal Loan',
      amount: '₹38,00,000',
      status: 'processing',
      referrerName: 'Aarav Sharma',
      referrerId: 'CN1001',
      documents: '2/5',
      allVerified: false,
      payout: '₹19,000',
      created: '20 Jan 2026',
    });
  });

  it('shows N/A without a referrer, and marks a fully verified checklist', () => {
    const row = managedLeadRow(managedLead({ id: 1, referred_by: null, documents: { total: 3, verified: 3 } }));
    expect([row.referrerName, row.referrerId, row.allVerified]).toEqual(['N/A', '', true]);
    expect(managedLeadRow(managedLead({ id: 2, documents: { total: 0, verified: 0 } })).allVerified).toBe(false);
  });
});

describe('backToListPath', () => {
  it("returns to the list with the query it was opened from, and only a query", () => {
    expect(backToListPath({ listSearch: '?status=approved&page=2' })).toBe('/back-office/leads?status=approved&page=2');
    expect(backToListPath({ listSearch: '' })).toBe('/back-office/leads');
    expect(backToListPath({ listSearch: '//evil.example' })).toBe('/back-office/leads');
    expect(backToListPath(null)).toBe('/back-office/leads');
  });
});

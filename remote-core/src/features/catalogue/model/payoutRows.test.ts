import { HDFC, PERSONAL_LOAN, bankLoan, hdfcLoans, personalLoanOffers } from '../testing/catalogueFixtures';
import { loanTypeName, loanTypeRows, offeringBankRows } from './payoutRows';

describe('loanTypeRows', () => {
  it("lists a bank's loans by loan type with documents, payout and the commission line", () => {
    const rows = loanTypeRows(hdfcLoans());
    expect(rows.map((row) => row.name)).toEqual(['Business Loan', 'Home Loan', 'Personal Loan']);
    expect(rows[2]).toEqual({
      id: 11,
      name: 'Personal Loan',
      requiredDocuments: "PAN Card, Aadhaar Card, Last 3 months' salary slips, 6 months' bank statement, Form 16",
      payout: '1.75',
      commissionLine: 'Commission: 1.75%',
    });
    expect(rows[1].payout).toBe('0.5');
  });
});

describe('offeringBankRows', () => {
  it('lists the banks offering a loan type by bank name', () => {
    const rows = offeringBankRows(personalLoanOffers());
    expect(rows.map((row) => [row.name, row.payout, row.commissionLine])).toEqual([
      ['Axis Bank', '1.5', 'Commission: 1.5%'],
      ['HDFC Bank', '1.75', 'Commission: 1.75%'],
      ['ICICI Bank', '2', 'Commission: 2%'],
    ]);
  });

  it('shows N/A for missing documents', () => {
    expect(offeringBankRows([bankLoan(1, HDFC, PERSONAL_LOAN, 1, { required_documents: ' ' })])[0].requiredDocuments).toBe('N/A');
  });
});

describe('loanTypeName', () => {
  it("is the loan type's name, else the bank loan's type, else Unknown", () => {
    expect(loanTypeName({ loan: PERSONAL_LOAN, type: 'Personal Loan' })).toBe('Personal Loan');
    expect(loanTypeName({ loan: { id: 9, type: '' }, type: 'Gold Loan' })).toBe('Gold Loan');
    expect(loanTypeName({ loan: { id: 9, type: '' }, type: '' })).toBe('Unknown');
  });
});

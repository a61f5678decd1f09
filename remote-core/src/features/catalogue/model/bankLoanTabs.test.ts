import { bankLoanPath, bankLoanTabOf } from './bankLoanTabs';

describe('bankLoanTabOf', () => {
  it('opens the Loans tab for ?tab=loans and the Banks tab otherwise', () => {
    expect(bankLoanTabOf('loans')).toBe('loans');
    expect(bankLoanTabOf('banks')).toBe('banks');
    expect(bankLoanTabOf(null)).toBe('banks');
    expect(bankLoanTabOf('other')).toBe('banks');
  });
});

describe('bankLoanPath', () => {
  it('names the Loans tab in the query and leaves the default Banks tab out', () => {
    expect(bankLoanPath('loans')).toBe('/bank-loan?tab=loans');
    expect(bankLoanPath('banks')).toBe('/bank-loan');
    expect(bankLoanTabOf(new URLSearchParams(bankLoanPath('loans').split('?')[1]).get('tab'))).toBe('loans');
  });
});

import { bankLoanTabOf } from './bankLoanTabs';

describe('bankLoanTabOf', () => {
  it('opens the Loans tab for ?tab=loans and the Banks tab otherwise', () => {
    expect(bankLoanTabOf('loans')).toBe('loans');
    expect(bankLoanTabOf('banks')).toBe('banks');
    expect(bankLoanTabOf(null)).toBe('banks');
    expect(bankLoanTabOf('other')).toBe('banks');
  });
});

import { t } from '../i18n';
import { HDFC, PERSONAL_LOAN, bankLoan, hdfcBranches, kothrudSpokespersons } from '../../catalogue/testing/catalogueFixtures';
import {
  BANK_FIELDS,
  BANK_LOAN_SELECT_RULES,
  NEW_LOAN_TYPE,
  amountRangeError,
  bankLoanCreateRequest,
  bankLoanUpdateRequest,
  bankLoanValues,
  branchUpdateRequest,
  branchValues,
  ruleErrors,
  spokespersonCreateRequest,
  spokespersonUpdateRequest,
  spokespersonValues,
} from './catalogueForms';
import { EMAIL, EMPLOYEE_ID, MOBILE, PINCODE, optionalRupees, percent, textLength } from './fieldRules';

describe('field rules', () => {
  it('check lengths, patterns, percentages and amounts like the contract', () => {
    expect(textLength(2, 5)('', t)).toBe('Required.');
    expect(textLength(2, 5)(' a ', t)).toBe('At least 2 characters.');
    expect(textLength(2, 5)('abcdef', t)).toBe('At most 5 characters.');
    expect(PINCODE('411038', t)).toBeUndefined();
    expect(PINCODE('011038', t)).toBe('Enter a 6-digit pincode.');
    expect(MOBILE('9800123456', t)).toBeUndefined();
    expect(MOBILE('5800123456', t)).toBeDefined();
    expect(EMAIL('a@b.in', t)).toBeUndefined();
    expect(EMAIL('a@b', t)).toBe('Enter a valid e-mail address.');
    expect(EMPLOYEE_ID('SP-10031', t)).toBeUndefined();
    expect(EMPLOYEE_ID('SP 1', t)).toBe('Letters, digits and - only.');
    expect(['0', '100', '1.75', '.5'].map((value) => percent(value, t))).toEqual([undefined, undefined, undefined, undefined]);
    expect(percent('100.01', t)).toBe('Enter a percentage from 0 to 100.');
    expect(percent('-1', t)).toBe('Enter a percentage from 0 to 100.');
    expect(percent('abc', t)).toBe('Enter a percentage from 0 to 100.');
    expect(percent('1.255', t)).toBe('At most two decimals.');
    expect(optionalRupees('', t)).toBeUndefined();
    expect(optionalRupees('0', t)).toBe('Enter an amount above ₹0.');
    expect(optionalRupees('1000000001', t)).toBe('At most ₹1,00,00,00,000.');
  });

  it('collects the messages of a form', () => {
    expect(ruleErrors(BANK_FIELDS, { name: '' }, t)).toEqual({ name: 'Required.' });
    expect(ruleErrors(BANK_FIELDS, { name: 'Yes Bank' }, t)).toEqual({});
  });
});

describe('bank loan requests', () => {
  const existing = bankLoan(11, HDFC, PERSONAL_LOAN, 1.75, { min_loan_amount: 50000, max_loan_amount: 4000000 });

  it('creates with numbers and null for an empty bound', () => {
    const values = { ...bankLoanValues(undefined, '2'), loan_type_id: '8', required_documents: ' PAN Card ', connectors_payout: '1', cp_payout: '1.5', min_loan_amount: '50000' };
    expect(bankLoanCreateRequest(values)).toEqual({
      bank_id: 2,
      loan_type_id: 8,
      required_documents: 'PAN Card',
      connectors_payout: 1,
      cp_payout: 1.5,
      min_loan_amount: 50000,
      max_loan_amount: null,
    });
  });

  it('updates only what changed', () => {
    const original = bankLoanValues(existing);
    expect(bankLoanUpdateRequest(original, original)).toEqual({});
    expect(bankLoanUpdateRequest(original, { ...original, cp_payout: '3', max_loan_amount: '' })).toEqual({ cp_payout: 3, max_loan_amount: null });
  });

  it('wants a bank and an existing loan type, and a minimum not above the maximum', () => {
    expect(BANK_LOAN_SELECT_RULES.bank_id('', t)).toBe('Required.');
    expect(BANK_LOAN_SELECT_RULES.loan_type_id(NEW_LOAN_TYPE, t)).toBe('Create the new loan type first.');
    expect(amountRangeError({ min_loan_amount: '500', max_loan_amount: '100' }, t)).toBe('Must not be below the minimum.');
    expect(amountRangeError({ min_loan_amount: '100', max_loan_amount: '' }, t)).toBeUndefined();
  });
});

describe('branch and spokesperson requests', () => {
  it('update only the changed, trimmed fields', () => {
    const original = branchValues(hdfcBranches()[0]);
    expect(branchUpdateRequest(original, { ...original, cluster: ' Pune West ' })).toEqual({ cluster: 'Pune West' });
    const person = spokespersonValues(kothrudSpokespersons()[0]);
    expect(spokespersonUpdateRequest(person, { ...person, role: 'Manager' })).toEqual({ role: 'Manager' });
    expect(spokespersonCreateRequest(16, { ...person, name: ' Suresh ' })).toMatchObject({ bank_branch: 16, name: 'Suresh' });
  });
});

import { TEST_PROFILE } from 'shared-auth/testing';
import { allBankLoans } from '../../catalogue/testing/catalogueFixtures';
import { t } from '../i18n';
import { PUNE_AUNDH, puneChoices, unmatchedChoices } from '../testing/branchChoiceFixtures';
import {
  CREATE_LEAD_ERROR,
  EMPTY_ADD_LEAD_VALUES,
  NO_BRANCH,
  addLeadErrors,
  amountBoundsText,
  bankBranchHint,
  branchSelectItems,
  changeAddLeadValue,
  shownBankBranch,
  canCreateLead,
  loanAmountHint,
  completeMobile,
  leadCreatePayload,
  loanTypeGroups,
  referrerOf,
  type AddLeadValues,
} from './addLeadForm';

const FILLED: AddLeadValues = {
  customerName: 'Pooja Bhosale',
  mobile: '9822011005',
  address: 'B-8, Ganga Nagar, Hadapsar, Pune 411028',
  bankLoanId: '11',
  loanAmount: '350000',
  remarks: '',
  bankBranch: '',
};
const REFERRER = { employeeId: 'CN1001', branchId: 7 };

/** An error shaped like axios's for an answered request (the parser reads the shape). */
function answered(status: number, data: unknown) {
  return Object.assign(new Error(`Request failed with status code ${status}`), { isAxiosError: true, response: { status, data } });
}

describe('referrerOf', () => {
  it("takes the signed-in user's employee id and assigned territory id", () => {
    expect(referrerOf(TEST_PROFILE)).toEqual({ employeeId: 'CN1001', branchId: 7 });
  });

  it('is empty without a profile or a territory', () => {
    expect(referrerOf(undefined)).toEqual({ employeeId: '', branchId: 0 });
    expect(referrerOf({ ...TEST_PROFILE, assigned_territory: null })).toEqual({ employeeId: 'CN1001', branchId: 0 });
  });
});

describe('canCreateLead', () => {
  it('is true when every required value is filled and non-zero; remarks are optional', () => {
    expect(canCreateLead(FILLED, REFERRER)).toBe(true);
  });

  it.each<[string, Partial<AddLeadValues>]>([
    ['customer name', { customerName: '  ' }],
    ['mobile', { mobile: '' }],
    ['address', { address: '' }],
    ['loan type', { bankLoanId: '' }],
    ['loan amount', { loanAmount: '' }],
    ['a zero loan amount', { loanAmount: '0' }],
    ['a negative loan amount', { loanAmount: '-5' }],
    ['an unreadable loan amount', { loanAmount: 'abc' }],
  ])('is false without %s', (_, change) => {
    expect(canCreateLead({ ...FILLED, ...change }, REFERRER)).toBe(false);
  });

  it('is false without a branch or a referrer employee id', () => {
    expect(canCreateLead(FILLED, { ...REFERRER, branchId: 0 })).toBe(false);
    expect(canCreateLead(FILLED, { ...REFERRER, employeeId: '' })).toBe(false);
  });

  it('does not check the mobile number format', () => {
    expect(canCreateLead({ ...FILLED, mobile: '12345' }, REFERRER)).toBe(true);
  });

  it('is false for the empty form', () => {
    expect(canCreateLead(EMPTY_ADD_LEAD_VALUES, REFERRER)).toBe(false);
  });
});

describe('leadCreatePayload', () => {
  it('is exactly the LeadCreateRequest fields, trimmed, with numbers for ids and amount', () => {
    expect(leadCreatePayload({ ...FILLED, customerName: ' Pooja Bhosale ', loanAmount: '350000.50' }, REFERRER)).toEqual({
      customer_name: 'Pooja Bhosale',
      loan_type: 11,
      customer_mobile: '9822011005',
      customer_address: 'B-8, Ganga Nagar, Hadapsar, Pune 411028',
      loan_amount: 350000.5,
      referred_by_employee_id: 'CN1001',
      branch: 7,
    });
  });

  it('adds remarks only when written', () => {
    expect(leadCreatePayload({ ...FILLED, remarks: '  Salary account with HDFC. ' }, REFERRER).remarks).toBe('Salary account with HDFC.');
    expect('remarks' in leadCreatePayload({ ...FILLED, remarks: '   ' }, REFERRER)).toBe(false);
  });
});

describe('completeMobile', () => {
  it('is the number once it has 10 digits starting 6-9', () => {
    expect(completeMobile('9822011005')).toBe('9822011005');
    expect(completeMobile(' 9822011005 ')).toBe('9822011005');
  });

  it('is null while incomplete or not a mobile number', () => {
    expect(completeMobile('982201100')).toBeNull();
    expect(completeMobile('98220110051')).toBeNull();
    expect(completeMobile('1234567890')).toBeNull();
    expect(completeMobile('98220 1100')).toBeNull();
  });
});

describe('loanTypeGroups', () => {
  it('lists every bank loan as "{loan type} — {bank}", grouped by loan type, the banks sorted in each', () => {
    expect(loanTypeGroups(allBankLoans(), t)).toEqual([
      { label: 'Business Loan', options: [{ value: '12', label: 'Business Loan — HDFC Bank', listLabel: 'HDFC Bank' }] },
      {
        label: 'Home Loan',
        options: [
          { value: '13', label: 'Home Loan — HDFC Bank', listLabel: 'HDFC Bank' },
          { value: '22', label: 'Home Loan — ICICI Bank', listLabel: 'ICICI Bank' },
        ],
      },
      {
        label: 'Personal Loan',
        options: [
          { value: '31', label: 'Personal Loan — Axis Bank', listLabel: 'Axis Bank' },
          { value: '11', label: 'Personal Loan — HDFC Bank', listLabel: 'HDFC Bank' },
          { value: '21', label: 'Personal Loan — ICICI Bank', listLabel: 'ICICI Bank' },
        ],
      },
    ]);
  });

  it('names a loan type the catalogue left blank "Unknown", and a blank bank "N/A"', () => {
    const [first] = allBankLoans();
    expect(loanTypeGroups([{ ...first, type: '', loan: { id: 1, type: '' }, bank: { id: 1, name: '' } }], t)).toEqual([
      { label: 'Unknown', options: [{ value: '11', label: 'Unknown — N/A', listLabel: 'N/A' }] },
    ]);
  });
});

describe('addLeadErrors', () => {
  it("puts the server's messages under the inputs they belong to", () => {
    const errors = addLeadErrors(
      answered(400, { customer_mobile: ['Enter a valid 10-digit mobile number'], loan_amount: ['Ensure this value is greater than 0.'] }),
      t,
    );
    expect(errors).toEqual({
      fields: { mobile: 'Enter a valid 10-digit mobile number', loanAmount: 'Ensure this value is greater than 0.' },
      general: undefined,
    });
  });

  it('shows a message about a field the form does not show (branch) as the general message', () => {
    const errors = addLeadErrors(answered(400, { branch: ['Unknown territory.'], customer_name: ['This field may not be blank.'] }), t);
    expect(errors).toEqual({ fields: { customerName: 'This field may not be blank.' }, general: 'Unknown territory.' });
  });

  it("shows the server's detail as the general message", () => {
    expect(addLeadErrors(answered(403, { detail: 'KYC verification required.' }), t)).toEqual({ fields: {}, general: 'KYC verification required.' });
  });

  it('falls back to "Failed to create lead" when the server says nothing', () => {
    expect(addLeadErrors(answered(500, {}), t).general).toBe(CREATE_LEAD_ERROR);
    expect(addLeadErrors(new Error(''), t).general).toBe(CREATE_LEAD_ERROR);
  });
});

describe('loanAmountHint', () => {
  it("shows the typed amount in rupees and the bank loan's bounds", () => {
    expect(amountBoundsText({ min_loan_amount: 50000, max_loan_amount: 4000000 }, t)).toBe('₹50,000 to ₹40,00,000 for this loan');
    expect(amountBoundsText({ min_loan_amount: null, max_loan_amount: 2500000 }, t)).toBe('At most ₹25,00,000 for this loan');
    expect(amountBoundsText({ min_loan_amount: 100000, max_loan_amount: null }, t)).toBe('At least ₹1,00,000 for this loan');
    expect(amountBoundsText({ min_loan_amount: null, max_loan_amount: null }, t)).toBeUndefined();
    expect(loanAmountHint('600000', { min_loan_amount: 50000, max_loan_amount: 4000000 }, t)).toBe('₹6,00,000 · ₹50,000 to ₹40,00,000 for this loan');
    expect(loanAmountHint('600000', undefined, t)).toBe('₹6,00,000');
    expect(loanAmountHint('', undefined, t)).toBeUndefined();
    expect(loanAmountHint('0', { min_loan_amount: 50000, max_loan_amount: null }, t)).toBe('At least ₹50,000 for this loan');
  });
});

describe('the Bank Branch field', () => {
  it('sends bank_branch only when the user chose: absent for the suggestion, null for none, else the id', () => {
    expect(leadCreatePayload(FILLED, REFERRER)).not.toHaveProperty('bank_branch');
    expect(leadCreatePayload({ ...FILLED, bankBranch: NO_BRANCH }, REFERRER).bank_branch).toBeNull();
    expect(leadCreatePayload({ ...FILLED, bankBranch: '45' }, REFERRER).bank_branch).toBe(45);
  });

  it('goes back to the suggestion when the loan type changes, and keeps the choice otherwise', () => {
    const chosen = { ...FILLED, bankBranch: '45' };
    expect(changeAddLeadValue(chosen, 'bankLoanId', '21')).toEqual({ ...FILLED, bankLoanId: '21', bankBranch: '' });
    expect(changeAddLeadValue(chosen, 'address', 'Aundh, Pune')).toEqual({ ...chosen, address: 'Aundh, Pune' });
    expect(changeAddLeadValue(chosen, 'bankLoanId', '11').bankBranch).toBe('45');
  });

  it('lists the branches with evidence and why, then "No branch yet (N/A)", then the others under a heading', () => {
    expect(branchSelectItems(puneChoices(), 'HDFC Bank', t)).toEqual([
      { value: '41', label: 'Pune - Aundh · Same PIN district' },
      { value: '45', label: 'Pune - Hinjewadi · Same PIN district' },
      { value: NO_BRANCH, label: 'No branch yet (N/A)' },
      {
        label: 'Other branches of HDFC Bank',
        options: [
          { value: '17', label: 'Bengaluru - Indiranagar' },
          { value: '16', label: 'Mumbai - Andheri East' },
        ],
      },
    ]);
    expect(branchSelectItems(unmatchedChoices(), undefined, t)[1]).toMatchObject({ label: 'Branches of the bank' });
  });

  it('shows the suggestion until the user chooses, "No branch yet" when there is none, and says why', () => {
    expect(shownBankBranch('', puneChoices())).toBe(String(PUNE_AUNDH.id));
    expect(shownBankBranch('16', puneChoices())).toBe('16');
    expect(shownBankBranch('', unmatchedChoices())).toBe(NO_BRANCH);
    expect(bankBranchHint('', puneChoices(), t)).toBe('Suggested (Same PIN district): Pune, Maharashtra 411007');
    expect(bankBranchHint('45', puneChoices(), t)).toBe('Pune, Maharashtra 411057');
    expect(bankBranchHint('', undefined, t)).toBeUndefined();
  });
});

/**
 * Catalogue test data shaped like the API's answers and the seed (docs/demo-data.md): real bank
 * names, the seven loan types, the seed's required documents and payouts, branches named
 * "City - Locality" with real pincodes, two spokespersons per branch.
 */
import type { Bank, BankBranch, BankLoan, LoanType, Spokesperson } from 'shared-contracts';

export const HDFC: Bank = { id: 2, name: 'HDFC Bank' };
export const ICICI: Bank = { id: 3, name: 'ICICI Bank' };
export const AXIS: Bank = { id: 4, name: 'Axis Bank' };

export function demoBanks(): Bank[] {
  return [{ id: 1, name: 'State Bank of India' }, HDFC, ICICI, AXIS, { id: 5, name: 'Kotak Mahindra Bank' }];
}

export const PERSONAL_LOAN: LoanType = { id: 1, type: 'Personal Loan' };
export const BUSINESS_LOAN: LoanType = { id: 2, type: 'Business Loan' };
export const HOME_LOAN: LoanType = { id: 3, type: 'Home Loan' };

export function demoLoanTypes(): LoanType[] {
  return [PERSONAL_LOAN, BUSINESS_LOAN, HOME_LOAN, { id: 4, type: 'Loan Against Property' }, { id: 5, type: 'Car Loan' }];
}

export const DOCUMENTS: Record<string, string> = {
  'Personal Loan': "PAN Card, Aadhaar Card, Last 3 months' salary slips, 6 months' bank statement, Form 16",
  'Business Loan':
    "PAN Card, Aadhaar Card, GST returns (12 months), ITR with computation (2 years), 12 months' current account statement, Business registration proof",
  'Home Loan':
    "PAN Card, Aadhaar Card, Salary slips or ITR, 6 months' bank statement, Sale agreement, Approved building plan, Title documents",
};

export function bankLoan(id: number, bank: Bank, loan: LoanType, connectorsPayout: number, overrides: Partial<BankLoan> = {}): BankLoan {
  return {
    id,
    type: loan.type,
    bank,
    loan,
    required_documents: DOCUMENTS[loan.type] ?? 'PAN Card, Aadhaar Card',
    connectors_payout: connectorsPayout,
    cp_payout: connectorsPayout + 0.75,
    min_loan_amount: null,
    max_loan_amount: null,
    ...overrides,
  };
}

/** HDFC Bank's loans. */
export function hdfcLoans(): BankLoan[] {
  return [
    bankLoan(11, HDFC, PERSONAL_LOAN, 1.75),
    bankLoan(12, HDFC, BUSINESS_LOAN, 1.25),
    bankLoan(13, HDFC, HOME_LOAN, 0.5),
  ];
}

/** The banks offering Personal Loan. */
export function personalLoanOffers(): BankLoan[] {
  return [bankLoan(11, HDFC, PERSONAL_LOAN, 1.75), bankLoan(21, ICICI, PERSONAL_LOAN, 2), bankLoan(31, AXIS, PERSONAL_LOAN, 1.5)];
}

/** Every bank loan (GET /leads/bankloans/ unfiltered), as the Add Lead dropdown lists them. */
export function allBankLoans(): BankLoan[] {
  const personalBounds = { min_loan_amount: 50000, max_loan_amount: 4000000 };
  return [
    bankLoan(11, HDFC, PERSONAL_LOAN, 1.75, personalBounds),
    bankLoan(12, HDFC, BUSINESS_LOAN, 1.25),
    bankLoan(13, HDFC, HOME_LOAN, 0.5),
    bankLoan(21, ICICI, PERSONAL_LOAN, 2, personalBounds),
    bankLoan(22, ICICI, HOME_LOAN, 0.75),
    bankLoan(31, AXIS, PERSONAL_LOAN, 1.5, personalBounds),
  ];
}

export function branch(overrides: Partial<BankBranch> & Pick<BankBranch, 'id'>): BankBranch {
  return {
    branch_name: 'Pune - Kothrud',
    state: 'Maharashtra',
    cluster: 'Pune',
    branch_type: 'Metro',
    address: 'Ground Floor, No. 43, Karve Road, Kothrud, Pune, Maharashtra 411038',
    pincode: '411038',
    bank: HDFC.name,
    bank_id: HDFC.id,
    ...overrides,
  };
}

/** Five of HDFC Bank's branches in three states. */
export function hdfcBranches(): BankBranch[] {
  return [
    branch({ id: 16 }),
    branch({
      id: 17,
      branch_name: 'Pune - Baner',
      branch_type: 'Urban',
      address: 'First Floor, No. 60, Baner Road, Baner, Pune, Maharashtra 411045',
      pincode: '411045',
    }),
    branch({
      id: 18,
      branch_name: 'Mumbai - Andheri West',
      cluster: 'Mumbai',
      address: 'Ground and First Floor, No. 77, S.V. Road, Andheri West, Mumbai, Maharashtra 400058',
      pincode: '400058',
    }),
    branch({
      id: 19,
      branch_name: 'Bengaluru - Koramangala',
      state: 'Karnataka',
      cluster: 'Bengaluru',
      address: 'Ground Floor, No. 94, 80 Feet Road, Koramangala, Bengaluru, Karnataka 560034',
      pincode: '560034',
    }),
    branch({
      id: 20,
      branch_name: 'New Delhi - Connaught Place',
      state: 'Delhi',
      cluster: 'New Delhi',
      branch_type: 'Semi-Urban',
      address: 'First Floor, No. 111, Barakhamba Road, Connaught Place, New Delhi, Delhi 110001',
      pincode: '110001',
    }),
  ];
}

export function spokesperson(overrides: Partial<Spokesperson> & Pick<Spokesperson, 'id'>): Spokesperson {
  return {
    emp_id: `SP${10000 + overrides.id}`,
    name: 'Suresh Patil',
    email: 'suresh.patil.10031@hdfcbank.example',
    contact: '9800123456',
    role: 'Branch Manager',
    status: 'active',
    bank_branch: 16,
    ...overrides,
  };
}

/** The two spokespersons of Pune - Kothrud; the second is inactive. */
export function kothrudSpokespersons(): Spokesperson[] {
  return [
    spokesperson({ id: 31, emp_id: 'SP10031', name: 'Suresh Patil', email: 'suresh.patil.10031@hdfcbank.example', contact: '9800123456' }),
    spokesperson({
      id: 32,
      emp_id: 'SP10032',
      name: 'Kavita Deshpande',
      email: 'kavita.deshpande.10032@hdfcbank.example',
      contact: '9811234567',
      role: 'Relationship Manager',
      status: 'inactive',
    }),
  ];
}

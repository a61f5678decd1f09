import type { EligibilityAnswer, EligibleBank, IneligibleBank } from 'shared-contracts';

/** Answers of POST /loan_eligibility/check-eligibility/ shaped as the API sends them (docs/eligibility.md). */
export function eligibleBank(overrides: Partial<EligibleBank> = {}): EligibleBank {
  return {
    bank_name: 'HDFC Bank',
    max_eligible_amount: 1842110,
    interest_rate: { min: 10.5, max: 18 },
    processing_fee: { min: 1, max: 2.5 },
    tenure_range: { min: 12, max: 60 },
    required_documents: ['PAN card', 'Aadhaar card', 'Last 3 months salary slips'],
    emi: 16252,
    to_verify: [],
    ...overrides,
  };
}

export function ineligibleBank(overrides: Partial<IneligibleBank> = {}): IneligibleBank {
  return {
    bank_name: 'Axis Bank',
    reasons: ['CIBIL score 720 is below the minimum 750', 'Requested ₹5,00,000 exceeds the eligible ₹4,10,000'],
    ...overrides,
  };
}

export function eligibilityAnswer(overrides: Partial<EligibilityAnswer> = {}): EligibilityAnswer {
  return { success: true, eligible_banks: [eligibleBank()], ineligible_banks: [], error: null, ...overrides };
}

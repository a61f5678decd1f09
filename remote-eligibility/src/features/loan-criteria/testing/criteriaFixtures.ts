import type { BusinessCriteria, HomeCriteria, LapCriteria, Location, PersonalCriteria } from 'shared-contracts';

/** Criteria rows as GET /loan_eligibility/{kind}/ answers them, for tests of this feature. */
const common = {
  locations: ['METRO', 'SEMI_URBAN'] as Location[],
  min_loan_amount: 50000,
  max_loan_amount: 2500000,
  min_interest_rate: 10.5,
  max_interest_rate: 18,
  min_age: 21,
  max_age: 60,
  min_cibil_score: 750,
  max_dpd: 0,
  max_cibil_enquiries: 4,
  min_tenure: 12,
  max_tenure: 60,
  min_processing_fee: 0.5,
  max_processing_fee: 2.5,
  documentation_required: ['PAN card', 'Aadhaar card', 'Last 3 months salary slips'],
};

export function personalCriteria(overrides: Partial<PersonalCriteria> = {}): PersonalCriteria {
  return {
    id: 1,
    bank_name: 'HDFC Bank',
    ...common,
    min_salary: 25000,
    min_job_vintage: 6,
    allowed_company_types: ['PRIVATE_LIMITED', 'MNC'],
    salary_foir: 50,
    provident_fund_mandatory: true,
    professional_tax_mandatory: false,
    work_from_home_acceptable: false,
    ...overrides,
  };
}

export function businessCriteria(overrides: Partial<BusinessCriteria> = {}): BusinessCriteria {
  return {
    id: 11,
    bank_name: 'ICICI Bank',
    ...common,
    min_loan_amount: 100000,
    max_loan_amount: 7500000,
    min_tenure: 12,
    max_tenure: 84,
    min_business_vintage: 24,
    min_turnover: 4000000,
    allowed_business_types: ['TRADING', 'SERVICES'],
    banking_vintage_required: 12,
    gst_filing_mandatory: false,
    current_account_mandatory: true,
    ...overrides,
  };
}

export function homeCriteria(overrides: Partial<HomeCriteria> = {}): HomeCriteria {
  return {
    id: 21,
    bank_name: 'State Bank of India',
    ...common,
    locations: ['METRO', 'URBAN', 'RURAL'],
    min_loan_amount: 500000,
    max_loan_amount: 50000000,
    min_interest_rate: 8.4,
    max_interest_rate: 9.65,
    min_age: 23,
    max_age: 65,
    min_tenure: 60,
    max_tenure: 360,
    property_types: ['APARTMENT', 'INDEPENDENT', 'VILLA'],
    min_road_width: 20,
    max_ltv: 80,
    legal_requirements: ['Title deed'],
    allow_village_property: false,
    allow_joint_wall_property: true,
    ...overrides,
  };
}

export function lapCriteria(overrides: Partial<LapCriteria> = {}): LapCriteria {
  return {
    id: 31,
    bank_name: 'Axis Bank',
    ...common,
    min_loan_amount: 1000000,
    max_loan_amount: 30000000,
    min_interest_rate: 9.25,
    max_interest_rate: 12.75,
    min_tenure: 36,
    max_tenure: 180,
    property_types: ['APARTMENT', 'COMMERCIAL', 'SHOP'],
    min_road_width: 15,
    max_ltv: 65,
    low_ltv_loan_amount: 1500000,
    min_insurance_percentage: 1,
    min_rtr_ratio: 1.5,
    allow_village_property: true,
    allow_joint_wall_property: false,
    min_itr_years: 2,
    min_gst_years: 1,
    legal_requirements: ['Encumbrance certificate for 13 years', 'Approved building plan'],
    main_document_missing_allowed: false,
    plan_approval_mandatory: true,
    tax_payment_receipt_required: true,
    ec_market_value_certificate_mandatory: false,
    ...overrides,
  };
}

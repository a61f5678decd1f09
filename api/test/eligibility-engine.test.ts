import { describe, expect, it } from 'vitest';
import type { LoanKind, Location } from 'shared-contracts';
import { monthlyInstalment, principalForInstalment } from '../src/features/eligibility/emi';
import { checkEligibility, TO_VERIFY_LABELS, type CriteriaByLoanKind, type EngineOptions } from '../src/features/eligibility/engine';
import { ceilRupees, floorRupees, formatRupees } from '../src/features/eligibility/money';

const L = 100_000;

const commonCriteria = {
  id: 1, bank_name: 'Test Bank', locations: ['METRO', 'URBAN'] as Location[], min_loan_amount: 50_000, max_loan_amount: 1000 * L,
  min_interest_rate: 10.5, max_interest_rate: 21, min_age: 21, max_age: 60, min_cibil_score: 700, max_dpd: 0, max_cibil_enquiries: 4,
  min_tenure: 12, max_tenure: 60, min_processing_fee: 1, max_processing_fee: 2, documentation_required: ['PAN Card'],
};

const CRITERIA: CriteriaByLoanKind = {
  personal: {
    ...commonCriteria, min_salary: 25_000, min_job_vintage: 12, allowed_company_types: ['PRIVATE_LIMITED', 'MNC'], salary_foir: 50,
    provident_fund_mandatory: false, professional_tax_mandatory: false, work_from_home_acceptable: true,
  },
  business: {
    ...commonCriteria, min_business_vintage: 24, min_turnover: 20 * L, allowed_business_types: ['TRADING', 'SERVICES'],
    banking_vintage_required: 12, gst_filing_mandatory: false, current_account_mandatory: false,
  },
  home: {
    ...commonCriteria, property_types: ['APARTMENT', 'VILLA'], min_road_width: 15, max_ltv: 80, legal_requirements: [],
    allow_village_property: true, allow_joint_wall_property: true,
  },
  lap: {
    ...commonCriteria, property_types: ['APARTMENT', 'COMMERCIAL'], min_road_width: 15, max_ltv: 60, low_ltv_loan_amount: null,
    min_insurance_percentage: 1, min_rtr_ratio: 1.2, allow_village_property: true, allow_joint_wall_property: true, min_itr_years: 2,
    min_gst_years: 1, legal_requirements: [], main_document_missing_allowed: true, plan_approval_mandatory: false,
    tax_payment_receipt_required: false, ec_market_value_certificate_mandatory: false,
  },
};

const commonApplication = { age: 30, cibil_score: 750, location: 'METRO', required_loan_amount: 5 * L, required_tenure: 36, recent_dpds: 0, cibil_enquiries: 1 } as const;

/** Applications every CRITERIA row accepts, with room to spare on the amount (≥ 6 lakh eligible). */
const APPLICATIONS = {
  personal: { ...commonApplication, monthly_income: 50_000, employment_vintage: 24, company_type: 'MNC' },
  business: { ...commonApplication, business_vintage: 36, annual_turnover: 50 * L, banking_vintage: 24, business_type: 'TRADING' },
  home: { ...commonApplication, property_value: 50 * L, road_width: 20, property_type: 'APARTMENT' },
  lap: { ...commonApplication, property_value: 50 * L, road_width: 20, property_type: 'COMMERCIAL', itr_years: 2, gst_years: 1, rtr_ratio: 1.5 },
} as const;

type Patch = Record<string, unknown>;
const KINDS: LoanKind[] = ['personal', 'business', 'home', 'lap'];

function run(kind: LoanKind, applicationPatch: Patch = {}, criteriaPatch: Patch = {}, options?: EngineOptions) {
  const application = { ...APPLICATIONS[kind], ...applicationPatch } as never;
  const row = { ...CRITERIA[kind], ...criteriaPatch } as never;
  const answer = checkEligibility(kind, application, [row], options);
  return { answer, bank: answer.eligible_banks[0], reasons: answer.ineligible_banks[0]?.reasons ?? [] };
}

/** [name, application patch, criteria patch, reason or null when the bank must accept]. */
type Case = [string, Patch, Patch, string | null];

const COMMON_CASES: Case[] = [
  ['age at the minimum', { age: 21 }, {}, null],
  ['age below the minimum', { age: 20 }, {}, 'Age 20 is below the minimum 21'],
  ['age at the maximum', { age: 60 }, {}, null],
  ['age above the maximum', { age: 61 }, {}, 'Age 61 is above the maximum 60'],
  ['CIBIL at the minimum', { cibil_score: 700 }, {}, null],
  ['CIBIL below the minimum', { cibil_score: 699 }, {}, 'CIBIL score 699 is below the minimum 700'],
  ['DPDs at the maximum', { recent_dpds: 30 }, { max_dpd: 30 }, null],
  ['DPDs above the maximum', { recent_dpds: 31 }, { max_dpd: 30 }, 'Recent DPDs 31 exceed the maximum 30'],
  ['enquiries at the maximum', { cibil_enquiries: 4 }, {}, null],
  ['enquiries above the maximum', { cibil_enquiries: 5 }, {}, 'CIBIL enquiries 5 exceed the maximum 4'],
  ['location served', { location: 'URBAN' }, {}, null],
  ['location not served', { location: 'RURAL' }, {}, 'Location RURAL is not served (only METRO, URBAN)'],
  // A smaller amount: over 12 months the personal loan's income repays less.
  ['tenure at the minimum', { required_tenure: 12, required_loan_amount: 1 * L }, {}, null],
  ['tenure below the minimum', { required_tenure: 11, required_loan_amount: 1 * L }, {}, 'Tenure 11 months is below the minimum 12 months'],
  ['tenure at the maximum', { required_tenure: 60 }, {}, null],
  ['tenure above the maximum', { required_tenure: 61 }, {}, 'Tenure 61 months is above the maximum 60 months'],
  ['amount at the minimum', { required_loan_amount: 50_000 }, {}, null],
  ['amount below the minimum', { required_loan_amount: 49_999 }, {}, 'Requested ₹49,999 is below the minimum ₹50,000'],
  ['amount at the eligible maximum', { required_loan_amount: 6 * L }, { max_loan_amount: 6 * L }, null],
  ['amount above the eligible maximum', { required_loan_amount: 6 * L + 1 }, { max_loan_amount: 6 * L }, 'Requested ₹6,00,001 exceeds the eligible ₹6,00,000'],
];

const KIND_CASES: Record<LoanKind, Case[]> = {
  personal: [
    ['income at the minimum', { monthly_income: 25_000, required_loan_amount: 1 * L }, {}, null],
    ['income below the minimum', { monthly_income: 24_999, required_loan_amount: 1 * L }, {}, 'Monthly income ₹24,999 is below the minimum ₹25,000'],
    ['job vintage at the minimum', { employment_vintage: 12 }, {}, null],
    ['job vintage below the minimum', { employment_vintage: 11 }, {}, 'Employment vintage 11 months is below the minimum 12 months'],
    ['company type allowed', { company_type: 'PRIVATE_LIMITED' }, {}, null],
    ['company type not allowed', { company_type: 'PSU' }, {}, 'Company type PSU is not accepted'],
    ['empty company list allows all', { company_type: 'PSU' }, { allowed_company_types: [] }, null],
    ['PF mandatory, has PF', { has_pf: true }, { provident_fund_mandatory: true }, null],
    ['PF mandatory, no PF', { has_pf: false }, { provident_fund_mandatory: true }, 'Provident fund is mandatory'],
    ['PF optional, no PF', { has_pf: false }, {}, null],
    ['PT mandatory, no PT', { has_pt: false }, { professional_tax_mandatory: true }, 'Professional tax is mandatory'],
    ['PT mandatory, has PT', { has_pt: true }, { professional_tax_mandatory: true }, null],
    ['WFH not accepted, works from home', { is_working_from_home: true }, { work_from_home_acceptable: false }, 'Work from home is not accepted'],
    ['WFH not accepted, works at office', { is_working_from_home: false }, { work_from_home_acceptable: false }, null],
    ['WFH accepted, works from home', { is_working_from_home: true }, {}, null],
    ['PT optional, no PT', { has_pt: false }, {}, null],
    // The maximum the income repays (not the bank's cap): EMI 25,000 at 10.5% over 36 months repays 769,172.94.
    ['amount at the maximum the income repays', { required_loan_amount: 769_172 }, {}, null],
    ['amount above the maximum the income repays', { required_loan_amount: 769_173 }, {}, 'Requested ₹7,69,173 exceeds the eligible ₹7,69,172'],
  ],
  business: [
    ['business vintage at the minimum', { business_vintage: 24 }, {}, null],
    ['business vintage below the minimum', { business_vintage: 23 }, {}, 'Business vintage 23 months is below the minimum 24 months'],
    ['turnover at the minimum', { annual_turnover: 20 * L, required_loan_amount: 4 * L }, {}, null],
    ['turnover below the minimum', { annual_turnover: 20 * L - 1, required_loan_amount: 1 * L }, {}, 'Annual turnover ₹19,99,999 is below the minimum ₹20,00,000'],
    ['banking vintage at the minimum', { banking_vintage: 12 }, {}, null],
    ['banking vintage below the minimum', { banking_vintage: 11 }, {}, 'Banking vintage 11 months is below the minimum 12 months'],
    ['business type allowed', { business_type: 'SERVICES' }, {}, null],
    ['business type not allowed', { business_type: 'RETAIL' }, {}, 'Business type RETAIL is not accepted'],
    ['empty business type list allows all', { business_type: 'RETAIL' }, { allowed_business_types: [] }, null],
    ['GST mandatory, no filing', { has_gst_filing: false }, { gst_filing_mandatory: true }, 'GST filing is mandatory'],
    ['GST mandatory, files', { has_gst_filing: true }, { gst_filing_mandatory: true }, null],
    ['current account mandatory, none', { has_current_account: false }, { current_account_mandatory: true }, 'A current account is mandatory'],
    ['current account mandatory, has one', { has_current_account: true }, { current_account_mandatory: true }, null],
    ['GST optional, no filing', { has_gst_filing: false }, {}, null],
    ['current account optional, none', { has_current_account: false }, {}, null],
    // 20% of the ₹50 lakh turnover.
    ['amount at 20% of the turnover', { required_loan_amount: 10 * L }, {}, null],
    ['amount above 20% of the turnover', { required_loan_amount: 10 * L + 1 }, {}, 'Requested ₹10,00,001 exceeds the eligible ₹10,00,000'],
  ],
  home: [
    ['property type accepted', { property_type: 'VILLA' }, {}, null],
    ['property type not accepted', { property_type: 'PLOT' }, {}, 'Property type PLOT is not accepted'],
    ['road width at the minimum', { road_width: 15 }, {}, null],
    ['road width below the minimum', { road_width: 14.5 }, {}, 'Road width 14.5 ft is below the minimum 15 ft'],
    ['village not allowed, village property', { is_village_property: true }, { allow_village_property: false }, 'Village properties are not accepted'],
    ['village not allowed, town property', { is_village_property: false }, { allow_village_property: false }, null],
    ['village allowed, village property', { is_village_property: true }, {}, null],
    ['joint wall not allowed, joint wall', { is_joint_wall_property: true }, { allow_joint_wall_property: false }, 'Joint wall properties are not accepted'],
    ['joint wall not allowed, none', { is_joint_wall_property: false }, { allow_joint_wall_property: false }, null],
    ['joint wall allowed, joint wall', { is_joint_wall_property: true }, {}, null],
    // 80% LTV of the ₹50 lakh property.
    ['amount at the LTV maximum', { required_loan_amount: 40 * L }, {}, null],
    ['amount above the LTV maximum', { required_loan_amount: 40 * L + 1 }, {}, 'Requested ₹40,00,001 exceeds the eligible ₹40,00,000'],
  ],
  lap: [
    ['property type accepted', { property_type: 'APARTMENT' }, {}, null],
    ['property type not accepted', { property_type: 'SHOP' }, {}, 'Property type SHOP is not accepted'],
    ['road width at the minimum', { road_width: 15 }, {}, null],
    ['road width below the minimum', { road_width: 14 }, {}, 'Road width 14 ft is below the minimum 15 ft'],
    ['village not allowed', { is_village_property: true }, { allow_village_property: false }, 'Village properties are not accepted'],
    ['village not allowed, town property', { is_village_property: false }, { allow_village_property: false }, null],
    ['village allowed, village property', { is_village_property: true }, {}, null],
    ['joint wall not allowed', { is_joint_wall_property: true }, { allow_joint_wall_property: false }, 'Joint wall properties are not accepted'],
    ['joint wall not allowed, none', { is_joint_wall_property: false }, { allow_joint_wall_property: false }, null],
    ['joint wall allowed, joint wall', { is_joint_wall_property: true }, {}, null],
    ['ITR years at the minimum', { itr_years: 2 }, {}, null],
    ['ITR years below the minimum', { itr_years: 1 }, {}, 'ITR for 1 year is below the minimum 2 years'],
    ['GST years at the minimum', { gst_years: 1 }, {}, null],
    ['GST years below the minimum', { gst_years: 0 }, {}, 'GST returns for 0 years are below the minimum 1 year'],
    ['RTR at the minimum', { rtr_ratio: 1.2 }, {}, null],
    ['RTR below the minimum', { rtr_ratio: 1.19 }, {}, 'RTR ratio 1.19 is below the minimum 1.2'],
    ['main document missing, not allowed', { has_main_document: false }, { main_document_missing_allowed: false }, 'The main property document is required'],
    ['main document missing, allowed', { has_main_document: false }, {}, null],
    ['main document present, not required missing', { has_main_document: true }, { main_document_missing_allowed: false }, null],
    ['plan approval mandatory, none', { has_plan_approval: false }, { plan_approval_mandatory: true }, 'Plan approval is mandatory'],
    ['plan approval mandatory, has it', { has_plan_approval: true }, { plan_approval_mandatory: true }, null],
    ['tax receipt required, none', { has_tax_payment_receipt: false }, { tax_payment_receipt_required: true }, 'A tax payment receipt is required'],
    ['tax receipt required, has it', { has_tax_payment_receipt: true }, { tax_payment_receipt_required: true }, null],
    ['EC certificate mandatory, none', { has_ec_market_value_certificate: false }, { ec_market_value_certificate_mandatory: true }, 'An EC / market value certificate is mandatory'],
    ['EC certificate mandatory, has it', { has_ec_market_value_certificate: true }, { ec_market_value_certificate_mandatory: true }, null],
    ['plan approval optional, none', { has_plan_approval: false }, {}, null],
    ['tax receipt optional, none', { has_tax_payment_receipt: false }, {}, null],
    ['EC certificate optional, none', { has_ec_market_value_certificate: false }, {}, null],
    // 60% LTV of the ₹50 lakh property.
    ['amount at the LTV maximum', { required_loan_amount: 30 * L }, {}, null],
    ['amount above the LTV maximum', { required_loan_amount: 30 * L + 1 }, {}, 'Requested ₹30,00,001 exceeds the eligible ₹30,00,000'],
  ],
};

describe('eligibility engine: every check on both sides of its boundary', () => {
  for (const kind of KINDS) {
    it.each([...COMMON_CASES, ...KIND_CASES[kind]])(`${kind}: %s`, (_name, applicationPatch, criteriaPatch, reason) => {
      const { answer, bank, reasons } = run(kind, applicationPatch, criteriaPatch);
      if (reason === null) {
        expect(reasons).toEqual([]);
        expect(bank?.bank_name).toBe('Test Bank');
        expect(bank?.to_verify).toEqual([]);
      } else {
        expect(answer.eligible_banks).toEqual([]);
        expect(reasons).toEqual([reason]);
      }
    });
  }

  it('lists one reason per failed check, common checks first', () => {
    const { reasons } = run('personal', { cibil_score: 640, monthly_income: 20_000, location: 'RURAL' }, { min_loan_amount: 6 * L });
    expect(reasons).toEqual([
      'CIBIL score 640 is below the minimum 700',
      'Location RURAL is not served (only METRO, URBAN)',
      'Requested ₹5,00,000 is below the minimum ₹6,00,000',
      // Less income also lowers the amount its FOIR share repays.
      'Requested ₹5,00,000 exceeds the eligible ₹3,07,669',
      'Monthly income ₹20,000 is below the minimum ₹25,000',
    ]);
  });
});

/** [kind, yes/no field, criteria patch making it matter, the answer that fails]. */
const YES_NO: [LoanKind, keyof typeof TO_VERIFY_LABELS, Patch, boolean][] = [
  ['personal', 'has_pf', { provident_fund_mandatory: true }, false],
  ['personal', 'has_pt', { professional_tax_mandatory: true }, false],
  ['personal', 'is_working_from_home', { work_from_home_acceptable: false }, true],
  ['business', 'has_gst_filing', { gst_filing_mandatory: true }, false],
  ['business', 'has_current_account', { current_account_mandatory: true }, false],
  ['home', 'is_village_property', { allow_village_property: false }, true],
  ['home', 'is_joint_wall_property', { allow_joint_wall_property: false }, true],
  ['lap', 'is_village_property', { allow_village_property: false }, true],
  ['lap', 'is_joint_wall_property', { allow_joint_wall_property: false }, true],
  ['lap', 'has_main_document', { main_document_missing_allowed: false }, false],
  ['lap', 'has_plan_approval', { plan_approval_mandatory: true }, false],
  ['lap', 'has_tax_payment_receipt', { tax_payment_receipt_required: true }, false],
  ['lap', 'has_ec_market_value_certificate', { ec_market_value_certificate_mandatory: true }, false],
];

describe('absent yes/no answers ("not applicable")', () => {
  it.each(YES_NO)('%s %s: absent passes and is listed to verify; the failing answer fails', (kind, field, matters, failing) => {
    expect(run(kind, {}, matters).bank?.to_verify).toEqual([TO_VERIFY_LABELS[field]]);
    expect(run(kind, { [field]: !failing }, matters).bank?.to_verify).toEqual([]);
    expect(run(kind, { [field]: failing }, matters).bank).toBeUndefined();
    // When the bank does not care, an absent answer is nothing to verify.
    expect(run(kind, {}, {}).bank?.to_verify).toEqual([]);
  });

  it('lists every absent answer that mattered, in check order', () => {
    const { bank } = run('lap', {}, { allow_village_property: false, plan_approval_mandatory: true, ec_market_value_certificate_mandatory: true });
    expect(bank?.to_verify).toEqual(['Village property', 'Plan approval', 'EC / market value certificate']);
  });
});

describe('maximum eligible amount, EMI and insurance', () => {
  it('personal: the loan the FOIR share of income repays at the minimum rate, rounded down', () => {
    // EMI 25,000 at 12% over 12 months repays 281,376.94.
    const { bank } = run('personal', { monthly_income: 50_000, required_tenure: 12, required_loan_amount: 1 * L }, { min_interest_rate: 12 });
    expect(bank?.max_eligible_amount).toBe(281_376);
    expect(principalForInstalment(25_000, 12, 12)).toBeCloseTo(281_376.94, 1);
  });

  it('personal at r = 0: EMI × n; the EMI is the amount over n', () => {
    const { bank } = run('personal', { monthly_income: 50_000, required_tenure: 36 }, { min_interest_rate: 0 });
    expect(bank?.max_eligible_amount).toBe(900_000);
    expect(bank?.emi).toBe(13_889); // 500,000 / 36 = 13,888.89
    expect(monthlyInstalment(1 * L, 0, 12)).toBeCloseTo(8333.33, 2);
  });

  it('personal: capped by the bank maximum', () => {
    expect(run('personal', { monthly_income: 500_000 }, { max_loan_amount: 10 * L }).bank?.max_eligible_amount).toBe(10 * L);
  });

  it('EMI at the minimum rate, rounded to a whole rupee', () => {
    const { bank } = run('home', { required_loan_amount: 1 * L, required_tenure: 12 }, { min_interest_rate: 12 });
    expect(bank?.emi).toBe(8885); // 8,884.88
    expect(run('home', { required_loan_amount: 1 * L, required_tenure: 24 }, { min_interest_rate: 12 }).bank?.emi).toBe(4707); // 4,707.35
  });

  it('business: 20% of turnover by default, the policy as a parameter, rounded down, capped', () => {
    expect(run('business', { annual_turnover: 1_234_567, required_loan_amount: 1 * L }, { min_turnover: 0 }).bank?.max_eligible_amount).toBe(246_913);
    expect(run('business', { annual_turnover: 1_234_567, required_loan_amount: 1 * L }, { min_turnover: 0 }, { businessTurnoverPercent: 25 }).bank?.max_eligible_amount).toBe(308_641);
    expect(run('business', { annual_turnover: 500 * L }, { max_loan_amount: 30 * L }).bank?.max_eligible_amount).toBe(30 * L);
  });

  it('home and LAP: property value × LTV, rounded down, capped', () => {
    expect(run('home', { property_value: 1_234_567 }, { max_ltv: 75 }).bank?.max_eligible_amount).toBe(925_925); // 925,925.25
    expect(run('lap', { property_value: 1_234_567 }, { max_ltv: 60 }).bank?.max_eligible_amount).toBe(740_740); // 740,740.2
    expect(run('home', { property_value: 10_000 * L }, { max_loan_amount: 75 * L }).bank?.max_eligible_amount).toBe(75 * L);
  });

  it('LAP insurance: the amount × percentage, rounded up (and not up by float noise)', () => {
    expect(run('lap', { required_loan_amount: 1_234_567 }, { min_insurance_percentage: 1.5 }).bank?.min_insurance_amount).toBe(18_519); // 18,518.505
    expect(run('lap', { required_loan_amount: 25 * L }, { min_insurance_percentage: 1.1 }).bank?.min_insurance_amount).toBe(27_500); // 27,500.000000000004
    expect(ceilRupees(27_500.000000000004)).toBe(27_500);
    expect(floorRupees(0.29 * 100 * 100)).toBe(2900); // 2899.9999999999995
    expect(run('lap', { required_loan_amount: 25 * L }, { min_insurance_percentage: 0 }).bank?.min_insurance_amount).toBe(0);
    expect(run('lap', { required_loan_amount: 1_000_001 }, { min_insurance_percentage: 1 }).bank?.min_insurance_amount).toBe(10_001); // 10,000.01
  });

  it('rounds away float noise only: sub-paisa amounts and large amounts with paise are rounded as the rules say', () => {
    expect(floorRupees(932_904.999)).toBe(932_904);
    expect(ceilRupees(6_250.0025)).toBe(6_251);
    expect(floorRupees(78_994_369_460.99)).toBe(78_994_369_460); // paise of a ₹7,899 crore cap survive
    expect(ceilRupees(999_999_999_999.01)).toBe(1_000_000_000_000);
    expect(floorRupees(1e12 * (1.1 / 100) * 100)).toBe(1e12 * 1.1); // noise at the contract's largest amounts
  });

  it('LAP low LTV: the amount asked (low_ltv_loan_amount, else the required amount) within the threshold', () => {
    const threshold = { low_ltv_loan_amount: 5 * L };
    expect(run('lap', { required_loan_amount: 5 * L }, threshold).bank?.is_low_ltv_loan).toBe(true);
    expect(run('lap', { required_loan_amount: 5 * L + 1 }, threshold).bank?.is_low_ltv_loan).toBe(false);
    expect(run('lap', { required_loan_amount: 6 * L, low_ltv_loan_amount: 4 * L }, threshold).bank?.is_low_ltv_loan).toBe(true);
    expect(run('lap', { required_loan_amount: 1 * L }, { low_ltv_loan_amount: null }).bank?.is_low_ltv_loan).toBe(false);
    // The amount asked is low_ltv_loan_amount when given, on both sides of the threshold, whatever the required amount.
    expect(run('lap', { required_loan_amount: 1 * L, low_ltv_loan_amount: 5 * L }, threshold).bank?.is_low_ltv_loan).toBe(true);
    expect(run('lap', { required_loan_amount: 1 * L, low_ltv_loan_amount: 5 * L + 1 }, threshold).bank?.is_low_ltv_loan).toBe(false);
    // An empty (null) low_ltv_loan_amount falls back to the required amount.
    expect(run('lap', { required_loan_amount: 5 * L, low_ltv_loan_amount: null }, threshold).bank?.is_low_ltv_loan).toBe(true);
    expect(run('lap', { required_loan_amount: 5 * L + 1, low_ltv_loan_amount: null }, threshold).bank?.is_low_ltv_loan).toBe(false);
  });

  it('the answer carries the bank terms', () => {
    expect(run('home').bank).toEqual({
      bank_name: 'Test Bank', max_eligible_amount: 40 * L, interest_rate: { min: 10.5, max: 21 }, processing_fee: { min: 1, max: 2 },
      tenure_range: { min: 12, max: 60 }, required_documents: ['PAN Card'], emi: 16_251, to_verify: [],
    });
    expect(Math.round(monthlyInstalment(5 * L, 10.5, 36))).toBe(16_251);
  });

  it('formats rupees with Indian digit grouping', () => {
    expect(formatRupees(2_500_000)).toBe('₹25,00,000');
    expect(formatRupees(1_842_110)).toBe('₹18,42,110');
    expect(formatRupees(12_34_56_789)).toBe('₹12,34,56,789');
  });
});

describe('ordering', () => {
  it('by maximum eligible amount descending, then minimum rate ascending, then bank name', () => {
    const row = (bank_name: string, max_loan_amount: number, min_interest_rate: number) => ({ ...CRITERIA.home, bank_name, max_loan_amount, min_interest_rate });
    const rows = [row('Zeta', 10 * L, 11), row('Beta', 10 * L, 10), row('Gamma', 12 * L, 12), row('Alpha', 10 * L, 10), row('Refuses', 1 * L, 9)];
    const answer = checkEligibility('home', APPLICATIONS.home, rows);
    expect(answer.eligible_banks.map((bank) => bank.bank_name)).toEqual(['Gamma', 'Alpha', 'Beta', 'Zeta']);
    expect(answer.ineligible_banks).toEqual([{ bank_name: 'Refuses', reasons: ['Requested ₹5,00,000 exceeds the eligible ₹1,00,000'] }]);
    expect(checkEligibility('home', APPLICATIONS.home, [])).toEqual({ success: true, eligible_banks: [], ineligible_banks: [], error: null });
  });
});

describe('monotonicity: more income, turnover or property value never drops a bank on amount', () => {
  const cases: [LoanKind, string, number, number, Patch][] = [
    ['personal', 'monthly_income', 25_000, 300_000, { required_loan_amount: 12 * L, required_tenure: 60 }],
    ['business', 'annual_turnover', 20 * L, 200 * L, { required_loan_amount: 15 * L }],
    ['home', 'property_value', 1 * L, 100 * L, { required_loan_amount: 15 * L }],
    ['lap', 'property_value', 1 * L, 100 * L, { required_loan_amount: 15 * L }],
  ];
  it.each(cases)('%s: raising %s', (kind, field, from, to, patch) => {
    const rows = [
      { ...CRITERIA[kind], bank_name: 'Capped', max_loan_amount: 20 * L },
      { ...CRITERIA[kind], bank_name: 'Generous', min_interest_rate: 9, max_ltv: 90, salary_foir: 70 },
      { ...CRITERIA[kind], bank_name: 'Costly', min_interest_rate: 18, max_ltv: 50, salary_foir: 40 },
    ];
    const seenEligible = new Set<string>();
    const lastAmount = new Map<string, number>();
    let everEligible = 0;
    for (let value = from; value <= to; value += (to - from) / 200) {
      const application = { ...APPLICATIONS[kind], ...patch, [field]: Math.round(value) } as never;
      const answer = checkEligibility(kind, application, rows as never);
      const eligibleNow = new Set(answer.eligible_banks.map((bank) => bank.bank_name));
      for (const name of seenEligible) expect(eligibleNow.has(name), `${name} dropped at ${field} ${Math.round(value)}`).toBe(true);
      for (const bank of answer.eligible_banks) {
        expect(bank.max_eligible_amount).toBeGreaterThanOrEqual(lastAmount.get(bank.bank_name) ?? 0);
        lastAmount.set(bank.bank_name, bank.max_eligible_amount);
        seenEligible.add(bank.bank_name);
      }
      everEligible = Math.max(everEligible, eligibleNow.size);
    }
    expect(everEligible).toBe(3);
  });
});

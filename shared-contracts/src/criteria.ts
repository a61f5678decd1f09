import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { Nullable, StringEnum } from './common';

const literals = <T extends readonly string[]>(values: T) => StringEnum(values);

export const LOCATIONS = ['METRO', 'URBAN', 'SEMI_URBAN', 'RURAL'] as const;
export const COMPANY_TYPES = ['PRIVATE_LIMITED', 'PUBLIC_LIMITED', 'MNC', 'GOVERNMENT', 'PSU'] as const;
export const BUSINESS_TYPES = ['MANUFACTURING', 'TRADING', 'SERVICES', 'RETAIL'] as const;
export const HOME_PROPERTY_TYPES = ['APARTMENT', 'INDEPENDENT', 'VILLA', 'PLOT'] as const;
export const LAP_PROPERTY_TYPES = [...HOME_PROPERTY_TYPES, 'COMMERCIAL', 'SHOP'] as const;

export type Location = (typeof LOCATIONS)[number];

/** Path segment {kind} of /loan_eligibility/{kind}/ */
export const CRITERIA_KINDS = [
  'personal-loan-criteria',
  'business-loan-criteria',
  'home-loan-criteria',
  'loan-against-property-criteria',
] as const;
export type CriteriaKind = (typeof CRITERIA_KINDS)[number];

/** Loan kind as used by the eligibility check request (`loan_type`). */
export const LOAN_KINDS = ['personal', 'business', 'home', 'lap'] as const;
export type LoanKind = (typeof LOAN_KINDS)[number];
export const CRITERIA_KIND_BY_LOAN_KIND: Record<LoanKind, CriteriaKind> = {
  personal: 'personal-loan-criteria',
  business: 'business-loan-criteria',
  home: 'home-loan-criteria',
  lap: 'loan-against-property-criteria',
};

/** Fields every kind has (spec back-office §3). Money in rupees, tenure in months, rates/fees in %. */
const commonFields = {
  bank_name: Type.String({ minLength: 1, maxLength: 120 }),
  locations: Type.Array(literals(LOCATIONS), { minItems: 1, uniqueItems: true }),
  min_loan_amount: Type.Number({ minimum: 0 }),
  max_loan_amount: Type.Number({ exclusiveMinimum: 0 }),
  min_interest_rate: Type.Number({ minimum: 0, maximum: 100 }),
  max_interest_rate: Type.Number({ minimum: 0, maximum: 100 }),
  min_age: Type.Integer({ minimum: 18, maximum: 100 }),
  max_age: Type.Integer({ minimum: 18, maximum: 100 }),
  min_cibil_score: Type.Integer({ minimum: 300, maximum: 900 }),
  max_dpd: Type.Integer({ minimum: 0 }),
  max_cibil_enquiries: Type.Integer({ minimum: 0 }),
  min_tenure: Type.Integer({ minimum: 1 }),
  max_tenure: Type.Integer({ minimum: 1 }),
  min_processing_fee: Type.Number({ minimum: 0, maximum: 100 }),
  max_processing_fee: Type.Number({ minimum: 0, maximum: 100 }),
  documentation_required: Type.Array(Type.String({ minLength: 1 })),
};

const personalFields = {
  min_salary: Type.Number({ minimum: 0 }),
  min_job_vintage: Type.Integer({ minimum: 0 }),
  allowed_company_types: Type.Array(literals(COMPANY_TYPES), { uniqueItems: true }),
  salary_foir: Type.Number({ exclusiveMinimum: 0, maximum: 100 }),
  provident_fund_mandatory: Type.Boolean(),
  professional_tax_mandatory: Type.Boolean(),
  work_from_home_acceptable: Type.Boolean(),
};

const businessFields = {
  min_business_vintage: Type.Integer({ minimum: 0 }),
  min_turnover: Type.Number({ minimum: 0 }),
  allowed_business_types: Type.Array(literals(BUSINESS_TYPES), { uniqueItems: true }),
  banking_vintage_required: Type.Integer({ minimum: 0 }),
  gst_filing_mandatory: Type.Boolean(),
  current_account_mandatory: Type.Boolean(),
};

const homeFields = {
  property_types: Type.Array(literals(HOME_PROPERTY_TYPES), { minItems: 1, uniqueItems: true }),
  min_road_width: Type.Number({ minimum: 0 }),
  max_ltv: Type.Number({ exclusiveMinimum: 0, maximum: 100 }),
  legal_requirements: Type.Array(Type.String({ minLength: 1 })),
  allow_village_property: Type.Boolean(),
  allow_joint_wall_property: Type.Boolean(),
};

const lapFields = {
  property_types: Type.Array(literals(LAP_PROPERTY_TYPES), { minItems: 1, uniqueItems: true }),
  min_road_width: Type.Number({ minimum: 0 }),
  max_ltv: Type.Number({ exclusiveMinimum: 0, maximum: 100 }),
  low_ltv_loan_amount: Nullable(Type.Number({ exclusiveMinimum: 0 })),
  min_insurance_percentage: Type.Number({ minimum: 0, maximum: 100, default: 1.0 }),
  min_rtr_ratio: Type.Number({ minimum: 0 }),
  allow_village_property: Type.Boolean(),
  allow_joint_wall_property: Type.Boolean(),
  min_itr_years: Type.Integer({ minimum: 0, maximum: 3 }),
  min_gst_years: Type.Integer({ minimum: 0, maximum: 3 }),
  legal_requirements: Type.Array(Type.String({ minLength: 1 })),
  main_document_missing_allowed: Type.Boolean(),
  plan_approval_mandatory: Type.Boolean(),
  tax_payment_receipt_required: Type.Boolean(),
  ec_market_value_certificate_mandatory: Type.Boolean(),
};

const withId = <P extends Record<string, TSchema>>(props: P) => Type.Object({ id: Type.Integer(), ...commonFields, ...props });
const input = <P extends Record<string, TSchema>>(props: P) =>
  Type.Object({ ...commonFields, ...props }, { additionalProperties: false });

export const PersonalCriteria = withId(personalFields);
export type PersonalCriteria = Static<typeof PersonalCriteria>;
export const BusinessCriteria = withId(businessFields);
export type BusinessCriteria = Static<typeof BusinessCriteria>;
export const HomeCriteria = withId(homeFields);
export type HomeCriteria = Static<typeof HomeCriteria>;
export const LapCriteria = withId(lapFields);
export type LapCriteria = Static<typeof LapCriteria>;

/** Create bodies (POST /loan_eligibility/{kind}/); PATCH takes a partial of the same. */
export const PersonalCriteriaInput = input(personalFields);
export const BusinessCriteriaInput = input(businessFields);
export const HomeCriteriaInput = input(homeFields);
export const LapCriteriaInput = input(lapFields);
export type PersonalCriteriaInput = Static<typeof PersonalCriteriaInput>;
export type BusinessCriteriaInput = Static<typeof BusinessCriteriaInput>;
export type HomeCriteriaInput = Static<typeof HomeCriteriaInput>;
export type LapCriteriaInput = Static<typeof LapCriteriaInput>;

export interface CriteriaByKind {
  'personal-loan-criteria': PersonalCriteria;
  'business-loan-criteria': BusinessCriteria;
  'home-loan-criteria': HomeCriteria;
  'loan-against-property-criteria': LapCriteria;
}
export type AnyCriteria = CriteriaByKind[CriteriaKind];

export const CriteriaSchemaByKind = {
  'personal-loan-criteria': { row: PersonalCriteria, input: PersonalCriteriaInput },
  'business-loan-criteria': { row: BusinessCriteria, input: BusinessCriteriaInput },
  'home-loan-criteria': { row: HomeCriteria, input: HomeCriteriaInput },
  'loan-against-property-criteria': { row: LapCriteria, input: LapCriteriaInput },
} as const;

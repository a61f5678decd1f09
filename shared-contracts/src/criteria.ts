import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { Nullable, StringEnum } from './common';

/** A choice of several of `values`, each at most once (so never more than all of them). */
const choices = <T extends readonly string[]>(values: T, options: { minItems?: number } = {}) =>
  Type.Array(StringEnum(values), { ...options, maxItems: values.length, uniqueItems: true });

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

/**
 * Upper bounds of the stored values (numeric(14,2) amounts, numeric(6,2) widths and ratios, int4
 * counts), in line with the eligibility application's bounds, so no write can overflow a column.
 */
const MAX_AMOUNT = 1e11; // ₹10,000 crore
const amount = (options: { exclusiveMinimum?: number } = {}) =>
  options.exclusiveMinimum === undefined ? Type.Number({ minimum: 0, maximum: MAX_AMOUNT }) : Type.Number({ ...options, maximum: MAX_AMOUNT });
const percent = () => Type.Number({ minimum: 0, maximum: 100 });
const months = () => Type.Integer({ minimum: 0, maximum: 1200 });

/** A list of names as stored and answered: no blank entries. */
const storedList = () => Type.Array(Type.String({ minLength: 1 }));
/**
 * A list of names as written: each entry is split on commas (the screen edits the list as
 * comma-separated text) and trimmed; empty entries are dropped and repeats kept once.
 */
const writtenList = () => Type.Array(Type.String({ maxLength: 1000 }), { maxItems: 50 });

/** Fields every kind has (spec back-office §3). Money in rupees, tenure in months, rates/fees in %. */
const commonFields = {
  bank_name: Type.String({ minLength: 1, maxLength: 120 }),
  locations: choices(LOCATIONS, { minItems: 1 }),
  min_loan_amount: amount(),
  max_loan_amount: amount({ exclusiveMinimum: 0 }),
  min_interest_rate: percent(),
  max_interest_rate: percent(),
  min_age: Type.Integer({ minimum: 18, maximum: 100 }),
  max_age: Type.Integer({ minimum: 18, maximum: 100 }),
  min_cibil_score: Type.Integer({ minimum: 300, maximum: 900 }),
  max_dpd: Type.Integer({ minimum: 0, maximum: 10_000 }),
  max_cibil_enquiries: Type.Integer({ minimum: 0, maximum: 1000 }),
  min_tenure: Type.Integer({ minimum: 1, maximum: 600 }),
  max_tenure: Type.Integer({ minimum: 1, maximum: 600 }),
  min_processing_fee: percent(),
  max_processing_fee: percent(),
  documentation_required: storedList(),
};
const commonInputFields = { ...commonFields, documentation_required: writtenList() };

const personalFields = {
  min_salary: amount(),
  min_job_vintage: months(),
  allowed_company_types: choices(COMPANY_TYPES),
  salary_foir: Type.Number({ exclusiveMinimum: 0, maximum: 100 }),
  provident_fund_mandatory: Type.Boolean(),
  professional_tax_mandatory: Type.Boolean(),
  work_from_home_acceptable: Type.Boolean(),
};

const businessFields = {
  min_business_vintage: months(),
  min_turnover: amount(),
  allowed_business_types: choices(BUSINESS_TYPES),
  banking_vintage_required: months(),
  gst_filing_mandatory: Type.Boolean(),
  current_account_mandatory: Type.Boolean(),
};

const roadWidth = () => Type.Number({ minimum: 0, maximum: 1000, description: 'Feet' });

const homeFields = {
  property_types: choices(HOME_PROPERTY_TYPES, { minItems: 1 }),
  min_road_width: roadWidth(),
  max_ltv: Type.Number({ exclusiveMinimum: 0, maximum: 100 }),
  legal_requirements: storedList(),
  allow_village_property: Type.Boolean(),
  allow_joint_wall_property: Type.Boolean(),
};
const homeInputFields = { ...homeFields, legal_requirements: writtenList() };

const lowLtvLoanAmount = () => Nullable(amount({ exclusiveMinimum: 0 }));
const lapFields = {
  property_types: choices(LAP_PROPERTY_TYPES, { minItems: 1 }),
  min_road_width: roadWidth(),
  max_ltv: Type.Number({ exclusiveMinimum: 0, maximum: 100 }),
  low_ltv_loan_amount: lowLtvLoanAmount(),
  min_insurance_percentage: percent(),
  min_rtr_ratio: Type.Number({ minimum: 0, maximum: 1000 }),
  allow_village_property: Type.Boolean(),
  allow_joint_wall_property: Type.Boolean(),
  min_itr_years: Type.Integer({ minimum: 0, maximum: 3 }),
  min_gst_years: Type.Integer({ minimum: 0, maximum: 3 }),
  legal_requirements: storedList(),
  main_document_missing_allowed: Type.Boolean(),
  plan_approval_mandatory: Type.Boolean(),
  tax_payment_receipt_required: Type.Boolean(),
  ec_market_value_certificate_mandatory: Type.Boolean(),
};
/** PATCH: no defaults (an absent field stays as stored). */
const lapPatchFields = { ...lapFields, legal_requirements: writtenList() };
/** POST: the low-LTV threshold may be omitted (null, "not set"); the insurance percentage defaults to 1.0. */
const lapCreateFields = {
  ...lapPatchFields,
  low_ltv_loan_amount: Type.Optional(lowLtvLoanAmount()),
  min_insurance_percentage: Type.Optional(Type.Number({ minimum: 0, maximum: 100, default: 1.0 })),
};

const withId = <P extends Record<string, TSchema>>(props: P) => Type.Object({ id: Type.Integer(), ...commonFields, ...props });
const input = <P extends Record<string, TSchema>>(props: P) =>
  Type.Object({ ...commonInputFields, ...props }, { additionalProperties: false });
/** Any non-empty subset of the create fields; only the given fields change. */
const patch = <P extends Record<string, TSchema>>(props: P) =>
  Type.Partial(Type.Object({ ...commonInputFields, ...props }), { additionalProperties: false, minProperties: 1 });

export const PersonalCriteria = withId(personalFields);
export type PersonalCriteria = Static<typeof PersonalCriteria>;
export const BusinessCriteria = withId(businessFields);
export type BusinessCriteria = Static<typeof BusinessCriteria>;
export const HomeCriteria = withId(homeFields);
export type HomeCriteria = Static<typeof HomeCriteria>;
export const LapCriteria = withId(lapFields);
export type LapCriteria = Static<typeof LapCriteria>;

/**
 * Create bodies (POST /loan_eligibility/{kind}/, docs/loan-criteria-api.md). Besides these
 * schemas the API checks min ≤ max of each range, that `bank_name` names a bank of the
 * catalogue, and one criteria row per bank and kind (400 on the field).
 */
export const PersonalCriteriaInput = input(personalFields);
export const BusinessCriteriaInput = input(businessFields);
export const HomeCriteriaInput = input(homeInputFields);
export const LapCriteriaInput = input(lapCreateFields);
export type PersonalCriteriaInput = Static<typeof PersonalCriteriaInput>;
export type BusinessCriteriaInput = Static<typeof BusinessCriteriaInput>;
export type HomeCriteriaInput = Static<typeof HomeCriteriaInput>;
export type LapCriteriaInput = Static<typeof LapCriteriaInput>;

/** Update bodies (PATCH /loan_eligibility/{kind}/{id}/): only the changed fields, at least one. */
export const PersonalCriteriaPatch = patch(personalFields);
export const BusinessCriteriaPatch = patch(businessFields);
export const HomeCriteriaPatch = patch(homeInputFields);
export const LapCriteriaPatch = patch(lapPatchFields);
export type PersonalCriteriaPatch = Static<typeof PersonalCriteriaPatch>;
export type BusinessCriteriaPatch = Static<typeof BusinessCriteriaPatch>;
export type HomeCriteriaPatch = Static<typeof HomeCriteriaPatch>;
export type LapCriteriaPatch = Static<typeof LapCriteriaPatch>;

export interface CriteriaByKind {
  'personal-loan-criteria': PersonalCriteria;
  'business-loan-criteria': BusinessCriteria;
  'home-loan-criteria': HomeCriteria;
  'loan-against-property-criteria': LapCriteria;
}
export type AnyCriteria = CriteriaByKind[CriteriaKind];

export interface CriteriaInputByKind {
  'personal-loan-criteria': PersonalCriteriaInput;
  'business-loan-criteria': BusinessCriteriaInput;
  'home-loan-criteria': HomeCriteriaInput;
  'loan-against-property-criteria': LapCriteriaInput;
}
export interface CriteriaPatchByKind {
  'personal-loan-criteria': PersonalCriteriaPatch;
  'business-loan-criteria': BusinessCriteriaPatch;
  'home-loan-criteria': HomeCriteriaPatch;
  'loan-against-property-criteria': LapCriteriaPatch;
}

export const CriteriaSchemaByKind = {
  'personal-loan-criteria': { row: PersonalCriteria, input: PersonalCriteriaInput, patch: PersonalCriteriaPatch },
  'business-loan-criteria': { row: BusinessCriteria, input: BusinessCriteriaInput, patch: BusinessCriteriaPatch },
  'home-loan-criteria': { row: HomeCriteria, input: HomeCriteriaInput, patch: HomeCriteriaPatch },
  'loan-against-property-criteria': { row: LapCriteria, input: LapCriteriaInput, patch: LapCriteriaPatch },
} as const;

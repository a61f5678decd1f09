import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { Nullable, StringEnum } from './common';
import { BUSINESS_TYPES, COMPANY_TYPES, HOME_PROPERTY_TYPES, LAP_PROPERTY_TYPES, LOAN_KINDS, LOCATIONS, type LoanKind } from './criteria';

/**
 * POST /loan_eligibility/check-eligibility/ (docs/eligibility.md, rules in ELIGIBILITY.md).
 * Amounts in rupees, tenures and vintages in months. Yes/no answers are optional booleans: the
 * screen's "not applicable" omits the field, and a check on an absent answer passes (listed under
 * `to_verify`). Upper bounds keep every computation finite.
 */
const MAX_AMOUNT = 1e12; // ₹1 lakh crore
const amount = () => Type.Number({ exclusiveMinimum: 0, maximum: MAX_AMOUNT });
const months = () => Type.Integer({ minimum: 0, maximum: 1200 });
const yesNo = () => Type.Optional(Type.Boolean());

const commonApplicationFields = {
  age: Type.Integer({ minimum: 18, maximum: 100 }),
  cibil_score: Type.Integer({ minimum: 300, maximum: 900 }),
  location: StringEnum(LOCATIONS),
  required_loan_amount: amount(),
  required_tenure: Type.Integer({ minimum: 1, maximum: 600 }),
  recent_dpds: Type.Integer({ minimum: 0, maximum: 10_000 }),
  cibil_enquiries: Type.Integer({ minimum: 0, maximum: 1000 }),
};

const propertyFields = {
  property_value: amount(),
  road_width: Type.Number({ minimum: 0, maximum: 10_000 }),
  is_village_property: yesNo(),
  is_joint_wall_property: yesNo(),
};

const application = <P extends Record<string, TSchema>>(props: P) =>
  Type.Object({ ...commonApplicationFields, ...props }, { additionalProperties: false });

export const PersonalApplication = application({
  monthly_income: amount(),
  employment_vintage: months(),
  company_type: StringEnum(COMPANY_TYPES),
  has_pf: yesNo(),
  has_pt: yesNo(),
  is_working_from_home: yesNo(),
});
export const BusinessApplication = application({
  business_vintage: months(),
  annual_turnover: amount(),
  banking_vintage: months(),
  business_type: StringEnum(BUSINESS_TYPES),
  has_gst_filing: yesNo(),
  has_current_account: yesNo(),
});
export const HomeApplication = application({
  ...propertyFields,
  property_type: StringEnum(HOME_PROPERTY_TYPES),
});
export const LapApplication = application({
  ...propertyFields,
  property_type: StringEnum(LAP_PROPERTY_TYPES),
  // Omitted (or null) when the screen leaves it empty.
  low_ltv_loan_amount: Type.Optional(Nullable(amount())),
  itr_years: Type.Integer({ minimum: 0, maximum: 3 }),
  gst_years: Type.Integer({ minimum: 0, maximum: 3 }),
  rtr_ratio: Type.Number({ minimum: 0, maximum: 1000 }),
  has_main_document: yesNo(),
  has_plan_approval: yesNo(),
  has_tax_payment_receipt: yesNo(),
  has_ec_market_value_certificate: yesNo(),
});
export type PersonalApplication = Static<typeof PersonalApplication>;
export type BusinessApplication = Static<typeof BusinessApplication>;
export type HomeApplication = Static<typeof HomeApplication>;
export type LapApplication = Static<typeof LapApplication>;

export interface ApplicationByLoanKind {
  personal: PersonalApplication;
  business: BusinessApplication;
  home: HomeApplication;
  lap: LapApplication;
}
export const ApplicationSchemaByLoanKind = {
  personal: PersonalApplication,
  business: BusinessApplication,
  home: HomeApplication,
  lap: LapApplication,
} as const satisfies Record<LoanKind, TSchema>;

/**
 * The body as the route validates it first: `loan_type` and an object; `application` is then checked
 * against the schema of its kind (`ApplicationSchemaByLoanKind`), so its messages name the
 * application's own fields.
 */
export const EligibilityCheckBody = Type.Object(
  {
    loan_type: StringEnum(LOAN_KINDS),
    application: Type.Unsafe<Record<string, unknown>>({
      type: 'object',
      description: 'The fields of the loan kind: PersonalApplication, BusinessApplication, HomeApplication or LapApplication',
    }),
  },
  { additionalProperties: false },
);

/** The request: `application` holds the fields of `loan_type` (checked per kind by the API). */
export const EligibilityRequest = Type.Union(
  LOAN_KINDS.map((kind) =>
    Type.Object({ loan_type: Type.Literal(kind), application: ApplicationSchemaByLoanKind[kind] }, { additionalProperties: false }),
  ),
);
export type EligibilityRequest = { [K in LoanKind]: { loan_type: K; application: ApplicationByLoanKind[K] } }[LoanKind];

const Range = Type.Object({ min: Type.Number(), max: Type.Number() });

export const EligibleBank = Type.Object({
  bank_name: Type.String(),
  max_eligible_amount: Type.Number({ description: 'Rupees, rounded down' }),
  interest_rate: Range,
  processing_fee: Range,
  tenure_range: Type.Optional(Range),
  required_documents: Type.Array(Type.String()),
  emi: Type.Number({ description: 'Monthly instalment of the requested amount over the requested tenure at the minimum rate, whole rupees' }),
  to_verify: Type.Array(Type.String(), { description: 'Checks that passed only because the answer was "not applicable"' }),
  min_insurance_amount: Type.Optional(Type.Number({ description: 'LAP only; rupees, rounded up' })),
  is_low_ltv_loan: Type.Optional(Type.Boolean({ description: 'LAP only' })),
});
export type EligibleBank = Static<typeof EligibleBank>;

export const IneligibleBank = Type.Object({ bank_name: Type.String(), reasons: Type.Array(Type.String()) });
export type IneligibleBank = Static<typeof IneligibleBank>;

/** 200: the banks whose criteria the application meets, best first, and why the others refuse. */
export const EligibilityAnswer = Type.Object({
  success: Type.Literal(true),
  eligible_banks: Type.Array(EligibleBank),
  ineligible_banks: Type.Array(IneligibleBank),
  error: Type.Null(),
});
export type EligibilityAnswer = Static<typeof EligibilityAnswer>;

/** 400: `error` maps each bad field (application fields by their own name) to its messages. */
export const EligibilityFailure = Type.Object({
  success: Type.Literal(false),
  eligible_banks: Type.Array(EligibleBank, { maxItems: 0 }),
  error: Type.Record(Type.String(), Type.Array(Type.String())),
});
export type EligibilityFailure = Static<typeof EligibilityFailure>;

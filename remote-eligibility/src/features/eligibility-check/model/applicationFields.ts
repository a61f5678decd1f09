import type { BusinessApplication, HomeApplication, LapApplication, LoanKind, PersonalApplication } from 'shared-contracts';
import {
  BUSINESS_TYPE_OPTIONS,
  COMPANY_TYPE_OPTIONS,
  FILING_YEAR_CHOICES,
  HOME_PROPERTY_TYPE_OPTIONS,
  LAP_PROPERTY_TYPE_OPTIONS,
  LOCATION_OPTIONS,
  type Option as LoanOption,
} from '../../../common/model/loanOptions';

/**
 * The fields of the eligibility form (spec back-office §3 "Eligibility request"): the common ones,
 * then each loan kind's. Every field is named as the request names it; the definitions say how its
 * text is parsed (whole number, decimal, a choice, yes / no / not applicable) and how it is labelled.
 */
export type Option = LoanOption<string>;

/** A number typed into a text box: `integer` fields must be whole numbers. */
export interface NumberFieldDef<N extends string = string> {
  name: N;
  type: 'integer' | 'decimal';
  label: string;
  helper?: string;
  /** Optional fields may be left empty: they are then left out of the request. */
  optional?: boolean;
  /** Keyboard hint for phones; amounts and ratios take a decimal point. */
  placeholder?: string;
}

/** One value of a list; `integer` choices (ITR / GST years) are sent as numbers. */
export interface ChoiceFieldDef<N extends string = string> {
  name: N;
  type: 'choice';
  label: string;
  options: readonly Option[];
  placeholder: string;
  sendAs: 'string' | 'integer';
}

/** Yes / No / Not applicable: "Not applicable" leaves the field out of the request. */
export interface YesNoFieldDef<N extends string = string> {
  name: N;
  type: 'yes-no';
  label: string;
}

export type FieldDef<N extends string = string> = NumberFieldDef<N> | ChoiceFieldDef<N> | YesNoFieldDef<N>;

/** ITR and GST years: 0 to 3 (spec back-office §9). */
export const FILING_YEAR_OPTIONS: readonly Option[] = FILING_YEAR_CHOICES.map((years) => ({
  value: String(years),
  label: `${years} ${years === 1 ? 'year' : 'years'}`,
}));

type CommonFieldName = keyof PersonalApplication & keyof BusinessApplication & keyof HomeApplication & keyof LapApplication;
type KindFieldName<A> = Exclude<keyof A, CommonFieldName> & string;

export interface ApplicationByKind {
  personal: PersonalApplication;
  business: BusinessApplication;
  home: HomeApplication;
  lap: LapApplication;
}

export type CommonField = CommonFieldName;
export type KindField<K extends LoanKind> = KindFieldName<ApplicationByKind[K]>;

export const COMMON_FIELDS: readonly FieldDef<CommonField>[] = [
  { name: 'age', type: 'integer', label: 'Age (years)' },
  { name: 'cibil_score', type: 'integer', label: 'CIBIL Score (300–900)' },
  { name: 'location', type: 'choice', label: 'Location', options: LOCATION_OPTIONS, placeholder: 'Select location', sendAs: 'string' },
  { name: 'required_loan_amount', type: 'decimal', label: 'Required Loan Amount (₹)', placeholder: 'e.g. 500000' },
  { name: 'required_tenure', type: 'integer', label: 'Required Tenure (months)' },
  { name: 'recent_dpds', type: 'integer', label: 'Recent DPDs (days past due)', helper: '0 when every recent EMI was paid on time' },
  { name: 'cibil_enquiries', type: 'integer', label: 'CIBIL Enquiries (count)', helper: 'Recent credit enquiries on the report' },
];

const PROPERTY_VALUE: NumberFieldDef<'property_value'> = {
  name: 'property_value',
  type: 'decimal',
  label: 'Property Value (₹)',
  placeholder: 'e.g. 7500000',
};
const ROAD_WIDTH: NumberFieldDef<'road_width'> = { name: 'road_width', type: 'decimal', label: 'Road Width (ft)' };
const VILLAGE: YesNoFieldDef<'is_village_property'> = { name: 'is_village_property', type: 'yes-no', label: 'Village Property' };
const JOINT_WALL: YesNoFieldDef<'is_joint_wall_property'> = {
  name: 'is_joint_wall_property',
  type: 'yes-no',
  label: 'Joint Wall Property',
};

/** Each kind's own fields, in the order of the form (choices and numbers first, yes/no last). */
export const KIND_FIELDS: { [K in LoanKind]: readonly FieldDef<KindField<K>>[] } = {
  personal: [
    { name: 'monthly_income', type: 'decimal', label: 'Monthly Income (₹)', placeholder: 'e.g. 60000' },
    { name: 'employment_vintage', type: 'integer', label: 'Employment Vintage (months)' },
    {
      name: 'company_type',
      type: 'choice',
      label: 'Company Type',
      options: COMPANY_TYPE_OPTIONS,
      placeholder: 'Select company type',
      sendAs: 'string',
    },
    { name: 'has_pf', type: 'yes-no', label: 'Provident Fund (PF) Deducted' },
    { name: 'has_pt', type: 'yes-no', label: 'Professional Tax (PT) Paid' },
    { name: 'is_working_from_home', type: 'yes-no', label: 'Working From Home' },
  ],
  business: [
    { name: 'business_vintage', type: 'integer', label: 'Business Vintage (months)' },
    { name: 'annual_turnover', type: 'decimal', label: 'Annual Turnover (₹)', placeholder: 'e.g. 5000000' },
    { name: 'banking_vintage', type: 'integer', label: 'Banking Vintage (months)' },
    {
      name: 'business_type',
      type: 'choice',
      label: 'Business Type',
      options: BUSINESS_TYPE_OPTIONS,
      placeholder: 'Select business type',
      sendAs: 'string',
    },
    { name: 'has_gst_filing', type: 'yes-no', label: 'GST Returns Filed' },
    { name: 'has_current_account', type: 'yes-no', label: 'Current Account' },
  ],
  home: [
    PROPERTY_VALUE,
    ROAD_WIDTH,
    {
      name: 'property_type',
      type: 'choice',
      label: 'Property Type',
      options: HOME_PROPERTY_TYPE_OPTIONS,
      placeholder: 'Select property type',
      sendAs: 'string',
    },
    VILLAGE,
    JOINT_WALL,
  ],
  lap: [
    PROPERTY_VALUE,
    ROAD_WIDTH,
    {
      name: 'property_type',
      type: 'choice',
      label: 'Property Type',
      options: LAP_PROPERTY_TYPE_OPTIONS,
      placeholder: 'Select property type',
      sendAs: 'string',
    },
    {
      name: 'low_ltv_loan_amount',
      type: 'decimal',
      label: 'Low LTV Loan Amount (₹, optional)',
      helper: 'Leave empty to compare the required loan amount',
      optional: true,
    },
    { name: 'itr_years', type: 'choice', label: 'ITR Filed (years)', options: FILING_YEAR_OPTIONS, placeholder: 'Select years', sendAs: 'integer' },
    { name: 'gst_years', type: 'choice', label: 'GST Filed (years)', options: FILING_YEAR_OPTIONS, placeholder: 'Select years', sendAs: 'integer' },
    { name: 'rtr_ratio', type: 'decimal', label: 'RTR Ratio', helper: 'Repayment track record ratio' },
    VILLAGE,
    JOINT_WALL,
    { name: 'has_main_document', type: 'yes-no', label: 'Main Property Document Available' },
    { name: 'has_plan_approval', type: 'yes-no', label: 'Plan Approval' },
    { name: 'has_tax_payment_receipt', type: 'yes-no', label: 'Tax Payment Receipt' },
    { name: 'has_ec_market_value_certificate', type: 'yes-no', label: 'EC / Market Value Certificate' },
  ],
};

/** Every field of a kind's form: the common fields first. */
export function fieldsOf(kind: LoanKind): readonly FieldDef[] {
  return [...COMMON_FIELDS, ...KIND_FIELDS[kind]];
}

/** The id of a field's control (labels, error messages and focus use it). */
export function fieldId(name: string): string {
  return `eligibility-${name.replace(/_/g, '-')}`;
}

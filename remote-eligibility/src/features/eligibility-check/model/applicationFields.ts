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
import type { EligibilityMessageId } from '../i18n';

/**
 * The fields of the eligibility form (spec back-office §3 "Eligibility request"): the common ones,
 * then each loan kind's. Every field is named as the request names it; the definitions say how its
 * text is parsed (whole number, decimal, a choice, yes / no / not applicable) and how it is labelled
 * (texts are ids of the feature's catalogue, i18n/; option texts are ids of common/i18n).
 */
export type Option = LoanOption<string>;

/** A number typed into a text box: `integer` fields must be whole numbers. */
export interface NumberFieldDef<N extends string = string> {
  name: N;
  type: 'integer' | 'decimal';
  label: EligibilityMessageId;
  helper?: EligibilityMessageId;
  /** Optional fields may be left empty: they are then left out of the request. */
  optional?: boolean;
  /** An example amount shown as the placeholder ("e.g. 500000"). */
  example?: string;
}

/** One value of a list; `integer` choices (ITR / GST years) are sent as numbers. */
export interface ChoiceFieldDef<N extends string = string> {
  name: N;
  type: 'choice';
  label: EligibilityMessageId;
  options: readonly Option[];
  placeholder: EligibilityMessageId;
  sendAs: 'string' | 'integer';
}

/** Yes / No / Not applicable: "Not applicable" leaves the field out of the request. */
export interface YesNoFieldDef<N extends string = string> {
  name: N;
  type: 'yes-no';
  label: EligibilityMessageId;
}

export type FieldDef<N extends string = string> = NumberFieldDef<N> | ChoiceFieldDef<N> | YesNoFieldDef<N>;

/** ITR and GST years: 0 to 3 (spec back-office §9). */
export const FILING_YEAR_OPTIONS: readonly Option[] = FILING_YEAR_CHOICES.map((years) => ({
  value: String(years),
  label: 'count.years',
  values: { count: years },
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
  { name: 'age', type: 'integer', label: 'fields.age' },
  { name: 'cibil_score', type: 'integer', label: 'fields.cibilScore' },
  { name: 'location', type: 'choice', label: 'fields.location', options: LOCATION_OPTIONS, placeholder: 'fields.locationPlaceholder', sendAs: 'string' },
  { name: 'required_loan_amount', type: 'decimal', label: 'fields.requiredLoanAmount', example: '500000' },
  { name: 'required_tenure', type: 'integer', label: 'fields.requiredTenure' },
  { name: 'recent_dpds', type: 'integer', label: 'fields.recentDpds', helper: 'fields.recentDpdsHelper' },
  { name: 'cibil_enquiries', type: 'integer', label: 'fields.cibilEnquiries', helper: 'fields.cibilEnquiriesHelper' },
];

const PROPERTY_VALUE: NumberFieldDef<'property_value'> = {
  name: 'property_value',
  type: 'decimal',
  label: 'fields.propertyValue',
  example: '7500000',
};
const ROAD_WIDTH: NumberFieldDef<'road_width'> = { name: 'road_width', type: 'decimal', label: 'fields.roadWidth' };
const VILLAGE: YesNoFieldDef<'is_village_property'> = { name: 'is_village_property', type: 'yes-no', label: 'fields.villageProperty' };
const JOINT_WALL: YesNoFieldDef<'is_joint_wall_property'> = {
  name: 'is_joint_wall_property',
  type: 'yes-no',
  label: 'fields.jointWallProperty',
};

/** Each kind's own fields, in the order of the form (choices and numbers first, yes/no last). */
export const KIND_FIELDS: { [K in LoanKind]: readonly FieldDef<KindField<K>>[] } = {
  personal: [
    { name: 'monthly_income', type: 'decimal', label: 'fields.monthlyIncome', example: '60000' },
    { name: 'employment_vintage', type: 'integer', label: 'fields.employmentVintage' },
    {
      name: 'company_type',
      type: 'choice',
      label: 'fields.companyType',
      options: COMPANY_TYPE_OPTIONS,
      placeholder: 'fields.companyTypePlaceholder',
      sendAs: 'string',
    },
    { name: 'has_pf', type: 'yes-no', label: 'fields.hasPf' },
    { name: 'has_pt', type: 'yes-no', label: 'fields.hasPt' },
    { name: 'is_working_from_home', type: 'yes-no', label: 'fields.workingFromHome' },
  ],
  business: [
    { name: 'business_vintage', type: 'integer', label: 'fields.businessVintage' },
    { name: 'annual_turnover', type: 'decimal', label: 'fields.annualTurnover', example: '5000000' },
    { name: 'banking_vintage', type: 'integer', label: 'fields.bankingVintage' },
    {
      name: 'business_type',
      type: 'choice',
      label: 'fields.businessType',
      options: BUSINESS_TYPE_OPTIONS,
      placeholder: 'fields.businessTypePlaceholder',
      sendAs: 'string',
    },
    { name: 'has_gst_filing', type: 'yes-no', label: 'fields.gstReturnsFiled' },
    { name: 'has_current_account', type: 'yes-no', label: 'fields.currentAccount' },
  ],
  home: [
    PROPERTY_VALUE,
    ROAD_WIDTH,
    {
      name: 'property_type',
      type: 'choice',
      label: 'fields.propertyType',
      options: HOME_PROPERTY_TYPE_OPTIONS,
      placeholder: 'fields.propertyTypePlaceholder',
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
      label: 'fields.propertyType',
      options: LAP_PROPERTY_TYPE_OPTIONS,
      placeholder: 'fields.propertyTypePlaceholder',
      sendAs: 'string',
    },
    {
      name: 'low_ltv_loan_amount',
      type: 'decimal',
      label: 'fields.lowLtvLoanAmount',
      helper: 'fields.lowLtvLoanAmountHelper',
      optional: true,
    },
    { name: 'itr_years', type: 'choice', label: 'fields.itrYears', options: FILING_YEAR_OPTIONS, placeholder: 'fields.yearsPlaceholder', sendAs: 'integer' },
    { name: 'gst_years', type: 'choice', label: 'fields.gstYears', options: FILING_YEAR_OPTIONS, placeholder: 'fields.yearsPlaceholder', sendAs: 'integer' },
    { name: 'rtr_ratio', type: 'decimal', label: 'fields.rtrRatio', helper: 'fields.rtrRatioHelper' },
    VILLAGE,
    JOINT_WALL,
    { name: 'has_main_document', type: 'yes-no', label: 'fields.mainDocument' },
    { name: 'has_plan_approval', type: 'yes-no', label: 'fields.planApproval' },
    { name: 'has_tax_payment_receipt', type: 'yes-no', label: 'fields.taxPaymentReceipt' },
    { name: 'has_ec_market_value_certificate', type: 'yes-no', label: 'fields.ecMarketValueCertificate' },
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

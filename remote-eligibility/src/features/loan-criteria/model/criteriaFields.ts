import type { CriteriaByKind, CriteriaKind } from 'shared-contracts';
import {
  BUSINESS_TYPE_OPTIONS,
  COMPANY_TYPE_OPTIONS,
  FILING_YEAR_CHOICES,
  HOME_PROPERTY_TYPE_OPTIONS,
  LAP_PROPERTY_TYPE_OPTIONS,
  LOCATION_OPTIONS,
  type Option,
} from '../../../common/model/loanOptions';

/**
 * Every field of every criteria kind (spec back-office §3) with its label, input type and unit:
 * the single description the list view formats values with and the create/edit form builds
 * its inputs from. The types below tie each definition to the contract's field type, and the
 * per-kind records must name every field of the kind, so a contract change fails type-checking.
 */
export type FieldUnit = 'rupees' | 'months' | 'years' | 'percent' | 'ft';

interface FieldBase {
  label: string;
}

export interface TextField extends FieldBase {
  type: 'text';
}

export interface NumberField extends FieldBase {
  type: 'integer' | 'decimal';
  unit?: FieldUnit;
  /** The field may be left empty; it is then sent as null. */
  nullable?: boolean;
  /** A closed set of allowed values (e.g. ITR years 0 to 3). */
  choices?: readonly number[];
  defaultValue?: number;
}

export interface BooleanField extends FieldBase {
  type: 'boolean';
}

export interface MultiSelectField<T extends string = string> extends FieldBase {
  type: 'multi-select';
  options: readonly Option<T>[];
  /** At least one option must be chosen (the contract's `minItems: 1`); otherwise none means all. */
  required?: boolean;
}

/** A list of free texts, entered as comma-separated text (split, trimmed, empties removed). */
export interface TextListField extends FieldBase {
  type: 'text-list';
}

export type CriteriaField = TextField | NumberField | BooleanField | MultiSelectField | TextListField;

/**
 * The definition a field of contract type V must have. A list typed with its option union gets
 * a multi-select over exactly those options; a plain string list may be either kind.
 */
type FieldFor<V> = [V] extends [boolean]
  ? BooleanField
  : [V] extends [number]
    ? NumberField & { nullable?: false }
    : [V] extends [number | null]
      ? NumberField & { nullable: true }
      : [V] extends [string]
        ? TextField
        : [V] extends [readonly (infer E extends string)[]]
          ? string extends E
            ? TextListField | MultiSelectField
            : MultiSelectField<E>
          : never;

export type CriteriaFieldName<K extends CriteriaKind> = Exclude<keyof CriteriaByKind[K], 'id'> & string;

export type CriteriaFieldsOf<K extends CriteriaKind> = {
  [F in CriteriaFieldName<K>]: FieldFor<CriteriaByKind[K][F]>;
};

export type CommonFieldName = CriteriaFieldName<'personal-loan-criteria'> &
  CriteriaFieldName<'business-loan-criteria'> &
  CriteriaFieldName<'home-loan-criteria'> &
  CriteriaFieldName<'loan-against-property-criteria'>;

export type CommonCriteriaFields = Pick<CriteriaFieldsOf<'personal-loan-criteria'>, CommonFieldName>;

/** The fields every kind has, in form order. */
export const COMMON_CRITERIA_FIELDS: CommonCriteriaFields = {
  bank_name: { label: 'Bank Name', type: 'text' },
  locations: { label: 'Locations', type: 'multi-select', options: LOCATION_OPTIONS, required: true },
  min_loan_amount: { label: 'Minimum Loan Amount', type: 'decimal', unit: 'rupees' },
  max_loan_amount: { label: 'Maximum Loan Amount', type: 'decimal', unit: 'rupees' },
  min_interest_rate: { label: 'Minimum Interest Rate', type: 'decimal', unit: 'percent' },
  max_interest_rate: { label: 'Maximum Interest Rate', type: 'decimal', unit: 'percent' },
  min_age: { label: 'Minimum Age', type: 'integer', unit: 'years' },
  max_age: { label: 'Maximum Age', type: 'integer', unit: 'years' },
  min_cibil_score: { label: 'Minimum CIBIL Score', type: 'integer' },
  max_dpd: { label: 'Maximum DPD', type: 'integer' },
  max_cibil_enquiries: { label: 'Maximum CIBIL Enquiries', type: 'integer' },
  min_tenure: { label: 'Minimum Tenure', type: 'integer', unit: 'months' },
  max_tenure: { label: 'Maximum Tenure', type: 'integer', unit: 'months' },
  min_processing_fee: { label: 'Minimum Processing Fee', type: 'decimal', unit: 'percent' },
  max_processing_fee: { label: 'Maximum Processing Fee', type: 'decimal', unit: 'percent' },
  documentation_required: { label: 'Required Documentation', type: 'text-list' },
};

const personalFields: CriteriaFieldsOf<'personal-loan-criteria'> = {
  ...COMMON_CRITERIA_FIELDS,
  min_salary: { label: 'Minimum Monthly Salary', type: 'decimal', unit: 'rupees' },
  min_job_vintage: { label: 'Minimum Job Vintage', type: 'integer', unit: 'months' },
  allowed_company_types: { label: 'Allowed Company Types', type: 'multi-select', options: COMPANY_TYPE_OPTIONS },
  salary_foir: { label: 'Salary FOIR', type: 'decimal', unit: 'percent' },
  provident_fund_mandatory: { label: 'Provident Fund Mandatory', type: 'boolean' },
  professional_tax_mandatory: { label: 'Professional Tax Mandatory', type: 'boolean' },
  work_from_home_acceptable: { label: 'Work From Home Acceptable', type: 'boolean' },
};

const businessFields: CriteriaFieldsOf<'business-loan-criteria'> = {
  ...COMMON_CRITERIA_FIELDS,
  min_business_vintage: { label: 'Minimum Business Vintage', type: 'integer', unit: 'months' },
  min_turnover: { label: 'Minimum Annual Turnover', type: 'decimal', unit: 'rupees' },
  allowed_business_types: { label: 'Allowed Business Types', type: 'multi-select', options: BUSINESS_TYPE_OPTIONS },
  banking_vintage_required: { label: 'Banking Vintage Required', type: 'integer', unit: 'months' },
  gst_filing_mandatory: { label: 'GST Filing Mandatory', type: 'boolean' },
  current_account_mandatory: { label: 'Current Account Mandatory', type: 'boolean' },
};

const homeFields: CriteriaFieldsOf<'home-loan-criteria'> = {
  ...COMMON_CRITERIA_FIELDS,
  property_types: { label: 'Property Types', type: 'multi-select', options: HOME_PROPERTY_TYPE_OPTIONS, required: true },
  min_road_width: { label: 'Minimum Road Width', type: 'decimal', unit: 'ft' },
  max_ltv: { label: 'Maximum LTV', type: 'decimal', unit: 'percent' },
  legal_requirements: { label: 'Legal Requirements', type: 'text-list' },
  allow_village_property: { label: 'Village Property Allowed', type: 'boolean' },
  allow_joint_wall_property: { label: 'Joint Wall Property Allowed', type: 'boolean' },
};

const lapFields: CriteriaFieldsOf<'loan-against-property-criteria'> = {
  ...COMMON_CRITERIA_FIELDS,
  property_types: { label: 'Property Types', type: 'multi-select', options: LAP_PROPERTY_TYPE_OPTIONS, required: true },
  min_road_width: { label: 'Minimum Road Width', type: 'decimal', unit: 'ft' },
  max_ltv: { label: 'Maximum LTV', type: 'decimal', unit: 'percent' },
  low_ltv_loan_amount: { label: 'Low LTV Threshold', type: 'decimal', unit: 'rupees', nullable: true },
  min_insurance_percentage: { label: 'Minimum Insurance', type: 'decimal', unit: 'percent', defaultValue: 1.0 },
  min_rtr_ratio: { label: 'Minimum RTR Ratio', type: 'decimal' },
  allow_village_property: { label: 'Village Property Allowed', type: 'boolean' },
  allow_joint_wall_property: { label: 'Joint Wall Property Allowed', type: 'boolean' },
  min_itr_years: { label: 'Minimum ITR Years', type: 'integer', unit: 'years', choices: FILING_YEAR_CHOICES },
  min_gst_years: { label: 'Minimum GST Years', type: 'integer', unit: 'years', choices: FILING_YEAR_CHOICES },
  legal_requirements: { label: 'Legal Requirements', type: 'text-list' },
  main_document_missing_allowed: { label: 'Main Document Missing Allowed', type: 'boolean' },
  plan_approval_mandatory: { label: 'Plan Approval Mandatory', type: 'boolean' },
  tax_payment_receipt_required: { label: 'Tax Payment Receipt Required', type: 'boolean' },
  ec_market_value_certificate_mandatory: { label: 'EC / Market Value Certificate Mandatory', type: 'boolean' },
};

/** Field definitions per kind, in form order (common fields first, then the kind's own). */
export const CRITERIA_FIELDS: { [K in CriteriaKind]: CriteriaFieldsOf<K> } = {
  'personal-loan-criteria': personalFields,
  'business-loan-criteria': businessFields,
  'home-loan-criteria': homeFields,
  'loan-against-property-criteria': lapFields,
};

export function criteriaField<K extends CriteriaKind>(kind: K, name: CriteriaFieldName<K>): CriteriaField {
  const fields: CriteriaFieldsOf<K> = CRITERIA_FIELDS[kind];
  return fields[name] as CriteriaField;
}

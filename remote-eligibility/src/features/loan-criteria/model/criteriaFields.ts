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
import type { LoanCriteriaMessageId } from '../i18n';

/**
 * Every field of every criteria kind (spec back-office §3) with its label, input type and unit:
 * the single description the list view formats values with and the create/edit form builds
 * its inputs from. The types below tie each definition to the contract's field type, and the
 * per-kind records must name every field of the kind, so a contract change fails type-checking.
 */
export type FieldUnit = 'rupees' | 'months' | 'years' | 'percent' | 'ft';

interface FieldBase {
  /** The id of the field's name in the feature's catalogue (i18n/). */
  label: LoanCriteriaMessageId;
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
  bank_name: { label: 'fields.bankName', type: 'text' },
  locations: { label: 'fields.locations', type: 'multi-select', options: LOCATION_OPTIONS, required: true },
  min_loan_amount: { label: 'fields.minLoanAmount', type: 'decimal', unit: 'rupees' },
  max_loan_amount: { label: 'fields.maxLoanAmount', type: 'decimal', unit: 'rupees' },
  min_interest_rate: { label: 'fields.minInterestRate', type: 'decimal', unit: 'percent' },
  max_interest_rate: { label: 'fields.maxInterestRate', type: 'decimal', unit: 'percent' },
  min_age: { label: 'fields.minAge', type: 'integer', unit: 'years' },
  max_age: { label: 'fields.maxAge', type: 'integer', unit: 'years' },
  min_cibil_score: { label: 'fields.minCibilScore', type: 'integer' },
  max_dpd: { label: 'fields.maxDpd', type: 'integer' },
  max_cibil_enquiries: { label: 'fields.maxCibilEnquiries', type: 'integer' },
  min_tenure: { label: 'fields.minTenure', type: 'integer', unit: 'months' },
  max_tenure: { label: 'fields.maxTenure', type: 'integer', unit: 'months' },
  min_processing_fee: { label: 'fields.minProcessingFee', type: 'decimal', unit: 'percent' },
  max_processing_fee: { label: 'fields.maxProcessingFee', type: 'decimal', unit: 'percent' },
  documentation_required: { label: 'fields.documentationRequired', type: 'text-list' },
};

const personalFields: CriteriaFieldsOf<'personal-loan-criteria'> = {
  ...COMMON_CRITERIA_FIELDS,
  min_salary: { label: 'fields.minSalary', type: 'decimal', unit: 'rupees' },
  min_job_vintage: { label: 'fields.minJobVintage', type: 'integer', unit: 'months' },
  allowed_company_types: { label: 'fields.allowedCompanyTypes', type: 'multi-select', options: COMPANY_TYPE_OPTIONS },
  salary_foir: { label: 'fields.salaryFoir', type: 'decimal', unit: 'percent' },
  provident_fund_mandatory: { label: 'fields.providentFundMandatory', type: 'boolean' },
  professional_tax_mandatory: { label: 'fields.professionalTaxMandatory', type: 'boolean' },
  work_from_home_acceptable: { label: 'fields.workFromHomeAcceptable', type: 'boolean' },
};

const businessFields: CriteriaFieldsOf<'business-loan-criteria'> = {
  ...COMMON_CRITERIA_FIELDS,
  min_business_vintage: { label: 'fields.minBusinessVintage', type: 'integer', unit: 'months' },
  min_turnover: { label: 'fields.minTurnover', type: 'decimal', unit: 'rupees' },
  allowed_business_types: { label: 'fields.allowedBusinessTypes', type: 'multi-select', options: BUSINESS_TYPE_OPTIONS },
  banking_vintage_required: { label: 'fields.bankingVintageRequired', type: 'integer', unit: 'months' },
  gst_filing_mandatory: { label: 'fields.gstFilingMandatory', type: 'boolean' },
  current_account_mandatory: { label: 'fields.currentAccountMandatory', type: 'boolean' },
};

const homeFields: CriteriaFieldsOf<'home-loan-criteria'> = {
  ...COMMON_CRITERIA_FIELDS,
  property_types: { label: 'fields.propertyTypes', type: 'multi-select', options: HOME_PROPERTY_TYPE_OPTIONS, required: true },
  min_road_width: { label: 'fields.minRoadWidth', type: 'decimal', unit: 'ft' },
  max_ltv: { label: 'fields.maxLtv', type: 'decimal', unit: 'percent' },
  legal_requirements: { label: 'fields.legalRequirements', type: 'text-list' },
  allow_village_property: { label: 'fields.allowVillageProperty', type: 'boolean' },
  allow_joint_wall_property: { label: 'fields.allowJointWallProperty', type: 'boolean' },
};

const lapFields: CriteriaFieldsOf<'loan-against-property-criteria'> = {
  ...COMMON_CRITERIA_FIELDS,
  property_types: { label: 'fields.propertyTypes', type: 'multi-select', options: LAP_PROPERTY_TYPE_OPTIONS, required: true },
  min_road_width: { label: 'fields.minRoadWidth', type: 'decimal', unit: 'ft' },
  max_ltv: { label: 'fields.maxLtv', type: 'decimal', unit: 'percent' },
  low_ltv_loan_amount: { label: 'fields.lowLtvLoanAmount', type: 'decimal', unit: 'rupees', nullable: true },
  min_insurance_percentage: { label: 'fields.minInsurancePercentage', type: 'decimal', unit: 'percent', defaultValue: 1.0 },
  min_rtr_ratio: { label: 'fields.minRtrRatio', type: 'decimal' },
  allow_village_property: { label: 'fields.allowVillageProperty', type: 'boolean' },
  allow_joint_wall_property: { label: 'fields.allowJointWallProperty', type: 'boolean' },
  min_itr_years: { label: 'fields.minItrYears', type: 'integer', unit: 'years', choices: FILING_YEAR_CHOICES },
  min_gst_years: { label: 'fields.minGstYears', type: 'integer', unit: 'years', choices: FILING_YEAR_CHOICES },
  legal_requirements: { label: 'fields.legalRequirements', type: 'text-list' },
  main_document_missing_allowed: { label: 'fields.mainDocumentMissingAllowed', type: 'boolean' },
  plan_approval_mandatory: { label: 'fields.planApprovalMandatory', type: 'boolean' },
  tax_payment_receipt_required: { label: 'fields.taxPaymentReceiptRequired', type: 'boolean' },
  ec_market_value_certificate_mandatory: { label: 'fields.ecMarketValueCertificateMandatory', type: 'boolean' },
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

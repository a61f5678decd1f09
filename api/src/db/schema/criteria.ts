import { bigint, boolean, integer, jsonb, numeric, pgTable, serial, text, timestamp, unique, varchar } from 'drizzle-orm/pg-core';
import { banks } from './catalogue';

const money = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'number' });
const percent = (name: string) => numeric(name, { precision: 5, scale: 2, mode: 'number' });
const stringList = (name: string) => jsonb(name).$type<string[]>().notNull().default([]);

/**
 * Columns every criteria kind has (back-office spec §3), fresh builders per table. `bank_name` is a
 * bank of the catalogue (a foreign key to `banks.name`: a renamed bank renames its criteria, a removed
 * bank takes them along), and each table holds at most one row per bank (`<table>_bank_name_unique`).
 */
const commonColumns = () => ({
  id: serial('id').primaryKey(),
  bankName: varchar('bank_name', { length: 120 })
    .notNull()
    .references(() => banks.name, { onUpdate: 'cascade', onDelete: 'cascade' }),
  locations: stringList('locations'),
  minLoanAmount: money('min_loan_amount').notNull(),
  maxLoanAmount: money('max_loan_amount').notNull(),
  minInterestRate: percent('min_interest_rate').notNull(),
  maxInterestRate: percent('max_interest_rate').notNull(),
  minAge: integer('min_age').notNull(),
  maxAge: integer('max_age').notNull(),
  minCibilScore: integer('min_cibil_score').notNull(),
  maxDpd: integer('max_dpd').notNull(),
  maxCibilEnquiries: integer('max_cibil_enquiries').notNull(),
  minTenure: integer('min_tenure').notNull(),
  maxTenure: integer('max_tenure').notNull(),
  minProcessingFee: percent('min_processing_fee').notNull(),
  maxProcessingFee: percent('max_processing_fee').notNull(),
  documentationRequired: stringList('documentation_required'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const personalLoanCriteria = pgTable(
  'personal_loan_criteria',
  {
    ...commonColumns(),
    minSalary: money('min_salary').notNull(),
    minJobVintage: integer('min_job_vintage').notNull(),
    allowedCompanyTypes: stringList('allowed_company_types'),
    salaryFoir: percent('salary_foir').notNull(),
    providentFundMandatory: boolean('provident_fund_mandatory').notNull().default(false),
    professionalTaxMandatory: boolean('professional_tax_mandatory').notNull().default(false),
    workFromHomeAcceptable: boolean('work_from_home_acceptable').notNull().default(true),
  },
  (t) => [unique('personal_loan_criteria_bank_name_unique').on(t.bankName)],
);

export const businessLoanCriteria = pgTable(
  'business_loan_criteria',
  {
    ...commonColumns(),
    minBusinessVintage: integer('min_business_vintage').notNull(),
    minTurnover: money('min_turnover').notNull(),
    allowedBusinessTypes: stringList('allowed_business_types'),
    bankingVintageRequired: integer('banking_vintage_required').notNull(),
    gstFilingMandatory: boolean('gst_filing_mandatory').notNull().default(false),
    currentAccountMandatory: boolean('current_account_mandatory').notNull().default(false),
  },
  (t) => [unique('business_loan_criteria_bank_name_unique').on(t.bankName)],
);

export const homeLoanCriteria = pgTable(
  'home_loan_criteria',
  {
    ...commonColumns(),
    propertyTypes: stringList('property_types'),
    minRoadWidth: numeric('min_road_width', { precision: 6, scale: 2, mode: 'number' }).notNull(),
    maxLtv: percent('max_ltv').notNull(),
    legalRequirements: stringList('legal_requirements'),
    allowVillageProperty: boolean('allow_village_property').notNull().default(false),
    allowJointWallProperty: boolean('allow_joint_wall_property').notNull().default(false),
  },
  (t) => [unique('home_loan_criteria_bank_name_unique').on(t.bankName)],
);

export const lapCriteria = pgTable(
  'loan_against_property_criteria',
  {
    ...commonColumns(),
    propertyTypes: stringList('property_types'),
    minRoadWidth: numeric('min_road_width', { precision: 6, scale: 2, mode: 'number' }).notNull(),
    maxLtv: percent('max_ltv').notNull(),
    lowLtvLoanAmount: money('low_ltv_loan_amount'),
    minInsurancePercentage: percent('min_insurance_percentage').notNull().default(1),
    minRtrRatio: numeric('min_rtr_ratio', { precision: 6, scale: 2, mode: 'number' }).notNull(),
    allowVillageProperty: boolean('allow_village_property').notNull().default(false),
    allowJointWallProperty: boolean('allow_joint_wall_property').notNull().default(false),
    minItrYears: integer('min_itr_years').notNull(),
    minGstYears: integer('min_gst_years').notNull(),
    legalRequirements: stringList('legal_requirements'),
    mainDocumentMissingAllowed: boolean('main_document_missing_allowed').notNull().default(false),
    planApprovalMandatory: boolean('plan_approval_mandatory').notNull().default(false),
    taxPaymentReceiptRequired: boolean('tax_payment_receipt_required').notNull().default(false),
    ecMarketValueCertificateMandatory: boolean('ec_market_value_certificate_mandatory').notNull().default(false),
  },
  (t) => [unique('loan_against_property_criteria_bank_name_unique').on(t.bankName)],
);

/**
 * A change counter per criteria kind (`kind` is the path segment, e.g. `home-loan-criteria`). A
 * statement-level trigger on each criteria table (migration 0004) adds one on every INSERT, UPDATE,
 * DELETE or TRUNCATE, whoever runs it, in the writer's transaction: the eligibility check's cache
 * compares it before each check and reloads a kind's rows only when it moved.
 */
export const criteriaVersions = pgTable('criteria_versions', {
  kind: text('kind').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

/**
 * The eligibility engine: a pure function of (loan kind, application, criteria rows) that applies
 * the rules of ELIGIBILITY.md (docs/eligibility.md). No database, no HTTP: the route loads the
 * criteria (criteria-cache.ts) and validates the application before calling it.
 */
import { CRITERIA_KIND_BY_LOAN_KIND, CriteriaSchemaByKind } from 'shared-contracts';
import type {
  ApplicationByLoanKind,
  BusinessApplication,
  BusinessCriteria,
  EligibilityAnswer,
  EligibleBank,
  HomeApplication,
  HomeCriteria,
  IneligibleBank,
  LapApplication,
  LapCriteria,
  LoanKind,
  PersonalApplication,
  PersonalCriteria,
} from 'shared-contracts';
import { monthlyInstalment, principalForInstalment } from './emi';
import { ceilRupees, floorRupees, formatNumber, formatRupees } from './money';

export interface CriteriaByLoanKind {
  personal: PersonalCriteria;
  business: BusinessCriteria;
  home: HomeCriteria;
  lap: LapCriteria;
}

export interface EngineOptions {
  /** Business loans: the share of the annual turnover a bank lends at most (policy, per cent). */
  businessTurnoverPercent?: number;
}
export const DEFAULT_BUSINESS_TURNOVER_PERCENT = 20;

/** Labels of the yes/no answers, as listed under `to_verify`. */
export const TO_VERIFY_LABELS = {
  has_pf: 'Provident fund',
  has_pt: 'Professional tax',
  is_working_from_home: 'Work from home',
  has_gst_filing: 'GST filing',
  has_current_account: 'Current account',
  is_village_property: 'Village property',
  is_joint_wall_property: 'Joint wall property',
  has_main_document: 'Main property document',
  has_plan_approval: 'Plan approval',
  has_tax_payment_receipt: 'Tax payment receipt',
  has_ec_market_value_certificate: 'EC / market value certificate',
} as const;
type YesNoField = keyof typeof TO_VERIFY_LABELS;

type CommonApplication = ApplicationByLoanKind[LoanKind];
type CommonFields = Pick<PersonalApplication, 'age' | 'cibil_score' | 'location' | 'required_loan_amount' | 'required_tenure' | 'recent_dpds' | 'cibil_enquiries'>;
type CommonCriteria = CriteriaByLoanKind[LoanKind];

const months = (n: number) => `${formatNumber(n)} month${n === 1 ? '' : 's'}`;
const years = (n: number) => `${formatNumber(n)} year${n === 1 ? '' : 's'}`;
/** "METRO, URBAN": lists of a bank's criteria, written once per list (the rows live as long as the cache holds them). */
const listTexts = new WeakMap<readonly string[], string>();
function list(values: readonly string[]): string {
  let text = listTexts.get(values);
  if (text === undefined) {
    text = values.join(', ');
    listTexts.set(values, text);
  }
  return text;
}

/**
 * The outcome of the bank being checked. The engine runs over every bank of a kind (1,000 in the
 * benchmark) on each check, so checks are plain conditions that record into this one reused object
 * instead of allocating per bank: a bank that passes costs no allocation until it is added to the
 * answer.
 */
interface Outcome {
  /** Failed checks in plain language (copied into the answer at its exact length). */
  readonly reasons: string[];
  /** Checks that passed only because the answer was "not applicable"; null while there are none. */
  toVerify: string[] | null;
}
const outcome: Outcome = { reasons: [], toVerify: null };

type AnyApplication = CommonApplication &
  Partial<PersonalApplication & BusinessApplication & Omit<LapApplication, 'property_type'>> & { property_type?: string };
/** The application being checked (in its fixed shape); reasons read their application side from it. */
let current: AnyApplication;

/**
 * The reasons a bank can fail a check, each written from the bank's side of the check (the
 * application's side is `current`). Within one check of an application a text depends only on that
 * value, and many banks share it: `refuse` writes each text once per check.
 */
const REASONS = {
  ageBelow: (min: number) => `Age ${formatNumber(current.age)} is below the minimum ${formatNumber(min)}`,
  ageAbove: (max: number) => `Age ${formatNumber(current.age)} is above the maximum ${formatNumber(max)}`,
  cibilBelow: (min: number) => `CIBIL score ${current.cibil_score} is below the minimum ${min}`,
  dpdsAbove: (max: number) => `Recent DPDs ${formatNumber(current.recent_dpds)} exceed the maximum ${formatNumber(max)}`,
  enquiriesAbove: (max: number) => `CIBIL enquiries ${formatNumber(current.cibil_enquiries)} exceed the maximum ${formatNumber(max)}`,
  locationNotServed: (served: string) => `Location ${current.location} is not served (only ${served})`,
  tenureBelow: (min: number) => `Tenure ${months(current.required_tenure)} is below the minimum ${months(min)}`,
  tenureAbove: (max: number) => `Tenure ${months(current.required_tenure)} is above the maximum ${months(max)}`,
  amountBelow: (min: number) => `Requested ${formatRupees(current.required_loan_amount)} is below the minimum ${formatRupees(min)}`,
  amountAbove: (eligible: number) => `Requested ${formatRupees(current.required_loan_amount)} exceeds the eligible ${formatRupees(eligible)}`,
  incomeBelow: (min: number) => `Monthly income ${formatRupees(current.monthly_income!)} is below the minimum ${formatRupees(min)}`,
  employmentBelow: (min: number) => `Employment vintage ${months(current.employment_vintage!)} is below the minimum ${months(min)}`,
  companyType: () => `Company type ${current.company_type} is not accepted`,
  businessVintageBelow: (min: number) => `Business vintage ${months(current.business_vintage!)} is below the minimum ${months(min)}`,
  turnoverBelow: (min: number) => `Annual turnover ${formatRupees(current.annual_turnover!)} is below the minimum ${formatRupees(min)}`,
  bankingVintageBelow: (min: number) => `Banking vintage ${months(current.banking_vintage!)} is below the minimum ${months(min)}`,
  businessType: () => `Business type ${current.business_type} is not accepted`,
  propertyType: () => `Property type ${current.property_type} is not accepted`,
  roadWidthBelow: (min: number) => `Road width ${formatNumber(current.road_width!)} ft is below the minimum ${formatNumber(min)} ft`,
  itrBelow: (min: number) => `ITR for ${years(current.itr_years!)} is below the minimum ${years(min)}`,
  gstBelow: (min: number) => `GST returns for ${years(current.gst_years!)} are below the minimum ${years(min)}`,
  rtrBelow: (min: number) => `RTR ratio ${formatNumber(current.rtr_ratio!)} is below the minimum ${formatNumber(min)}`,
} satisfies Record<string, ((bankValue: number) => string) | ((bankValue: string) => string) | (() => string)>;
type Reason = keyof typeof REASONS;
type BankValue<R extends Reason> = Parameters<(typeof REASONS)[R]> extends [infer V] ? V : undefined;

/** Texts written during the current check, by reason and bank value; emptied when a check starts. */
const written = new Map<Reason, Map<unknown, string>>();

function refuse<R extends Reason>(reason: R, bankValue?: BankValue<R>): void {
  let texts = written.get(reason);
  if (!texts) written.set(reason, (texts = new Map()));
  let text = texts.get(bankValue);
  if (text === undefined) {
    text = (REASONS[reason] as (value: unknown) => string)(bankValue);
    texts.set(bankValue, text);
  }
  outcome.reasons.push(text);
}

/** A failed yes/no check: its reason is the same for every bank. */
function refuseAnswer(reason: string): void {
  outcome.reasons.push(reason);
}

/**
 * A yes/no check that only matters when the bank `requires` something: `failsOn` is the answer
 * that fails it. An absent answer passes and is listed for verification.
 */
function yesNo(field: YesNoField, answer: boolean | undefined, requires: boolean, failsOn: boolean, reason: string): void {
  if (!requires) return;
  if (answer === undefined) (outcome.toVerify ??= []).push(TO_VERIFY_LABELS[field]);
  else if (answer === failsOn) refuseAnswer(reason);
}

function commonChecks(a: CommonApplication, c: CommonCriteria, maxEligible: number): void {
  if (a.age < c.min_age) refuse('ageBelow', c.min_age);
  if (a.age > c.max_age) refuse('ageAbove', c.max_age);
  if (a.cibil_score < c.min_cibil_score) refuse('cibilBelow', c.min_cibil_score);
  if (a.recent_dpds > c.max_dpd) refuse('dpdsAbove', c.max_dpd);
  if (a.cibil_enquiries > c.max_cibil_enquiries) refuse('enquiriesAbove', c.max_cibil_enquiries);
  if (!c.locations.includes(a.location)) refuse('locationNotServed', list(c.locations));
  if (a.required_tenure < c.min_tenure) refuse('tenureBelow', c.min_tenure);
  if (a.required_tenure > c.max_tenure) refuse('tenureAbove', c.max_tenure);
  if (a.required_loan_amount < c.min_loan_amount) refuse('amountBelow', c.min_loan_amount);
  if (a.required_loan_amount > maxEligible) refuse('amountAbove', maxEligible);
}

const allowedBy = (allowed: readonly string[], value: string) => allowed.length === 0 || allowed.includes(value);

/** Maximum eligible amount of a personal loan: the loan the FOIR share of the income repays. */
export function personalMaxEligible(a: PersonalApplication, c: PersonalCriteria): number {
  const maxEmi = (a.monthly_income * c.salary_foir) / 100;
  return floorRupees(Math.min(c.max_loan_amount, principalForInstalment(maxEmi, c.min_interest_rate, a.required_tenure)));
}

export function businessMaxEligible(a: BusinessApplication, c: BusinessCriteria, turnoverPercent = DEFAULT_BUSINESS_TURNOVER_PERCENT): number {
  return floorRupees(Math.min(c.max_loan_amount, (a.annual_turnover * turnoverPercent) / 100));
}

export function propertyMaxEligible(a: HomeApplication | LapApplication, c: HomeCriteria | LapCriteria): number {
  return floorRupees(Math.min(c.max_loan_amount, (a.property_value * c.max_ltv) / 100));
}

function propertyChecks(a: HomeApplication | LapApplication, c: HomeCriteria | LapCriteria): void {
  if (!(c.property_types as readonly string[]).includes(a.property_type)) refuse('propertyType');
  if (a.road_width < c.min_road_width) refuse('roadWidthBelow', c.min_road_width);
  yesNo('is_village_property', a.is_village_property, !c.allow_village_property, true, 'Village properties are not accepted');
  yesNo('is_joint_wall_property', a.is_joint_wall_property, !c.allow_joint_wall_property, true, 'Joint wall properties are not accepted');
}

/** The fields every kind has, always in this order (see `fixedShape`). */
function commonFixedShape(a: CommonApplication): Pick<CommonApplication, keyof CommonFields> {
  return {
    age: a.age,
    cibil_score: a.cibil_score,
    location: a.location,
    required_loan_amount: a.required_loan_amount,
    required_tenure: a.required_tenure,
    recent_dpds: a.recent_dpds,
    cibil_enquiries: a.cibil_enquiries,
  };
}

function propertyFixedShape(a: HomeApplication | LapApplication) {
  return {
    property_value: a.property_value,
    road_width: a.road_width,
    is_village_property: a.is_village_property,
    is_joint_wall_property: a.is_joint_wall_property,
  };
}

/** A kind's maximum eligible amount and its own checks (run after the common ones, so reasons list common failures first). */
interface KindRules<K extends LoanKind> {
  /**
   * The application as an object of one fixed shape (every field present, absent answers as
   * undefined). Requests leave out different yes/no answers, so they arrive in many shapes; reading
   * fields of objects of many shapes is several times slower in V8, and the checks read them once per bank.
   */
  fixedShape(a: ApplicationByLoanKind[K]): ApplicationByLoanKind[K];
  maxEligible(a: ApplicationByLoanKind[K], c: CriteriaByLoanKind[K], options: Required<EngineOptions>): number;
  checks(a: ApplicationByLoanKind[K], c: CriteriaByLoanKind[K]): void;
}

const KIND_RULES: { [K in LoanKind]: KindRules<K> } = {
  personal: {
    fixedShape: (a) => ({
      ...commonFixedShape(a),
      monthly_income: a.monthly_income,
      employment_vintage: a.employment_vintage,
      company_type: a.company_type,
      has_pf: a.has_pf,
      has_pt: a.has_pt,
      is_working_from_home: a.is_working_from_home,
    }),
    maxEligible: (a, c) => personalMaxEligible(a, c),
    checks(a, c) {
      if (a.monthly_income < c.min_salary) refuse('incomeBelow', c.min_salary);
      if (a.employment_vintage < c.min_job_vintage) refuse('employmentBelow', c.min_job_vintage);
      if (!allowedBy(c.allowed_company_types, a.company_type)) refuse('companyType');
      yesNo('has_pf', a.has_pf, c.provident_fund_mandatory, false, 'Provident fund is mandatory');
      yesNo('has_pt', a.has_pt, c.professional_tax_mandatory, false, 'Professional tax is mandatory');
      yesNo('is_working_from_home', a.is_working_from_home, !c.work_from_home_acceptable, true, 'Work from home is not accepted');
    },
  },
  business: {
    fixedShape: (a) => ({
      ...commonFixedShape(a),
      business_vintage: a.business_vintage,
      annual_turnover: a.annual_turnover,
      banking_vintage: a.banking_vintage,
      business_type: a.business_type,
      has_gst_filing: a.has_gst_filing,
      has_current_account: a.has_current_account,
    }),
    maxEligible: (a, c, options) => businessMaxEligible(a, c, options.businessTurnoverPercent),
    checks(a, c) {
      if (a.business_vintage < c.min_business_vintage) refuse('businessVintageBelow', c.min_business_vintage);
      if (a.annual_turnover < c.min_turnover) refuse('turnoverBelow', c.min_turnover);
      if (a.banking_vintage < c.banking_vintage_required) refuse('bankingVintageBelow', c.banking_vintage_required);
      if (!allowedBy(c.allowed_business_types, a.business_type)) refuse('businessType');
      yesNo('has_gst_filing', a.has_gst_filing, c.gst_filing_mandatory, false, 'GST filing is mandatory');
      yesNo('has_current_account', a.has_current_account, c.current_account_mandatory, false, 'A current account is mandatory');
    },
  },
  home: {
    fixedShape: (a) => ({ ...commonFixedShape(a), ...propertyFixedShape(a), property_type: a.property_type }),
    maxEligible: (a, c) => propertyMaxEligible(a, c),
    checks: (a, c) => propertyChecks(a, c),
  },
  lap: {
    fixedShape: (a) => ({
      ...commonFixedShape(a),
      ...propertyFixedShape(a),
      property_type: a.property_type,
      low_ltv_loan_amount: a.low_ltv_loan_amount,
      itr_years: a.itr_years,
      gst_years: a.gst_years,
      rtr_ratio: a.rtr_ratio,
      has_main_document: a.has_main_document,
      has_plan_approval: a.has_plan_approval,
      has_tax_payment_receipt: a.has_tax_payment_receipt,
      has_ec_market_value_certificate: a.has_ec_market_value_certificate,
    }),
    maxEligible: (a, c) => propertyMaxEligible(a, c),
    checks(a, c) {
      propertyChecks(a, c);
      if (a.itr_years < c.min_itr_years) refuse('itrBelow', c.min_itr_years);
      if (a.gst_years < c.min_gst_years) refuse('gstBelow', c.min_gst_years);
      if (a.rtr_ratio < c.min_rtr_ratio) refuse('rtrBelow', c.min_rtr_ratio);
      yesNo('has_main_document', a.has_main_document, !c.main_document_missing_allowed, false, 'The main property document is required');
      yesNo('has_plan_approval', a.has_plan_approval, c.plan_approval_mandatory, false, 'Plan approval is mandatory');
      yesNo('has_tax_payment_receipt', a.has_tax_payment_receipt, c.tax_payment_receipt_required, false, 'A tax payment receipt is required');
      yesNo(
        'has_ec_market_value_certificate',
        a.has_ec_market_value_certificate,
        c.ec_market_value_certificate_mandatory,
        false,
        'An EC / market value certificate is mandatory',
      );
    },
  },
};

/** LAP's additions to an eligible bank. */
function lapTerms(a: LapApplication, c: LapCriteria): Pick<EligibleBank, 'min_insurance_amount' | 'is_low_ltv_loan'> {
  const asked = a.low_ltv_loan_amount ?? a.required_loan_amount;
  return {
    min_insurance_amount: ceilRupees((a.required_loan_amount * c.min_insurance_percentage) / 100),
    is_low_ltv_loan: c.low_ltv_loan_amount !== null && c.low_ltv_loan_amount !== undefined && asked <= c.low_ltv_loan_amount,
  };
}

const collator = new Intl.Collator('en');
const byBankName = (a: { bank_name: string }, b: { bank_name: string }) => collator.compare(a.bank_name, b.bank_name);

/** Eligible banks best first: larger maximum amount, then lower minimum rate, then bank name. */
export function compareEligible(a: EligibleBank, b: EligibleBank): number {
  return b.max_eligible_amount - a.max_eligible_amount || a.interest_rate.min - b.interest_rate.min || byBankName(a, b);
}

/**
 * The rows as the engine reads them, prepared once per rows array: the criteria cache hands the
 * engine the same array until the criteria change. Prepared rows are
 * - in bank-name order, so ineligible banks come out in name order without a sort on each check;
 * - copies of one fixed shape per kind (every contract field, always in the same order). Rows built
 *   in different ways (a driver, a spread, a test fixture) get different hidden classes in V8, and
 *   reading fields of objects of many shapes is several times slower; the checks read ~20 per bank.
 */
const preparedRows = new WeakMap<readonly object[], readonly object[]>();
function prepared<K extends LoanKind>(kind: K, rows: readonly CriteriaByLoanKind[K][]): readonly CriteriaByLoanKind[K][] {
  let copies = preparedRows.get(rows) as readonly CriteriaByLoanKind[K][] | undefined;
  if (!copies) {
    const fields = Object.keys(CriteriaSchemaByKind[CRITERIA_KIND_BY_LOAN_KIND[kind]].row.properties);
    const ordered = [...rows].sort(byBankName).map((row) => {
      const copy: Record<string, unknown> = {};
      for (const field of fields) copy[field] = (row as unknown as Record<string, unknown>)[field];
      return copy;
    });
    // Objects that JSON.parse builds keep their fields in the object itself (one load per field);
    // fields added one by one beyond a few live in a separate store. Rows hold only JSON values.
    copies = JSON.parse(JSON.stringify(ordered)) as CriteriaByLoanKind[K][];
    preparedRows.set(rows, copies);
  }
  return copies;
}

/**
 * Checks `application` against every criteria row of `kind`. The application must already be
 * valid for its kind (the request schema); criteria rows are as the criteria routes answer them
 * and are not changed (pass a new array when they change).
 */
export function checkEligibility<K extends LoanKind>(
  kind: K,
  application: ApplicationByLoanKind[K],
  criteriaRows: readonly CriteriaByLoanKind[K][],
  options: EngineOptions = {},
): EligibilityAnswer {
  const settings: Required<EngineOptions> = { businessTurnoverPercent: options.businessTurnoverPercent ?? DEFAULT_BUSINESS_TURNOVER_PERCENT };
  const rules = KIND_RULES[kind] as KindRules<K>;
  const answers = rules.fixedShape(application);
  current = answers;
  for (const texts of written.values()) texts.clear();
  const eligible: EligibleBank[] = [];
  const ineligible: IneligibleBank[] = [];
  for (const c of prepared(kind, criteriaRows)) {
    outcome.reasons.length = 0;
    outcome.toVerify = null;
    const maxEligible = rules.maxEligible(answers, c, settings);
    commonChecks(answers, c, maxEligible);
    rules.checks(answers, c);
    if (outcome.reasons.length > 0) {
      ineligible.push({ bank_name: c.bank_name, reasons: outcome.reasons.slice() });
      continue;
    }
    eligible.push({
      bank_name: c.bank_name,
      max_eligible_amount: maxEligible,
      interest_rate: { min: c.min_interest_rate, max: c.max_interest_rate },
      processing_fee: { min: c.min_processing_fee, max: c.max_processing_fee },
      tenure_range: { min: c.min_tenure, max: c.max_tenure },
      required_documents: [...c.documentation_required],
      emi: Math.round(monthlyInstalment(application.required_loan_amount, c.min_interest_rate, application.required_tenure)),
      to_verify: outcome.toVerify ?? [],
      ...(kind === 'lap' ? lapTerms(answers as LapApplication, c as LapCriteria) : undefined),
    });
  }
  return { success: true, eligible_banks: eligible.sort(compareEligible), ineligible_banks: ineligible, error: null };
}

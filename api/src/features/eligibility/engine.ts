/**
 * The eligibility engine: a pure function of (loan kind, application, criteria rows) that applies
 * the rules of ELIGIBILITY.md (docs/eligibility.md). No database, no HTTP: the route loads the
 * criteria (criteria-cache.ts) and validates the application before calling it.
 */
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

/** Collects the outcome of the checks of one bank. */
class Verdict {
  readonly reasons: string[] = [];
  readonly toVerify: string[] = [];

  check(passes: boolean, reason: () => string): void {
    if (!passes) this.reasons.push(reason());
  }

  /**
   * A yes/no check that only matters when the bank `requires` something: `failsOn` is the answer
   * that fails it. An absent answer passes and is listed for verification.
   */
  yesNo(field: YesNoField, answer: boolean | undefined, requires: boolean, failsOn: boolean, reason: string): void {
    if (!requires) return;
    if (answer === undefined) this.toVerify.push(TO_VERIFY_LABELS[field]);
    else if (answer === failsOn) this.reasons.push(reason);
  }
}

type CommonApplication = ApplicationByLoanKind[LoanKind];
type CommonCriteria = CriteriaByLoanKind[LoanKind];

const months = (n: number) => `${formatNumber(n)} month${n === 1 ? '' : 's'}`;
const years = (n: number) => `${formatNumber(n)} year${n === 1 ? '' : 's'}`;
const list = (values: readonly string[]) => values.join(', ');

function range(verdict: Verdict, value: number, min: number, max: number, describe: (n: number) => string, what: string): void {
  verdict.check(value >= min, () => `${what} ${describe(value)} is below the minimum ${describe(min)}`);
  verdict.check(value <= max, () => `${what} ${describe(value)} is above the maximum ${describe(max)}`);
}

function commonChecks(verdict: Verdict, a: CommonApplication, c: CommonCriteria, maxEligible: number): void {
  range(verdict, a.age, c.min_age, c.max_age, formatNumber, 'Age');
  verdict.check(a.cibil_score >= c.min_cibil_score, () => `CIBIL score ${a.cibil_score} is below the minimum ${c.min_cibil_score}`);
  verdict.check(a.recent_dpds <= c.max_dpd, () => `Recent DPDs ${formatNumber(a.recent_dpds)} exceed the maximum ${formatNumber(c.max_dpd)}`);
  verdict.check(
    a.cibil_enquiries <= c.max_cibil_enquiries,
    () => `CIBIL enquiries ${formatNumber(a.cibil_enquiries)} exceed the maximum ${formatNumber(c.max_cibil_enquiries)}`,
  );
  verdict.check(c.locations.includes(a.location), () => `Location ${a.location} is not served (only ${list(c.locations)})`);
  range(verdict, a.required_tenure, c.min_tenure, c.max_tenure, months, 'Tenure');
  verdict.check(
    a.required_loan_amount >= c.min_loan_amount,
    () => `Requested ${formatRupees(a.required_loan_amount)} is below the minimum ${formatRupees(c.min_loan_amount)}`,
  );
  verdict.check(
    a.required_loan_amount <= maxEligible,
    () => `Requested ${formatRupees(a.required_loan_amount)} exceeds the eligible ${formatRupees(maxEligible)}`,
  );
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

function propertyChecks(verdict: Verdict, a: HomeApplication | LapApplication, c: HomeCriteria | LapCriteria): void {
  verdict.check((c.property_types as readonly string[]).includes(a.property_type), () => `Property type ${a.property_type} is not accepted`);
  verdict.check(a.road_width >= c.min_road_width, () => `Road width ${formatNumber(a.road_width)} ft is below the minimum ${formatNumber(c.min_road_width)} ft`);
  verdict.yesNo('is_village_property', a.is_village_property, !c.allow_village_property, true, 'Village properties are not accepted');
  verdict.yesNo('is_joint_wall_property', a.is_joint_wall_property, !c.allow_joint_wall_property, true, 'Joint wall properties are not accepted');
}

interface Evaluation {
  verdict: Verdict;
  maxEligible: number;
  extra?: Pick<EligibleBank, 'min_insurance_amount' | 'is_low_ltv_loan'>;
}

type Evaluator<K extends LoanKind> = (a: ApplicationByLoanKind[K], c: CriteriaByLoanKind[K], options: Required<EngineOptions>) => Evaluation;

const EVALUATORS: { [K in LoanKind]: Evaluator<K> } = {
  personal(a, c) {
    const verdict = new Verdict();
    verdict.check(a.monthly_income >= c.min_salary, () => `Monthly income ${formatRupees(a.monthly_income)} is below the minimum ${formatRupees(c.min_salary)}`);
    verdict.check(a.employment_vintage >= c.min_job_vintage, () => `Employment vintage ${months(a.employment_vintage)} is below the minimum ${months(c.min_job_vintage)}`);
    verdict.check(allowedBy(c.allowed_company_types, a.company_type), () => `Company type ${a.company_type} is not accepted`);
    verdict.yesNo('has_pf', a.has_pf, c.provident_fund_mandatory, false, 'Provident fund is mandatory');
    verdict.yesNo('has_pt', a.has_pt, c.professional_tax_mandatory, false, 'Professional tax is mandatory');
    verdict.yesNo('is_working_from_home', a.is_working_from_home, !c.work_from_home_acceptable, true, 'Work from home is not accepted');
    return { verdict, maxEligible: personalMaxEligible(a, c) };
  },
  business(a, c, options) {
    const verdict = new Verdict();
    verdict.check(a.business_vintage >= c.min_business_vintage, () => `Business vintage ${months(a.business_vintage)} is below the minimum ${months(c.min_business_vintage)}`);
    verdict.check(a.annual_turnover >= c.min_turnover, () => `Annual turnover ${formatRupees(a.annual_turnover)} is below the minimum ${formatRupees(c.min_turnover)}`);
    verdict.check(a.banking_vintage >= c.banking_vintage_required, () => `Banking vintage ${months(a.banking_vintage)} is below the minimum ${months(c.banking_vintage_required)}`);
    verdict.check(allowedBy(c.allowed_business_types, a.business_type), () => `Business type ${a.business_type} is not accepted`);
    verdict.yesNo('has_gst_filing', a.has_gst_filing, c.gst_filing_mandatory, false, 'GST filing is mandatory');
    verdict.yesNo('has_current_account', a.has_current_account, c.current_account_mandatory, false, 'A current account is mandatory');
    return { verdict, maxEligible: businessMaxEligible(a, c, options.businessTurnoverPercent) };
  },
  home(a, c) {
    const verdict = new Verdict();
    propertyChecks(verdict, a, c);
    return { verdict, maxEligible: propertyMaxEligible(a, c) };
  },
  lap(a, c) {
    const verdict = new Verdict();
    propertyChecks(verdict, a, c);
    verdict.check(a.itr_years >= c.min_itr_years, () => `ITR for ${years(a.itr_years)} is below the minimum ${years(c.min_itr_years)}`);
    verdict.check(a.gst_years >= c.min_gst_years, () => `GST returns for ${years(a.gst_years)} are below the minimum ${years(c.min_gst_years)}`);
    verdict.check(a.rtr_ratio >= c.min_rtr_ratio, () => `RTR ratio ${formatNumber(a.rtr_ratio)} is below the minimum ${formatNumber(c.min_rtr_ratio)}`);
    verdict.yesNo('has_main_document', a.has_main_document, !c.main_document_missing_allowed, false, 'The main property document is required');
    verdict.yesNo('has_plan_approval', a.has_plan_approval, c.plan_approval_mandatory, false, 'Plan approval is mandatory');
    verdict.yesNo('has_tax_payment_receipt', a.has_tax_payment_receipt, c.tax_payment_receipt_required, false, 'A tax payment receipt is required');
    verdict.yesNo(
      'has_ec_market_value_certificate',
      a.has_ec_market_value_certificate,
      c.ec_market_value_certificate_mandatory,
      false,
      'An EC / market value certificate is mandatory',
    );
    const asked = a.low_ltv_loan_amount ?? a.required_loan_amount;
    return {
      verdict,
      maxEligible: propertyMaxEligible(a, c),
      extra: {
        min_insurance_amount: ceilRupees((a.required_loan_amount * c.min_insurance_percentage) / 100),
        is_low_ltv_loan: c.low_ltv_loan_amount !== null && c.low_ltv_loan_amount !== undefined && asked <= c.low_ltv_loan_amount,
      },
    };
  },
};

const byBankName = (a: { bank_name: string }, b: { bank_name: string }) => a.bank_name.localeCompare(b.bank_name, 'en');

/** Eligible banks best first: larger maximum amount, then lower minimum rate, then bank name. */
export function compareEligible(a: EligibleBank, b: EligibleBank): number {
  return b.max_eligible_amount - a.max_eligible_amount || a.interest_rate.min - b.interest_rate.min || byBankName(a, b);
}

/**
 * Checks `application` against every criteria row of `kind`. The application must already be
 * valid for its kind (the request schema); criteria rows are as the criteria routes answer them.
 */
export function checkEligibility<K extends LoanKind>(
  kind: K,
  application: ApplicationByLoanKind[K],
  criteriaRows: readonly CriteriaByLoanKind[K][],
  options: EngineOptions = {},
): EligibilityAnswer {
  const settings: Required<EngineOptions> = { businessTurnoverPercent: options.businessTurnoverPercent ?? DEFAULT_BUSINESS_TURNOVER_PERCENT };
  const evaluate = EVALUATORS[kind] as Evaluator<K>;
  const eligible: EligibleBank[] = [];
  const ineligible: IneligibleBank[] = [];
  for (const c of criteriaRows) {
    const { verdict, maxEligible, extra } = evaluate(application, c, settings);
    // Common checks first in the reasons, then the kind's own.
    const common = new Verdict();
    commonChecks(common, application, c, maxEligible);
    const reasons = [...common.reasons, ...verdict.reasons];
    if (reasons.length > 0) {
      ineligible.push({ bank_name: c.bank_name, reasons });
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
      to_verify: verdict.toVerify,
      ...extra,
    });
  }
  return { success: true, eligible_banks: eligible.sort(compareEligible), ineligible_banks: ineligible.sort(byBankName), error: null };
}

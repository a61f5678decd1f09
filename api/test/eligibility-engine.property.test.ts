/**
 * Property-based tests of the eligibility engine (fast-check) against the rules file ELIGIBILITY.md
 * (summarised in docs/eligibility.md). The oracle below re-derives every check, amount and rounding
 * from the rules file on its own (closed forms with expm1/log1p, its own labels); it never calls the
 * engine's helpers (emi.ts, money.ts, personalMaxEligible...).
 *
 * Generators: applications of each kind within the contract's bounds (shared-contracts/src/eligibility.ts;
 * yes/no answers present or absent, amounts whole, in paise or any double), and criteria rows within
 * the contract (shared-contracts/src/criteria.ts) and the database's precision (money and percentages
 * with two decimals, int4 counts), drawn around the application so that every check is often met,
 * often exactly at its boundary and sometimes just missed; the ranges the back office keeps ordered
 * (min ≤ max) are ordered, and each bank has one row (unique names). Caps, LTVs, FOIRs and rates come
 * mostly from small pools so that maximum amounts and rates tie and the ordering's tie-breaks are hit;
 * bank names are upper case, where code-point and 'en' collation orders agree.
 *
 * Properties, per loan kind: (a) never throws, every bank in exactly one list, one reason per failed
 * check; (b) eligible banks pass every check; (c) monotonicity in income / turnover / property value;
 * (d) ordering; (e) rounding; (f) absent yes/no answers and to_verify; (g) determinism, no mutation.
 *
 * A failing run prints its seed; replay it with FC_SEED=<seed> (and FC_PATH=<path>).
 */
import { Value } from '@sinclair/typebox/value';
import fc from 'fast-check';
import {
  ApplicationSchemaByLoanKind,
  BUSINESS_TYPES,
  BusinessCriteria,
  COMPANY_TYPES,
  HOME_PROPERTY_TYPES,
  HomeCriteria,
  LAP_PROPERTY_TYPES,
  LapCriteria,
  LOCATIONS,
  PersonalCriteria,
  type ApplicationByLoanKind,
  type BusinessApplication,
  type EligibilityAnswer,
  type HomeApplication,
  type LapApplication,
  type LoanKind,
  type PersonalApplication,
} from 'shared-contracts';
import { describe, expect, it } from 'vitest';
import { checkEligibility, type CriteriaByLoanKind } from '../src/features/eligibility/engine';

const KINDS: LoanKind[] = ['personal', 'business', 'home', 'lap'];
/** Runs per property and kind (FC_NUM_RUNS): 300 keeps the file at about 6–8 s on 2 cores. */
const NUM_RUNS = Number(process.env.FC_NUM_RUNS || 300);
const FC_PARAMS: fc.Parameters<unknown> = {
  numRuns: NUM_RUNS,
  ...(process.env.FC_SEED ? { seed: Number(process.env.FC_SEED) } : {}),
  ...(process.env.FC_PATH ? { path: process.env.FC_PATH } : {}),
};
const params = <T>(): fc.Parameters<T> => FC_PARAMS as fc.Parameters<T>;

type App = ApplicationByLoanKind[LoanKind];
type Row = CriteriaByLoanKind[LoanKind];

/**
 * How far the engine's rounded amounts may be from the rules' (rupees). The engine rounds down or
 * up exactly as the rules say, snapping to the nearest rupee only within floating-point noise
 * (money.ts), so none: the cases at the end pin sub-paisa amounts.
 */
const PAISA_FIRST_TOLERANCE = 0;

// ---------------------------------------------------------------------------------------------
// Generators
// ---------------------------------------------------------------------------------------------

const APP_MAX_AMOUNT = 1e12; // the application contract's maximum amount
const BANK_NAMES = [
  'AU SMALL FINANCE', 'AXIS BANK', 'BAJAJ FINSERV', 'BANK OF BARODA', 'CANARA BANK', 'FEDERAL BANK', 'HDFC BANK', 'ICICI BANK',
  'IDFC FIRST', 'INDUSIND', 'KOTAK', 'PNB', 'SBI', 'TATA CAPITAL', 'UNION BANK', 'YES BANK',
];

const ROW_SCHEMAS = { personal: PersonalCriteria, business: BusinessCriteria, home: HomeCriteria, lap: LapCriteria } as const;
/** What the database can hold where the contract sets no bound: numeric(14,2), numeric(6,2), int4. */
const STORAGE = { money: 999_999_999_999.99, width: 9999.99, int4: 2_147_483_647 };

/**
 * [lo, hi] of a criteria field, read from the row schema of the contract (so the generators follow it),
 * else the storage's limit; an exclusive minimum becomes the next value at the given precision.
 */
function bounds(kind: LoanKind, field: string, storageMax: number, scale: number): [number, number] {
  let schema = (ROW_SCHEMAS[kind].properties as Record<string, Record<string, unknown>>)[field];
  if (Array.isArray(schema.anyOf)) schema = (schema.anyOf as Record<string, unknown>[]).find((s) => s.type !== 'null')!;
  const num = (key: string) => (typeof schema[key] === 'number' ? (schema[key] as number) : undefined);
  const lo = num('minimum') ?? (num('exclusiveMinimum') !== undefined ? num('exclusiveMinimum')! + 1 / scale : 0);
  return [lo, Math.min(num('maximum') ?? storageMax, storageMax)];
}

const between = (min: number, max: number) => fc.bigInt({ min: BigInt(min), max: BigInt(max) }).map(Number);
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
/** Two-decimal values (money, percentages) as the database answers them. */
const cents = ([min, max]: [number, number]) => between(Math.round(min * 100), Math.round(max * 100)).map((c) => c / 100);

/**
 * A threshold of a criteria row around the application's value `v`, at the row's precision (1/scale):
 * mostly met, often exactly at the boundary (v rounded either way), sometimes just missed, sometimes
 * anywhere in its range.
 */
function threshold(bound: 'min' | 'max', v: number, [lo, hi]: [number, number], scale: number): fc.Arbitrary<number> {
  const L = Math.round(lo * scale);
  const H = Math.round(hi * scale);
  const unit = (u: number) => clamp(u, L, H);
  const down = unit(Math.floor(v * scale));
  const up = unit(Math.ceil(v * scale));
  const met = bound === 'min' ? between(L, down) : between(up, H);
  const missed = bound === 'min' ? fc.constant(unit(up + 1)) : fc.constant(unit(down - 1));
  return fc
    .oneof(
      { weight: 20, arbitrary: met },
      { weight: 4, arbitrary: fc.constantFrom(down, up) },
      { weight: 1, arbitrary: missed },
      { weight: 1, arbitrary: between(L, H) },
    )
    .map((u) => u / scale);
}

/** The thresholds of one kind's rows: money and widths at two decimals, counts whole. */
function thresholds(kind: LoanKind) {
  return {
    money: (bound: 'min' | 'max', field: string, v: number) => threshold(bound, v, bounds(kind, field, STORAGE.money, 100), 100),
    count: (bound: 'min' | 'max', field: string, v: number) => threshold(bound, v, bounds(kind, field, STORAGE.int4, 1), 1),
    width: (bound: 'min' | 'max', field: string, v: number) => threshold(bound, v, bounds(kind, field, STORAGE.width, 100), 100),
    /** Mostly the given pool (so that banks tie), else any two-decimal value of the field's range. */
    pooled: (field: string, pool: number[]) =>
      fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...pool) }, { weight: 1, arbitrary: cents(bounds(kind, field, 100, 100)) }),
    percent: (field: string) => cents(bounds(kind, field, 100, 100)),
  };
}

/** A bank's yes/no criterion: the strict setting one time in three. */
const strict = (strictValue: boolean) => fc.oneof({ weight: 2, arbitrary: fc.constant(!strictValue) }, { weight: 1, arbitrary: fc.constant(strictValue) });

/** A subset of `all` (in its order) that contains `value` mostly, any subset of at least `minLength` otherwise. */
function listAround<T extends string>(all: readonly T[], value: T, minLength: number): fc.Arbitrary<T[]> {
  const containing = fc.subarray(all.filter((v) => v !== value)).map((others) => all.filter((v) => v === value || others.includes(v)));
  return fc.oneof({ weight: 5, arbitrary: containing }, { weight: 1, arbitrary: fc.subarray([...all], { minLength }) });
}

/** Application amounts: whole rupees mostly, some in paise, some any double of the contract's range. */
const appAmount = (typicalMin: number, typicalMax: number) =>
  fc.oneof(
    { weight: 6, arbitrary: fc.integer({ min: typicalMin, max: typicalMax }) },
    { weight: 2, arbitrary: between(1, 100_000_000).map((c) => c / 100) },
    { weight: 1, arbitrary: fc.double({ min: 0, max: APP_MAX_AMOUNT, minExcluded: true, noNaN: true }) },
  );

/** Optional yes/no answers: each present (true/false) or absent ("not applicable"). */
function yesNo<K extends string>(keys: readonly K[]): fc.Arbitrary<Partial<Record<K, boolean>>> {
  const model = Object.fromEntries(keys.map((key) => [key, fc.boolean()])) as { [P in K]: fc.Arbitrary<boolean> };
  return fc.record(model, { requiredKeys: [] }) as fc.Arbitrary<Partial<Record<K, boolean>>>;
}

const commonApplication = fc.record({
  age: fc.integer({ min: 18, max: 100 }),
  cibil_score: fc.integer({ min: 300, max: 900 }),
  location: fc.constantFrom(...LOCATIONS),
  required_loan_amount: appAmount(10_000, 50_000_000),
  required_tenure: fc.oneof({ weight: 1, arbitrary: fc.constantFrom(12, 24, 36, 60, 120, 240) }, { weight: 1, arbitrary: fc.integer({ min: 1, max: 600 }) }),
  recent_dpds: fc.oneof({ weight: 4, arbitrary: fc.integer({ min: 0, max: 90 }) }, { weight: 1, arbitrary: fc.integer({ min: 0, max: 10_000 }) }),
  cibil_enquiries: fc.oneof({ weight: 4, arbitrary: fc.integer({ min: 0, max: 10 }) }, { weight: 1, arbitrary: fc.integer({ min: 0, max: 1000 }) }),
});
const vintage = fc.oneof({ weight: 3, arbitrary: fc.integer({ min: 0, max: 240 }) }, { weight: 1, arbitrary: fc.integer({ min: 0, max: 1200 }) });
const roadWidth = fc.oneof(
  { weight: 3, arbitrary: fc.integer({ min: 0, max: 60 }) },
  { weight: 1, arbitrary: fc.double({ min: 0, max: 10_000, noNaN: true }) },
);

/**
 * Requested amounts tied to what the application can borrow, so that the amount check is often close
 * (a free amount remains possible).
 */
function withRelatedAmount<A extends App>(arb: fc.Arbitrary<A>, capacity: (a: A) => number): fc.Arbitrary<A> {
  return arb.chain((a) =>
    fc.oneof(
      { weight: 1, arbitrary: fc.constant(a) },
      {
        weight: 3,
        arbitrary: fc
          .double({ min: 0.05, max: 1.3, noNaN: true })
          .map((k) => ({ ...a, required_loan_amount: clamp(Math.round(capacity(a) * k), 1, APP_MAX_AMOUNT) })),
      },
    ),
  );
}

const personalApplication: fc.Arbitrary<PersonalApplication> = withRelatedAmount(
  fc
    .tuple(
      commonApplication,
      fc.record({ monthly_income: appAmount(10_000, 1_000_000), employment_vintage: vintage, company_type: fc.constantFrom(...COMPANY_TYPES) }),
      yesNo(['has_pf', 'has_pt', 'is_working_from_home'] as const),
    )
    .map(([common, own, answers]) => ({ ...common, ...own, ...answers })),
  (a) => a.monthly_income * 0.5 * Math.min(a.required_tenure, 120) * 0.8,
);

const businessApplication: fc.Arbitrary<BusinessApplication> = withRelatedAmount(
  fc
    .tuple(
      commonApplication,
      fc.record({
        business_vintage: vintage,
        annual_turnover: appAmount(100_000, 1_000_000_000),
        banking_vintage: vintage,
        business_type: fc.constantFrom(...BUSINESS_TYPES),
      }),
      yesNo(['has_gst_filing', 'has_current_account'] as const),
    )
    .map(([common, own, answers]) => ({ ...common, ...own, ...answers })),
  (a) => a.annual_turnover * 0.2,
);

const homeApplication: fc.Arbitrary<HomeApplication> = withRelatedAmount(
  fc
    .tuple(
      commonApplication,
      fc.record({ property_value: appAmount(100_000, 1_000_000_000), road_width: roadWidth, property_type: fc.constantFrom(...HOME_PROPERTY_TYPES) }),
      yesNo(['is_village_property', 'is_joint_wall_property'] as const),
    )
    .map(([common, own, answers]) => ({ ...common, ...own, ...answers })),
  (a) => a.property_value * 0.8,
);

const lapApplication: fc.Arbitrary<LapApplication> = withRelatedAmount(
  fc
    .tuple(
      commonApplication,
      fc.record({
        property_value: appAmount(100_000, 1_000_000_000),
        road_width: roadWidth,
        property_type: fc.constantFrom(...LAP_PROPERTY_TYPES),
        itr_years: fc.integer({ min: 0, max: 3 }),
        gst_years: fc.integer({ min: 0, max: 3 }),
        rtr_ratio: fc.oneof(
          { weight: 3, arbitrary: cents([0, 5]) },
          { weight: 1, arbitrary: fc.double({ min: 0, max: 1000, noNaN: true }) },
        ),
      }),
      fc.record({ low_ltv_loan_amount: fc.option(appAmount(10_000, 50_000_000), { nil: null }) }, { requiredKeys: [] }),
      yesNo(['is_village_property', 'is_joint_wall_property', 'has_main_document', 'has_plan_approval', 'has_tax_payment_receipt', 'has_ec_market_value_certificate'] as const),
    )
    .map(([common, own, lowLtv, answers]) => ({ ...common, ...own, ...lowLtv, ...answers })),
  (a) => a.property_value * 0.6,
);

const APPLICATIONS: { [K in LoanKind]: fc.Arbitrary<ApplicationByLoanKind[K]> } = {
  personal: personalApplication,
  business: businessApplication,
  home: homeApplication,
  lap: lapApplication,
};

/** The ranges the back office keeps ordered (min ≤ max): drawn independently, then put in order. */
const RANGES = [
  ['min_age', 'max_age'],
  ['min_loan_amount', 'max_loan_amount'],
  ['min_tenure', 'max_tenure'],
  ['min_interest_rate', 'max_interest_rate'],
  ['min_processing_fee', 'max_processing_fee'],
] as const;
function ordered<R extends Row>(row: R): R {
  const out: Record<string, unknown> = { ...row };
  for (const [min, max] of RANGES) if ((out[min] as number) > (out[max] as number)) [out[min], out[max]] = [out[max], out[min]];
  return out as R;
}

function commonRow(kind: LoanKind, a: App) {
  const t = thresholds(kind);
  return fc.record({
    id: fc.integer({ min: 1, max: 1_000_000 }),
    locations: listAround(LOCATIONS, a.location, 1),
    min_loan_amount: t.money('min', 'min_loan_amount', a.required_loan_amount),
    max_loan_amount: fc.oneof(
      { weight: 3, arbitrary: t.money('max', 'max_loan_amount', a.required_loan_amount) },
      { weight: 1, arbitrary: fc.constantFrom(1_000_000, 5_000_000, 50_000_000) },
    ),
    min_interest_rate: fc.oneof({ weight: 1, arbitrary: fc.constant(0) }, { weight: 6, arbitrary: t.pooled('min_interest_rate', [8.5, 10.5, 10.75, 12, 14]) }),
    max_interest_rate: t.percent('max_interest_rate'),
    min_age: t.count('min', 'min_age', a.age),
    max_age: t.count('max', 'max_age', a.age),
    min_cibil_score: t.count('min', 'min_cibil_score', a.cibil_score),
    max_dpd: t.count('max', 'max_dpd', a.recent_dpds),
    max_cibil_enquiries: t.count('max', 'max_cibil_enquiries', a.cibil_enquiries),
    min_tenure: t.count('min', 'min_tenure', a.required_tenure),
    max_tenure: t.count('max', 'max_tenure', a.required_tenure),
    min_processing_fee: t.percent('min_processing_fee'),
    max_processing_fee: t.percent('max_processing_fee'),
    documentation_required: fc.array(fc.constantFrom('PAN Card', 'Aadhaar', 'Salary slips', 'Bank statement'), { maxLength: 3 }),
  });
}

/** Criteria rows of each kind around an application, without a bank name (given per scenario). */
const ROWS: { [K in LoanKind]: (a: ApplicationByLoanKind[K]) => fc.Arbitrary<Omit<CriteriaByLoanKind[K], 'bank_name'>> } = {
  personal: (a) => {
    const t = thresholds('personal');
    return fc
      .tuple(
        commonRow('personal', a),
        fc.record({
          min_salary: t.money('min', 'min_salary', a.monthly_income),
          min_job_vintage: t.count('min', 'min_job_vintage', a.employment_vintage),
          allowed_company_types: fc.oneof(fc.constant<(typeof COMPANY_TYPES)[number][]>([]), listAround(COMPANY_TYPES, a.company_type, 0)),
          salary_foir: t.pooled('salary_foir', [40, 50, 60, 70]),
          provident_fund_mandatory: strict(true),
          professional_tax_mandatory: strict(true),
          work_from_home_acceptable: strict(false),
        }),
      )
      .map(([common, own]) => ({ ...common, ...own }));
  },
  business: (a) => {
    const t = thresholds('business');
    return fc
      .tuple(
        commonRow('business', a),
        fc.record({
          min_business_vintage: t.count('min', 'min_business_vintage', a.business_vintage),
          min_turnover: t.money('min', 'min_turnover', a.annual_turnover),
          allowed_business_types: fc.oneof(fc.constant<(typeof BUSINESS_TYPES)[number][]>([]), listAround(BUSINESS_TYPES, a.business_type, 0)),
          banking_vintage_required: t.count('min', 'banking_vintage_required', a.banking_vintage),
          gst_filing_mandatory: strict(true),
          current_account_mandatory: strict(true),
        }),
      )
      .map(([common, own]) => ({ ...common, ...own }));
  },
  home: (a) => {
    const t = thresholds('home');
    return fc
      .tuple(
        commonRow('home', a),
        fc.record({
          property_types: listAround(HOME_PROPERTY_TYPES, a.property_type, 1),
          min_road_width: t.width('min', 'min_road_width', a.road_width),
          max_ltv: t.pooled('max_ltv', [60, 75, 80, 90]),
          legal_requirements: fc.array(fc.constantFrom('Title deed', 'Approved plan'), { maxLength: 2 }),
          allow_village_property: strict(false),
          allow_joint_wall_property: strict(false),
        }),
      )
      .map(([common, own]) => ({ ...common, ...own }));
  },
  lap: (a) => {
    const t = thresholds('lap');
    return fc
      .tuple(
        commonRow('lap', a),
        fc.record({
          property_types: listAround(LAP_PROPERTY_TYPES, a.property_type, 1),
          min_road_width: t.width('min', 'min_road_width', a.road_width),
          max_ltv: t.pooled('max_ltv', [50, 60, 65, 70]),
          low_ltv_loan_amount: fc.oneof(fc.constant(null), t.money('max', 'low_ltv_loan_amount', a.low_ltv_loan_amount ?? a.required_loan_amount)),
          min_insurance_percentage: t.pooled('min_insurance_percentage', [0, 0.25, 0.5, 1, 1.5]),
          min_rtr_ratio: t.width('min', 'min_rtr_ratio', a.rtr_ratio),
          allow_village_property: strict(false),
          allow_joint_wall_property: strict(false),
          min_itr_years: t.count('min', 'min_itr_years', a.itr_years),
          min_gst_years: t.count('min', 'min_gst_years', a.gst_years),
          legal_requirements: fc.array(fc.constantFrom('Title deed', 'Approved plan'), { maxLength: 2 }),
          main_document_missing_allowed: strict(false),
          plan_approval_mandatory: strict(true),
          tax_payment_receipt_required: strict(true),
          ec_market_value_certificate_mandatory: strict(true),
        }),
      )
      .map(([common, own]) => ({ ...common, ...own }));
  },
};

interface Scenario {
  app: App;
  rows: Row[];
}
/**
 * An application and 0–maxRows criteria rows of its kind drawn around it, one per bank (the database
 * keeps one row per bank and kind), in any order.
 */
function scenario(kind: LoanKind, maxRows = 8): fc.Arbitrary<Scenario> {
  const apps = APPLICATIONS[kind] as fc.Arbitrary<App>;
  const rowsFor = ROWS[kind] as (a: App) => fc.Arbitrary<Omit<Row, 'bank_name'>>;
  return apps.chain((app) =>
    fc
      .tuple(fc.array(rowsFor(app), { maxLength: maxRows }), fc.shuffledSubarray(BANK_NAMES, { minLength: maxRows, maxLength: maxRows }))
      .map(([rows, names]) => ({ app, rows: rows.map((row, i) => ordered({ ...row, bank_name: names[i] } as Row)) })),
  );
}

const run = (kind: LoanKind, app: App, rows: readonly Row[]): EligibilityAnswer => checkEligibility(kind, app as never, rows as never);

// ---------------------------------------------------------------------------------------------
// The oracle: ELIGIBILITY.md, check by check
// ---------------------------------------------------------------------------------------------

/** The labels of the yes/no answers under `to_verify`. */
const LABELS: Record<string, string> = {
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
};

/** The yes/no checks of each kind: when the bank's criterion makes the answer matter, and which answer fails. */
interface YesNoRule {
  field: string;
  matters: (row: Row) => boolean;
  failsOn: boolean;
}
const flag = (name: string) => (row: Row) => (row as unknown as Record<string, boolean>)[name] === true;
const notFlag = (name: string) => (row: Row) => (row as unknown as Record<string, boolean>)[name] === false;
const PROPERTY_YES_NO: YesNoRule[] = [
  { field: 'is_village_property', matters: notFlag('allow_village_property'), failsOn: true },
  { field: 'is_joint_wall_property', matters: notFlag('allow_joint_wall_property'), failsOn: true },
];
const YES_NO: Record<LoanKind, YesNoRule[]> = {
  personal: [
    { field: 'has_pf', matters: flag('provident_fund_mandatory'), failsOn: false },
    { field: 'has_pt', matters: flag('professional_tax_mandatory'), failsOn: false },
    { field: 'is_working_from_home', matters: notFlag('work_from_home_acceptable'), failsOn: true },
  ],
  business: [
    { field: 'has_gst_filing', matters: flag('gst_filing_mandatory'), failsOn: false },
    { field: 'has_current_account', matters: flag('current_account_mandatory'), failsOn: false },
  ],
  home: PROPERTY_YES_NO,
  lap: [
    ...PROPERTY_YES_NO,
    { field: 'has_main_document', matters: notFlag('main_document_missing_allowed'), failsOn: false },
    { field: 'has_plan_approval', matters: flag('plan_approval_mandatory'), failsOn: false },
    { field: 'has_tax_payment_receipt', matters: flag('tax_payment_receipt_required'), failsOn: false },
    { field: 'has_ec_market_value_certificate', matters: flag('ec_market_value_certificate_mandatory'), failsOn: false },
  ],
};

/** An exact value and how far a correct double computation of it may stray (rounding error). */
interface Approx {
  value: number;
  error: number;
}
/** Integers a correct engine may answer for `x` rounded down (rules: "rounded down to a whole rupee"). */
const roundedDown = (x: Approx, slack = 0): [number, number] => [Math.floor(x.value - x.error), Math.floor(x.value + x.error + slack)];
/** ... rounded up ("rounded up to a whole rupee"). */
const roundedUp = (x: Approx, slack = 0): [number, number] => [Math.ceil(x.value - x.error - slack), Math.ceil(x.value + x.error)];
/** ... rounded to the nearest rupee. */
const rounded = (x: Approx): [number, number] => [Math.round(x.value - x.error), Math.round(x.value + x.error)];
const within = (value: number, [lo, hi]: [number, number]) => Number.isInteger(value) && value >= lo && value <= hi;

/** Relative rounding error of the annuity formulas at a monthly rate r: (1 + r) loses r's low digits. */
const annuityRelativeError = (r: number) => (r === 0 ? 1e-14 : 4e-16 / r + 1e-13);
const PRODUCT_RELATIVE_ERROR = 1e-14;

/** The loan an instalment `emi` repays over n months at a yearly rate in per cent (closed form, accurate at small r). */
function loanRepaidBy(emi: number, ratePercent: number, n: number): Approx {
  const r = ratePercent / 1200;
  const value = r === 0 ? emi * n : (emi * -Math.expm1(-n * Math.log1p(r))) / r;
  return { value, error: Math.abs(value) * annuityRelativeError(r) + 1e-9 };
}
/** The monthly instalment of `principal` over n months at a yearly rate in per cent. */
function instalment(principal: number, ratePercent: number, n: number): Approx {
  const r = ratePercent / 1200;
  const value = r === 0 ? principal / n : (principal * r) / -Math.expm1(-n * Math.log1p(r));
  return { value, error: Math.abs(value) * annuityRelativeError(r) + 1e-9 };
}
const product = (value: number): Approx => ({ value, error: Math.abs(value) * PRODUCT_RELATIVE_ERROR + 1e-9 });
const capped = (cap: number, x: Approx): Approx => (cap <= x.value - x.error ? { value: cap, error: 0 } : cap < x.value + x.error ? { value: cap, error: x.error } : x);

const BUSINESS_TURNOVER_PERCENT = 20;

/** The unrounded maximum eligible amount of ELIGIBILITY.md. */
function maxEligibleExact(kind: LoanKind, app: App, row: Row): Approx {
  switch (kind) {
    case 'personal': {
      const a = app as PersonalApplication;
      const c = row as PersonalCriteria;
      return capped(c.max_loan_amount, loanRepaidBy((a.monthly_income * c.salary_foir) / 100, c.min_interest_rate, a.required_tenure));
    }
    case 'business':
      return capped(row.max_loan_amount, product(((app as BusinessApplication).annual_turnover * BUSINESS_TURNOVER_PERCENT) / 100));
    case 'home':
    case 'lap':
      return capped(row.max_loan_amount, product(((app as HomeApplication).property_value * (row as HomeCriteria).max_ltv) / 100));
  }
}

interface Expected {
  /** Failed bounds other than "amount ≤ max eligible" (the engine gives one reason per failed bound). */
  failed: string[];
  /** "required amount ≤ max eligible amount": certainly met, certainly not, or too close to call. */
  amountWithinMax: 'yes' | 'no' | 'either';
  toVerify: string[];
  maxEligible: [number, number];
  emi: [number, number];
  minInsurance?: [number, number];
  isLowLtv?: boolean;
}

function expected(kind: LoanKind, app: App, row: Row): Expected {
  const failed: string[] = [];
  const need = (passes: boolean, name: string) => {
    if (!passes) failed.push(name);
  };
  // Common checks.
  need(app.age >= row.min_age, 'age ≥ min');
  need(app.age <= row.max_age, 'age ≤ max');
  need(app.cibil_score >= row.min_cibil_score, 'CIBIL');
  need(app.recent_dpds <= row.max_dpd, 'DPDs');
  need(app.cibil_enquiries <= row.max_cibil_enquiries, 'enquiries');
  need((row.locations as string[]).includes(app.location), 'location');
  need(app.required_tenure >= row.min_tenure, 'tenure ≥ min');
  need(app.required_tenure <= row.max_tenure, 'tenure ≤ max');
  need(app.required_loan_amount >= row.min_loan_amount, 'amount ≥ min');
  // Kind checks.
  const anyOf = (allowed: readonly string[], value: string) => allowed.length === 0 || allowed.includes(value);
  if (kind === 'personal') {
    const a = app as PersonalApplication;
    const c = row as PersonalCriteria;
    need(a.monthly_income >= c.min_salary, 'salary');
    need(a.employment_vintage >= c.min_job_vintage, 'job vintage');
    need(anyOf(c.allowed_company_types, a.company_type), 'company type');
  } else if (kind === 'business') {
    const a = app as BusinessApplication;
    const c = row as BusinessCriteria;
    need(a.business_vintage >= c.min_business_vintage, 'business vintage');
    need(a.annual_turnover >= c.min_turnover, 'turnover');
    need(a.banking_vintage >= c.banking_vintage_required, 'banking vintage');
    need(anyOf(c.allowed_business_types, a.business_type), 'business type');
  } else {
    const a = app as LapApplication;
    const c = row as LapCriteria;
    need((c.property_types as string[]).includes(a.property_type), 'property type');
    need(a.road_width >= c.min_road_width, 'road width');
    if (kind === 'lap') {
      need(a.itr_years >= c.min_itr_years, 'ITR years');
      need(a.gst_years >= c.min_gst_years, 'GST years');
      need(a.rtr_ratio >= c.min_rtr_ratio, 'RTR');
    }
  }
  const toVerify: string[] = [];
  for (const rule of YES_NO[kind]) {
    if (!rule.matters(row)) continue;
    const answer = (app as Record<string, unknown>)[rule.field];
    if (answer === undefined) toVerify.push(LABELS[rule.field]);
    else need(answer !== rule.failsOn, rule.field);
  }

  const maxEligible = roundedDown(maxEligibleExact(kind, app, row), PAISA_FIRST_TOLERANCE);
  const amount = app.required_loan_amount;
  const amountWithinMax = amount <= maxEligible[0] ? 'yes' : amount > maxEligible[1] ? 'no' : 'either';
  const result: Expected = { failed, amountWithinMax, toVerify, maxEligible, emi: rounded(instalment(amount, row.min_interest_rate, app.required_tenure)) };
  if (kind === 'lap') {
    const a = app as LapApplication;
    const c = row as LapCriteria;
    result.minInsurance = roundedUp(product((amount * c.min_insurance_percentage) / 100), PAISA_FIRST_TOLERANCE);
    const asked = a.low_ltv_loan_amount ?? amount;
    result.isLowLtv = c.low_ltv_loan_amount !== null && asked <= c.low_ltv_loan_amount;
  }
  return result;
}

/** Failed-check counts the rules allow: [fewest, most]. 0 means eligible. */
function failedRange(e: Expected): [number, number] {
  return [e.failed.length + (e.amountWithinMax === 'no' ? 1 : 0), e.failed.length + (e.amountWithinMax === 'yes' ? 0 : 1)];
}

const names = (banks: readonly { bank_name: string }[]) => banks.map((bank) => bank.bank_name);
const sortedNames = (banks: readonly { bank_name: string }[]) => names(banks).sort();
const byName = (rows: readonly Row[]) => new Map(rows.map((row) => [row.bank_name, row]));

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
  }
  return value;
}

const RAISED_FIELD: Record<LoanKind, string> = { personal: 'monthly_income', business: 'annual_turnover', home: 'property_value', lap: 'property_value' };

// ---------------------------------------------------------------------------------------------
// Properties
// ---------------------------------------------------------------------------------------------

describe('eligibility engine properties (fast-check)', () => {
  describe.each(KINDS)('%s', (kind) => {
    it('generators: applications and criteria rows respect the contract', () => {
      fc.assert(
        fc.property(scenario(kind), ({ app, rows }) => {
          expect([...Value.Errors(ApplicationSchemaByLoanKind[kind], app)].map((e) => `${e.path} ${e.message}`), JSON.stringify(app)).toEqual([]);
          for (const row of rows) expect([...Value.Errors(ROW_SCHEMAS[kind], row)].map((e) => `${e.path} ${e.message}`), JSON.stringify(row)).toEqual([]);
        }),
        params(),
      );
    });

    it('generators: a meaningful mix (eligible and refused banks, refusals on the amount alone, every to_verify label)', () => {
      let eligible = 0;
      let refused = 0;
      let onlyAmount = 0;
      const toVerify = new Set<string>();
      for (const { app, rows } of fc.sample(scenario(kind), { numRuns: 400, seed: 42 })) {
        const answer = run(kind, app, rows);
        eligible += answer.eligible_banks.length;
        refused += answer.ineligible_banks.length;
        for (const bank of answer.eligible_banks) bank.to_verify.forEach((label) => toVerify.add(label));
        for (const bank of answer.ineligible_banks) if (bank.reasons.length === 1 && bank.reasons[0].includes('exceeds the eligible')) onlyAmount++;
      }
      expect(eligible).toBeGreaterThan(0.1 * (eligible + refused));
      expect(refused).toBeGreaterThan(0.2 * (eligible + refused));
      expect(onlyAmount).toBeGreaterThan(20);
      expect([...toVerify].sort()).toEqual(YES_NO[kind].map((rule) => LABELS[rule.field]).sort());
    });

    it('(a) never throws; every bank is either eligible or refused, once; refused with one reason per failed check', () => {
      fc.assert(
        fc.property(scenario(kind), ({ app, rows }) => {
          const answer = run(kind, app, rows);
          expect(answer.success).toBe(true);
          expect(answer.error).toBeNull();
          expect(sortedNames([...answer.eligible_banks, ...answer.ineligible_banks])).toEqual(sortedNames(rows));
          const accepted = new Set(names(answer.eligible_banks));
          const refusals = new Map(answer.ineligible_banks.map((bank) => [bank.bank_name, bank.reasons]));
          for (const row of rows) {
            const e = expected(kind, app, row);
            const [fewest, most] = failedRange(e);
            const reasons = refusals.get(row.bank_name);
            const failedChecks = accepted.has(row.bank_name) ? 0 : (reasons?.length ?? NaN);
            const context = `${row.bank_name}: ${JSON.stringify({ expected: e, reasons })}`;
            expect(failedChecks, context).toBeGreaterThanOrEqual(fewest);
            expect(failedChecks, context).toBeLessThanOrEqual(most);
            for (const reason of reasons ?? []) expect(reason).toMatch(/\S/);
          }
          // Refused banks by name (docs/eligibility.md).
          expect(names(answer.ineligible_banks)).toEqual(sortedNames(answer.ineligible_banks));
        }),
        params(),
      );
    });

    it('(b) every eligible bank passes every check of ELIGIBILITY.md and carries its terms', () => {
      fc.assert(
        fc.property(scenario(kind), ({ app, rows }) => {
          const rowFor = byName(rows);
          for (const bank of run(kind, app, rows).eligible_banks) {
            const row = rowFor.get(bank.bank_name)!;
            const e = expected(kind, app, row);
            expect(e.failed, bank.bank_name).toEqual([]);
            expect(e.amountWithinMax, `${bank.bank_name}: ${JSON.stringify(e)}`).not.toBe('no');
            expect(app.required_loan_amount).toBeGreaterThanOrEqual(row.min_loan_amount);
            expect(app.required_loan_amount).toBeLessThanOrEqual(bank.max_eligible_amount);
            expect(bank.interest_rate).toEqual({ min: row.min_interest_rate, max: row.max_interest_rate });
            expect(bank.processing_fee).toEqual({ min: row.min_processing_fee, max: row.max_processing_fee });
            expect(bank.tenure_range).toEqual({ min: row.min_tenure, max: row.max_tenure });
            expect(bank.required_documents).toEqual(row.documentation_required);
            if (kind === 'lap') {
              expect(bank.is_low_ltv_loan).toBe(e.isLowLtv);
            } else {
              expect(bank).not.toHaveProperty('min_insurance_amount');
              expect(bank).not.toHaveProperty('is_low_ltv_loan');
            }
          }
        }),
        params(),
      );
    });

    it('(c) monotonicity: more income / turnover / property value never drops a bank nor lowers its maximum', () => {
      const field = RAISED_FIELD[kind];
      fc.assert(
        fc.property(
          scenario(kind),
          fc.double({ min: 1, max: 4, noNaN: true }),
          fc.oneof(fc.constant(0), fc.constant(1), fc.integer({ min: 0, max: 1_000_000 })),
          ({ app, rows }, factor, extra) => {
            const before = (app as unknown as Record<string, number>)[field];
            const value = Math.min(APP_MAX_AMOUNT, before * factor + extra);
            const after = new Map(run(kind, { ...app, [field]: value } as App, rows).eligible_banks.map((bank) => [bank.bank_name, bank.max_eligible_amount]));
            for (const bank of run(kind, app, rows).eligible_banks) {
              expect(after.has(bank.bank_name), `${bank.bank_name} dropped when ${field} rose from ${before} to ${value}`).toBe(true);
              expect(after.get(bank.bank_name), `${bank.bank_name} at ${field} ${before} → ${value}`).toBeGreaterThanOrEqual(bank.max_eligible_amount);
            }
          },
        ),
        params(),
      );
    });

    it('(d) eligible banks: max eligible amount descending, then minimum rate ascending, then bank name', () => {
      fc.assert(
        fc.property(scenario(kind, 16), ({ app, rows }) => {
          const banks = run(kind, app, rows).eligible_banks;
          for (let i = 1; i < banks.length; i++) {
            const [x, y] = [banks[i - 1], banks[i]];
            const inOrder =
              x.max_eligible_amount > y.max_eligible_amount ||
              (x.max_eligible_amount === y.max_eligible_amount &&
                (x.interest_rate.min < y.interest_rate.min || (x.interest_rate.min === y.interest_rate.min && x.bank_name < y.bank_name)));
            expect(inOrder, `${JSON.stringify(x)} before ${JSON.stringify(y)}`).toBe(true);
          }
        }),
        params(),
      );
    });

    it('(e) rounding: whole rupees; maximum rounded down, EMI to the nearest rupee, LAP insurance rounded up', () => {
      fc.assert(
        fc.property(scenario(kind), ({ app, rows }) => {
          const rowFor = byName(rows);
          for (const bank of run(kind, app, rows).eligible_banks) {
            const e = expected(kind, app, rowFor.get(bank.bank_name)!);
            expect(within(bank.max_eligible_amount, e.maxEligible), `max ${bank.max_eligible_amount} vs ${e.maxEligible}`).toBe(true);
            expect(within(bank.emi, e.emi), `emi ${bank.emi} vs ${e.emi}`).toBe(true);
            if (kind === 'lap') expect(within(bank.min_insurance_amount ?? NaN, e.minInsurance!), `insurance ${bank.min_insurance_amount} vs ${e.minInsurance}`).toBe(true);
          }
        }),
        params(),
      );
    });

    it('(f) absent yes/no answers never refuse a bank and are listed to verify exactly when they mattered', () => {
      const rules = YES_NO[kind];
      fc.assert(
        fc.property(scenario(kind), ({ app, rows }) => {
          const absent = rules.filter((rule) => !(rule.field in app));
          const answer = run(kind, app, rows);
          // Answering every absent question with its passing answer changes no verdict and leaves nothing to verify.
          const answered = run(kind, { ...app, ...Object.fromEntries(absent.map((rule) => [rule.field, !rule.failsOn])) } as App, rows);
          expect(sortedNames(answer.eligible_banks)).toEqual(sortedNames(answered.eligible_banks));
          for (const bank of answered.eligible_banks) expect(bank.to_verify).toEqual([]);
          const rowFor = byName(rows);
          for (const bank of answer.eligible_banks) {
            const row = rowFor.get(bank.bank_name)!;
            const mattered = absent.filter((rule) => rule.matters(row)).map((rule) => LABELS[rule.field]);
            expect([...bank.to_verify].sort()).toEqual([...mattered].sort());
            // "Passed only because the answer was absent": the failing answer would have refused the bank.
            for (const rule of absent) {
              const refusedWhenFailing = run(kind, { ...app, [rule.field]: rule.failsOn } as App, [row]).eligible_banks.length === 0;
              expect(refusedWhenFailing, `${rule.field} at ${bank.bank_name}`).toBe(bank.to_verify.includes(LABELS[rule.field]));
            }
          }
        }),
        params(),
      );
    });

    it('(g) deterministic, and inputs are not mutated (frozen inputs; the answer shares no array with them)', () => {
      fc.assert(
        fc.property(scenario(kind), ({ app, rows }) => {
          const appCopy = structuredClone(app);
          const rowsCopy = structuredClone(rows);
          deepFreeze(app);
          deepFreeze(rows);
          const first = run(kind, app, rows);
          expect(run(kind, app, rows)).toEqual(first);
          expect(run(kind, appCopy, rowsCopy)).toEqual(first);
          expect(app).toEqual(appCopy);
          expect(rows).toEqual(rowsCopy);
          const inputArrays = new Set<unknown>(rows.flatMap((row) => Object.values(row).filter(Array.isArray)));
          for (const bank of first.eligible_banks) for (const value of Object.values(bank)) expect(inputArrays.has(value)).toBe(false);
        }),
        params(),
      );
    });
  });
});

// ---------------------------------------------------------------------------------------------
// Sub-paisa amounts are rounded as the rules say (an earlier engine took them to the paisa first)
// ---------------------------------------------------------------------------------------------

describe('rules-file rounding of sub-paisa amounts', () => {
  const lapRow: LapCriteria = {
    id: 1, bank_name: 'Test Bank', locations: ['METRO'], min_loan_amount: 0, max_loan_amount: 1e9, min_interest_rate: 10, max_interest_rate: 12,
    min_age: 18, max_age: 100, min_cibil_score: 300, max_dpd: 0, max_cibil_enquiries: 10, min_tenure: 1, max_tenure: 600, min_processing_fee: 1,
    max_processing_fee: 2, documentation_required: [], property_types: ['APARTMENT'], min_road_width: 0, max_ltv: 75.55, low_ltv_loan_amount: null,
    min_insurance_percentage: 0.25, min_rtr_ratio: 0, allow_village_property: true, allow_joint_wall_property: true, min_itr_years: 0,
    min_gst_years: 0, legal_requirements: [], main_document_missing_allowed: true, plan_approval_mandatory: false, tax_payment_receipt_required: false,
    ec_market_value_certificate_mandatory: false,
  };
  const lapApp: LapApplication = {
    age: 30, cibil_score: 750, location: 'METRO', required_loan_amount: 500_000, required_tenure: 60, recent_dpds: 0, cibil_enquiries: 0,
    property_value: 1_234_818, road_width: 20, property_type: 'APARTMENT', itr_years: 0, gst_years: 0, rtr_ratio: 1,
  };

  // ₹12,34,818 × 75.55 % = ₹9,32,904.999: rounded down, ₹9,32,904; so ₹9,32,905 exceeds it.
  it('max eligible amount 932,904.999 is rounded down to 932,904', () => {
    expect(checkEligibility('lap', lapApp, [lapRow]).eligible_banks[0].max_eligible_amount).toBe(932_904);
  });
  it('a request of 932,905 exceeds the eligible 932,904.999', () => {
    expect(checkEligibility('lap', { ...lapApp, required_loan_amount: 932_905 }, [lapRow]).eligible_banks).toEqual([]);
  });
  // ₹25,00,001 × 0.25 % = ₹6,250.0025: rounded up, ₹6,251.
  it('insurance 6,250.0025 is rounded up to 6,251', () => {
    expect(checkEligibility('lap', { ...lapApp, required_loan_amount: 2_500_001, property_value: 10_000_000 }, [lapRow]).eligible_banks[0].min_insurance_amount).toBe(6251);
  });
});

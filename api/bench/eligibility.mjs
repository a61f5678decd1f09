#!/usr/bin/env node
/**
 * Eligibility engine benchmark: our engine (checkEligibility, api/src/features/eligibility/engine.ts)
 * against the same rules written for json-rules-engine, over 1,000 banks' criteria of each loan kind.
 * Figures only, never a pass/fail on time: the process fails only when the two disagree on an eligible
 * set, or on a crash.
 *
 *   node api/bench/eligibility.mjs          (part of `npm run bench`, through the api "bench" script)
 *   BENCH_BANKS=1000                        criteria rows per kind
 *   BENCH_APPLICATIONS=200                  applications per kind, all timed with our engine
 *   BENCH_JRE_APPLICATIONS=25               of which timed with json-rules-engine (slower: a sample)
 *   BENCH_ROUNDS=3                          timed passes of our engine over the applications
 *   BENCH_VERIFY_ALL=1                      compare the eligible sets of every application, not only the sample
 *   BENCH_SEED=20250101                     the data's seed
 *
 * Data (seeded, so every run sees the same): BENCH_BANKS criteria rows per kind with the spread of real
 * criteria (rates 8–16 %, CIBIL minimums 600–760, FOIR 40–70 %, LTV 50–90 %, locations not all served,
 * strict yes/no criteria one time in four...), and BENCH_APPLICATIONS applications per kind from strong to
 * weak profiles (CIBIL 550–850, some DPDs, amounts from a fifth to one and a half times what the income,
 * turnover or property supports, yes/no answers absent one time in four): some are eligible at a fifth of
 * the banks, some at none. The eligible counts and reasons per refusal are printed with the figures.
 *
 * Our engine is bundled from its TypeScript source with esbuild into a temporary folder, as it is (no
 * build of the API needed), and answers in full (eligible banks with amounts, EMI, to_verify; refused
 * banks with their reasons). json-rules-engine (the most used JSON rules engine for Node) only decides
 * eligibility: one Engine per loan kind holding one rule per bank, whose `all` conditions are the checks
 * of ELIGIBILITY.md for the kind on the application's facts, with the bank's thresholds as values; the
 * bank's maximum eligible amount is a dynamic fact with the bank's terms as params (rounded as the
 * engine does); an absent yes/no answer is an undefined fact (allowUndefinedFacts), which passes its
 * `notEqual` condition; condition priorities make `all` stop at the first failed check (its fastest
 * encoding here: about twice as fast as unprioritised conditions). A rule's event names its bank. The
 * eligible bank names of both are compared for every timed application (every application with
 * BENCH_VERIFY_ALL=1); any difference fails the run.
 *
 * Measured: the wall time of one application's evaluation against all BENCH_BANKS rows of its kind
 * (ours: the synchronous call; json-rules-engine: `await engine.run(application)`), after a warm-up; the
 * median per kind and over all kinds, and the ratio json-rules-engine / ours.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { Engine } from 'json-rules-engine';

const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BANKS = Number(process.env.BENCH_BANKS || 1000);
const APPLICATIONS = Number(process.env.BENCH_APPLICATIONS || 200);
const JRE_APPLICATIONS = Math.min(APPLICATIONS, Number(process.env.BENCH_JRE_APPLICATIONS || 25));
const ROUNDS = Number(process.env.BENCH_ROUNDS || 3);
const SEED = Number(process.env.BENCH_SEED || 20250101);
const VERIFY_ALL = process.env.BENCH_VERIFY_ALL === '1';
const KINDS = ['personal', 'business', 'home', 'lap'];
const BUSINESS_TURNOVER_PERCENT = 20; // the engine's default policy (ELIGIBILITY.md)

// ---------------------------------------------------------------------------------------------
// Our engine, bundled from its source
// ---------------------------------------------------------------------------------------------

async function loadEngine() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'eligibility-bench-'));
  const outfile = path.join(dir, 'engine.mjs');
  try {
    await build({
      entryPoints: [path.join(API_DIR, 'src', 'features', 'eligibility', 'engine.ts')],
      outfile,
      bundle: true,
      platform: 'node',
      target: 'node20',
      format: 'esm',
      logLevel: 'warning',
    });
    return await import(pathToFileURL(outfile).href);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------------------------------------
// Seeded data
// ---------------------------------------------------------------------------------------------

/** mulberry32: a small seeded PRNG, uniform in [0, 1). */
function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = prng(SEED);
const int = (min, max) => min + Math.floor(random() * (max - min + 1));
const pick = (values) => values[Math.floor(random() * values.length)];
const chance = (p) => random() < p;
/** Multiples of `step` in [min, max], two decimals at most. */
const stepped = (min, max, step) => Math.round((min + step * int(0, Math.round((max - min) / step))) * 100) / 100;
const subset = (values, p, minLength) => {
  const chosen = values.filter(() => chance(p));
  return chosen.length >= minLength ? chosen : [pick(values)];
};
/** An optional yes/no answer: absent ("not applicable") one time in four, else yes with probability p. */
const answer = (p) => (chance(0.25) ? undefined : chance(p));
const withoutUndefined = (object) => Object.fromEntries(Object.entries(object).filter(([, value]) => value !== undefined));

const LOCATIONS = ['METRO', 'URBAN', 'SEMI_URBAN', 'RURAL'];
const COMPANY_TYPES = ['PRIVATE_LIMITED', 'PUBLIC_LIMITED', 'MNC', 'GOVERNMENT', 'PSU'];
const BUSINESS_TYPES = ['MANUFACTURING', 'TRADING', 'SERVICES', 'RETAIL'];
const HOME_PROPERTY_TYPES = ['APARTMENT', 'INDEPENDENT', 'VILLA', 'PLOT'];
const LAP_PROPERTY_TYPES = [...HOME_PROPERTY_TYPES, 'COMMERCIAL', 'SHOP'];
const L = 100_000; // a lakh
const TENURES = { personal: [12, 84], business: [12, 60], home: [60, 360], lap: [36, 180] };

function criteriaRow(kind, i) {
  const minRate = stepped(8, 16, 0.05);
  const longest = TENURES[kind][1];
  const common = {
    id: i + 1,
    bank_name: `Bank ${String(i + 1).padStart(4, '0')}`,
    locations: subset(LOCATIONS, 0.85, 1),
    min_loan_amount: pick([10_000, 25_000, 50_000, 1 * L]),
    max_loan_amount: pick(kind === 'personal' ? [10 * L, 25 * L, 40 * L] : [50 * L, 100 * L, 500 * L, 1000 * L]),
    min_interest_rate: minRate,
    max_interest_rate: Math.round((minRate + stepped(2, 10, 0.5)) * 100) / 100,
    min_age: int(18, 25),
    max_age: int(58, 70),
    min_cibil_score: int(600, 760),
    max_dpd: pick([0, 0, 30, 60, 90]),
    max_cibil_enquiries: int(3, 10),
    min_tenure: pick([6, 12]),
    max_tenure: int(Math.round(longest * 0.75), longest),
    min_processing_fee: stepped(0.5, 2, 0.25),
    max_processing_fee: stepped(2, 3.5, 0.25),
    documentation_required: ['PAN Card', 'Aadhaar Card', ...(chance(0.5) ? ['Bank statements (6 months)'] : [])],
  };
  switch (kind) {
    case 'personal':
      return {
        ...common,
        min_salary: stepped(15_000, 40_000, 1000),
        min_job_vintage: pick([6, 12, 24]),
        allowed_company_types: chance(0.3) ? [] : subset(COMPANY_TYPES, 0.8, 1),
        salary_foir: stepped(40, 70, 5),
        provident_fund_mandatory: chance(1 / 4),
        professional_tax_mandatory: chance(1 / 4),
        work_from_home_acceptable: !chance(1 / 4),
      };
    case 'business':
      return {
        ...common,
        min_business_vintage: pick([12, 24, 36]),
        min_turnover: stepped(10 * L, 50 * L, L),
        allowed_business_types: chance(0.3) ? [] : subset(BUSINESS_TYPES, 0.8, 1),
        banking_vintage_required: pick([6, 12, 24]),
        gst_filing_mandatory: chance(1 / 4),
        current_account_mandatory: chance(1 / 4),
      };
    case 'home':
      return {
        ...common,
        property_types: subset(HOME_PROPERTY_TYPES, 0.8, 1),
        min_road_width: pick([10, 12, 15, 20]),
        max_ltv: pick([70, 75, 80, 85, 90]),
        legal_requirements: ['Title deed'],
        allow_village_property: !chance(1 / 4),
        allow_joint_wall_property: !chance(1 / 4),
      };
    case 'lap':
      return {
        ...common,
        property_types: subset(LAP_PROPERTY_TYPES, 0.8, 1),
        min_road_width: pick([10, 12, 15, 20]),
        max_ltv: pick([50, 55, 60, 65, 70]),
        low_ltv_loan_amount: chance(0.5) ? null : pick([10 * L, 25 * L, 50 * L]),
        min_insurance_percentage: pick([0.5, 1, 1.5]),
        min_rtr_ratio: pick([1, 1, 1.1, 1.2]),
        allow_village_property: !chance(1 / 4),
        allow_joint_wall_property: !chance(1 / 4),
        min_itr_years: pick([0, 1, 1, 2, 2, 3]),
        min_gst_years: pick([0, 1, 1, 2, 2, 3]),
        legal_requirements: ['Title deed'],
        main_document_missing_allowed: chance(1 / 2),
        plan_approval_mandatory: chance(1 / 4),
        tax_payment_receipt_required: chance(1 / 4),
        ec_market_value_certificate_mandatory: chance(1 / 4),
      };
  }
}

function application(kind) {
  const [shortest, longest] = TENURES[kind];
  const strength = random(); // 0 weak … 1 strong
  const common = {
    age: strength > 0.1 ? int(23, 58) : int(18, 75),
    cibil_score: Math.round(550 + 300 * (0.6 * strength + 0.4 * random())),
    location: pick(LOCATIONS),
    required_tenure: pick([shortest, 24, 36, Math.round((shortest + longest) / 2), Math.round(longest * 0.75)]),
    recent_dpds: strength > 0.25 ? 0 : pick([0, 15, 45, 120]),
    cibil_enquiries: strength > 0.2 ? int(0, 4) : int(0, 12),
  };
  /** A requested amount from a fifth to one and a half times `capacity`, in thousands. */
  const amountFor = (capacity) => Math.max(10_000, Math.round((capacity * (0.2 + 1.3 * random())) / 1000) * 1000);
  switch (kind) {
    case 'personal': {
      const income = stepped(15_000, 300_000, 500);
      return withoutUndefined({
        ...common,
        required_loan_amount: amountFor(income * 0.5 * Math.min(common.required_tenure, 60) * 0.8),
        monthly_income: income,
        employment_vintage: strength > 0.2 ? int(12, 120) : int(0, 24),
        company_type: pick(COMPANY_TYPES),
        has_pf: answer(0.7),
        has_pt: answer(0.7),
        is_working_from_home: answer(0.3),
      });
    }
    case 'business': {
      const turnover = stepped(10 * L, 500 * L, 50_000);
      return withoutUndefined({
        ...common,
        required_loan_amount: amountFor(turnover * 0.2),
        business_vintage: strength > 0.2 ? int(24, 180) : int(6, 36),
        annual_turnover: turnover,
        banking_vintage: strength > 0.2 ? int(12, 120) : int(3, 24),
        business_type: pick(BUSINESS_TYPES),
        has_gst_filing: answer(0.7),
        has_current_account: answer(0.7),
      });
    }
    case 'home': {
      const value = stepped(10 * L, 500 * L, 10_000);
      return withoutUndefined({
        ...common,
        required_loan_amount: amountFor(value * 0.75),
        property_value: value,
        road_width: int(10, 40),
        property_type: pick(HOME_PROPERTY_TYPES),
        is_village_property: answer(0.3),
        is_joint_wall_property: answer(0.3),
      });
    }
    case 'lap': {
      const value = stepped(10 * L, 500 * L, 10_000);
      return withoutUndefined({
        ...common,
        required_loan_amount: amountFor(value * 0.6),
        property_value: value,
        road_width: int(10, 40),
        property_type: pick(LAP_PROPERTY_TYPES),
        low_ltv_loan_amount: chance(0.3) ? amountFor(value * 0.3) : undefined,
        itr_years: strength > 0.2 ? int(2, 3) : int(0, 3),
        gst_years: strength > 0.2 ? int(2, 3) : int(0, 3),
        rtr_ratio: strength > 0.2 ? stepped(1, 2, 0.05) : stepped(0.8, 1.5, 0.05),
        is_village_property: answer(0.3),
        is_joint_wall_property: answer(0.3),
        has_main_document: answer(0.8),
        has_plan_approval: answer(0.7),
        has_tax_payment_receipt: answer(0.7),
        has_ec_market_value_certificate: answer(0.7),
      });
    }
  }
}

// ---------------------------------------------------------------------------------------------
// The same rules for json-rules-engine
// ---------------------------------------------------------------------------------------------

/** Rounded down to a whole rupee, after taking the amount to the paisa (the engine's rounding, docs/eligibility.md). */
const floorRupees = (rupees) => Math.floor(Math.round(rupees * 100) / 100);

/** The bank's maximum eligible amount (ELIGIBILITY.md), a dynamic fact whose params are the bank's terms. */
function maxEligibleAmount(params, almanac) {
  const cap = params.max_loan_amount;
  if (params.kind === 'business') {
    return almanac.factValue('annual_turnover').then((turnover) => floorRupees(Math.min(cap, (turnover * BUSINESS_TURNOVER_PERCENT) / 100)));
  }
  if (params.kind === 'personal') {
    return Promise.all([almanac.factValue('monthly_income'), almanac.factValue('required_tenure')]).then(([income, n]) => {
      const emi = (income * params.salary_foir) / 100;
      const r = params.min_interest_rate / 1200;
      const loan = r === 0 ? emi * n : (emi * (1 - (1 + r) ** -n)) / r;
      return floorRupees(Math.min(cap, loan));
    });
  }
  return almanac.factValue('property_value').then((value) => floorRupees(Math.min(cap, (value * params.max_ltv) / 100)));
}

const atLeast = (fact, value) => ({ fact, operator: 'greaterThanInclusive', value });
const atMost = (fact, value) => ({ fact, operator: 'lessThanInclusive', value });
const oneOf = (fact, values) => ({ fact, operator: 'in', value: values });
/** A yes/no check: the answer that fails it refuses; an absent answer (undefined fact) passes. */
const not = (fact, failing) => ({ fact, operator: 'notEqual', value: failing });

/** The conditions of ELIGIBILITY.md for one bank's criteria row. */
function conditions(kind, c) {
  const all = [
    atLeast('age', c.min_age),
    atMost('age', c.max_age),
    atLeast('cibil_score', c.min_cibil_score),
    atMost('recent_dpds', c.max_dpd),
    atMost('cibil_enquiries', c.max_cibil_enquiries),
    oneOf('location', c.locations),
    atLeast('required_tenure', c.min_tenure),
    atMost('required_tenure', c.max_tenure),
    atLeast('required_loan_amount', c.min_loan_amount),
  ];
  switch (kind) {
    case 'personal':
      all.push(atLeast('monthly_income', c.min_salary), atLeast('employment_vintage', c.min_job_vintage));
      if (c.allowed_company_types.length > 0) all.push(oneOf('company_type', c.allowed_company_types));
      if (c.provident_fund_mandatory) all.push(not('has_pf', false));
      if (c.professional_tax_mandatory) all.push(not('has_pt', false));
      if (!c.work_from_home_acceptable) all.push(not('is_working_from_home', true));
      break;
    case 'business':
      all.push(atLeast('business_vintage', c.min_business_vintage), atLeast('annual_turnover', c.min_turnover), atLeast('banking_vintage', c.banking_vintage_required));
      if (c.allowed_business_types.length > 0) all.push(oneOf('business_type', c.allowed_business_types));
      if (c.gst_filing_mandatory) all.push(not('has_gst_filing', false));
      if (c.current_account_mandatory) all.push(not('has_current_account', false));
      break;
    case 'home':
    case 'lap':
      all.push(oneOf('property_type', c.property_types), atLeast('road_width', c.min_road_width));
      if (!c.allow_village_property) all.push(not('is_village_property', true));
      if (!c.allow_joint_wall_property) all.push(not('is_joint_wall_property', true));
      if (kind === 'lap') {
        all.push(atLeast('itr_years', c.min_itr_years), atLeast('gst_years', c.min_gst_years), atLeast('rtr_ratio', c.min_rtr_ratio));
        if (!c.main_document_missing_allowed) all.push(not('has_main_document', false));
        if (c.plan_approval_mandatory) all.push(not('has_plan_approval', false));
        if (c.tax_payment_receipt_required) all.push(not('has_tax_payment_receipt', false));
        if (c.ec_market_value_certificate_mandatory) all.push(not('has_ec_market_value_certificate', false));
      }
      break;
  }
  // The amount against the bank's maximum eligible amount, computed last.
  all.push(
    atMost('required_loan_amount', {
      fact: 'max_eligible_amount',
      params: { kind, max_loan_amount: c.max_loan_amount, salary_foir: c.salary_foir, min_interest_rate: c.min_interest_rate, max_ltv: c.max_ltv },
    }),
  );
  // Condition priorities (json-rules-engine's documented way to skip needless work): `all` evaluates
  // the checks one at a time in this order and stops at the first that fails.
  all.forEach((condition, i) => {
    condition.priority = all.length - i;
  });
  return { all };
}

function rulesEngine(kind, rows) {
  const engine = new Engine([], { allowUndefinedFacts: true });
  engine.addFact('max_eligible_amount', maxEligibleAmount);
  for (const row of rows) engine.addRule({ name: row.bank_name, conditions: conditions(kind, row), event: { type: 'eligible', params: { bank_name: row.bank_name } } });
  return engine;
}

async function jreEligibleNames(engine, app) {
  const { events } = await engine.run(app);
  return events.map((event) => event.params.bank_name).sort();
}

// ---------------------------------------------------------------------------------------------
// Measurement
// ---------------------------------------------------------------------------------------------

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const ms = (value) => (value >= 10 ? value.toFixed(1) : value >= 1 ? value.toFixed(2) : value.toFixed(3));
const times = (ratio) => `${ratio >= 100 ? ratio.toFixed(0) : ratio.toFixed(1)}×`;

async function main() {
  const startedAt = performance.now();
  const { checkEligibility } = await loadEngine();

  const data = KINDS.map((kind) => ({
    kind,
    rows: Array.from({ length: BANKS }, (_, i) => criteriaRow(kind, i)),
    apps: Array.from({ length: APPLICATIONS }, () => application(kind)),
  }));

  console.log(`Eligibility: our engine vs json-rules-engine, ${BANKS.toLocaleString('en')} banks per kind (seed ${SEED})`);
  const load = () => os.loadavg().map((value) => value.toFixed(1)).join(' ');
  console.log(`  node ${process.version}, ${os.cpus().length} CPU(s) ${os.cpus()[0]?.model ?? ''}, load average ${load()} (other work on the machine inflates every figure)`);
  console.log(
    `  ours: ${APPLICATIONS} applications per kind × ${ROUNDS} rounds; json-rules-engine: a sample of ${JRE_APPLICATIONS} of them per kind` +
      (JRE_APPLICATIONS < APPLICATIONS ? ' (it is much slower; sampled to keep the run short)' : ''),
  );

  const results = [];
  let mismatches = 0;
  for (const { kind, rows, apps } of data) {
    // Ours: a pass whose answers are kept (to compare with json-rules-engine; also the warm-up), then
    // ROUNDS timed passes over every application. A timed answer is dropped at once, as the API drops
    // it once it is sent: keeping 200 answers of 1,000 banks alive would time the garbage collector
    // promoting them, which a server never does.
    const answers = apps.map((app) => checkEligibility(kind, app, rows));
    const ours = [];
    let eligibleSeen = 0;
    for (let round = 0; round < ROUNDS; round++) {
      for (const app of apps) {
        const t0 = performance.now();
        const answer = checkEligibility(kind, app, rows);
        ours.push(performance.now() - t0);
        eligibleSeen += answer.eligible_banks.length;
      }
    }
    if (eligibleSeen !== ROUNDS * answers.reduce((sum, answer) => sum + answer.eligible_banks.length, 0)) {
      throw new Error(`${kind}: the timed passes answered differently from the first pass`);
    }
    const eligibleCounts = answers.map((a) => a.eligible_banks.length);
    const refusals = answers.flatMap((a) => a.ineligible_banks);
    const reasonsPerRefusal = refusals.reduce((sum, bank) => sum + bank.reasons.length, 0) / Math.max(1, refusals.length);

    // json-rules-engine: one engine with a rule per bank; warm up, then the sample, each timed once.
    const engine = rulesEngine(kind, rows);
    const sample = apps.slice(0, JRE_APPLICATIONS);
    for (const app of apps.slice(-3)) await engine.run(app);
    const jre = [];
    const check = (app, index, names) => {
      const ourNames = answers[index].eligible_banks.map((bank) => bank.bank_name).sort();
      if (ourNames.join('|') === names.join('|')) return;
      mismatches++;
      const onlyOurs = ourNames.filter((name) => !names.includes(name));
      const onlyJre = names.filter((name) => !ourNames.includes(name));
      console.error(`  MISMATCH ${kind} application #${index}: only ours ${JSON.stringify(onlyOurs.slice(0, 5))}, only json-rules-engine ${JSON.stringify(onlyJre.slice(0, 5))}`);
      if (mismatches <= 3) console.error(`    application ${JSON.stringify(app)}`);
    };
    for (const [index, app] of sample.entries()) {
      const t0 = performance.now();
      const { events } = await engine.run(app);
      jre.push(performance.now() - t0);
      check(app, index, events.map((event) => event.params.bank_name).sort());
    }
    if (VERIFY_ALL) for (const [index, app] of apps.entries()) if (index >= JRE_APPLICATIONS) check(app, index, await jreEligibleNames(engine, app));

    results.push({ kind, ours, jre, eligibleCounts, reasonsPerRefusal });
  }

  console.log('\n  Data: eligible banks per application (median; applications eligible nowhere), reasons per refused bank (mean)');
  for (const { kind, eligibleCounts, reasonsPerRefusal } of results) {
    const none = eligibleCounts.filter((count) => count === 0).length;
    console.log(`    ${kind.padEnd(9)} ${String(median(eligibleCounts)).padStart(6)} of ${BANKS} (${none} of ${APPLICATIONS} eligible nowhere), ${reasonsPerRefusal.toFixed(1)} reasons per refusal`);
  }

  console.log(`\n  Median time per application over ${BANKS.toLocaleString('en')} banks`);
  console.log(`    ${'kind'.padEnd(9)} ${'ours'.padStart(10)} ${'json-rules-engine'.padStart(18)} ${'ratio (jre / ours)'.padStart(20)}`);
  const row = (name, ours, jre) => {
    console.log(`    ${name.padEnd(9)} ${`${ms(ours)} ms`.padStart(10)} ${`${ms(jre)} ms`.padStart(18)} ${times(jre / ours).padStart(20)}`);
  };
  for (const { kind, ours, jre } of results) row(kind, median(ours), median(jre));
  const oursOverall = median(results.flatMap((r) => r.ours));
  const jreOverall = median(results.flatMap((r) => r.jre));
  row('overall', oursOverall, jreOverall);

  const slowestKind = Math.max(...results.map((r) => median(r.ours)));
  const lowestRatio = Math.min(...results.map((r) => median(r.jre) / median(r.ours)));
  const verdict = (met) => (met ? 'met' : 'NOT met');
  console.log('\n  Targets');
  console.log(
    `    ≤ 1 ms per application over ${BANKS.toLocaleString('en')} banks: ${verdict(oursOverall <= 1)} overall (median ${ms(oursOverall)} ms), ` +
      `${verdict(slowestKind <= 1)} for every kind (slowest kind ${ms(slowestKind)} ms)`,
  );
  console.log(`    ≥ 100× faster than json-rules-engine: ${verdict(jreOverall / oursOverall >= 100)} overall (${times(jreOverall / oursOverall)}), ${verdict(lowestRatio >= 100)} for every kind (lowest ${times(lowestRatio)})`);
  console.log(
    `\n  Eligible sets: ${mismatches === 0 ? 'identical' : `${mismatches} MISMATCH(ES)`} for the ${VERIFY_ALL ? APPLICATIONS : JRE_APPLICATIONS} applications per kind compared. ` +
      `Run time ${((performance.now() - startedAt) / 1000).toFixed(1)} s, load average now ${load()}.`,
  );
  if (mismatches > 0) {
    console.error('eligibility bench: our engine and json-rules-engine disagree on eligible banks (see above)');
    process.exitCode = 1;
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});

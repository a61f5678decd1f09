import type { CriteriaByKind, CriteriaInputByKind, CriteriaKind, CriteriaPatchByKind } from 'shared-contracts';
import { COMMON_CRITERIA_FIELDS, CRITERIA_FIELDS, type CriteriaField, type FieldUnit } from './criteriaFields';
import type { Option } from '../../../common/model/loanOptions';
import type { LoanCriteriaMessageId, LoanCriteriaT } from '../i18n';

/**
 * The create/edit form of a kind's criteria (spec back-office §2 "Criteria dialog", §3, §5): which
 * inputs it shows, in which sections, and how each turns the row into form text and the form text
 * into the request. Built from the field definitions in criteriaFields.ts, so the list view and the
 * form cannot disagree about a field. No React, no HTTP. Texts are ids of the feature's catalogue
 * (i18n/; option texts of common/i18n), written in the page's language by the view.
 */

/** POST /loan_eligibility/{kind}/ bodies (the contract's `…CriteriaInput`). */
export type { CriteriaInputByKind };

/** PATCH /loan_eligibility/{kind}/{id}/ bodies: only the changed fields (the contract's `…CriteriaPatch`). */
export type CriteriaPatch<K extends CriteriaKind> = CriteriaPatchByKind[K];

/** What an input holds: text (text, numbers, the years select), on/off (switch) or chosen options. */
export type FormValue = string | boolean | readonly string[];
export type CriteriaFormValues = Readonly<Record<string, FormValue>>;

/**
 * How a field is entered: the bank as a select of the catalogue's banks, numbers as text parsed as
 * whole or decimal numbers, a closed set of numbers (ITR/GST years) as a select, yes/no as a switch,
 * option lists as a multi-select with chips, free-text lists as comma-separated text.
 */
export type FormInput = 'bank' | 'text' | 'integer' | 'decimal' | 'choice' | 'switch' | 'multi-select' | 'list';

export type ParseResult = { ok: true; value: unknown } | { ok: false; error: LoanCriteriaMessageId };

export interface CriteriaFormField {
  /** The API's field name (also the key of form values and of a 400's field errors). */
  name: string;
  /** The field's name, without its unit (`formFieldLabel` writes "Minimum Loan Amount (₹)"). */
  label: LoanCriteriaMessageId;
  /** The unit written after the label. */
  labelUnit?: FieldUnit;
  input: FormInput;
  /** Marked required and refused empty; a switch always has a value. */
  required: boolean;
  helper?: LoanCriteriaMessageId;
  /** Spans both columns of the form grid. */
  wide: boolean;
  /** Options of a multi-select or a choice select. */
  options: readonly Option<string>[];
  /** The value a new criteria starts with. */
  initial: FormValue;
  /** The row's value as the input shows it. */
  format: (value: unknown) => FormValue;
  /** The input's value as the request sends it, or the reason it cannot be sent. */
  parse: (value: FormValue) => ParseResult;
  /** Whether two API values mean the same (chosen options in any order are the same choice). */
  same: (a: unknown, b: unknown) => boolean;
}

export interface CriteriaFormSection {
  title: LoanCriteriaMessageId;
  fields: CriteriaFormField[];
}

export const FORM_MESSAGES = {
  required: 'form.required',
  chooseBank: 'form.chooseBank',
  chooseOne: 'form.chooseOne',
  chooseYears: 'form.chooseYears',
  wholeNumber: 'form.wholeNumber',
  number: 'form.number',
} as const satisfies Record<string, LoanCriteriaMessageId>;

/** Shown instead of sending an update in which no field differs from the saved row. */
export const NO_CHANGES_MESSAGE: LoanCriteriaMessageId = 'form.noChanges';

/** "{label} (₹)", "{label} (months)", ...: a label followed by its unit. */
const LABEL_WITH_UNIT: Record<FieldUnit, LoanCriteriaMessageId> = {
  rupees: 'form.labelRupees',
  months: 'form.labelMonths',
  years: 'form.labelYears',
  percent: 'form.labelPercent',
  ft: 'form.labelFt',
};

/** Hints under fields whose meaning is not obvious from the label. */
const HELPERS: Readonly<Record<string, LoanCriteriaMessageId>> = {
  allowed_company_types: 'helpers.allowedCompanyTypes',
  allowed_business_types: 'helpers.allowedBusinessTypes',
  low_ltv_loan_amount: 'helpers.lowLtvLoanAmount',
  min_insurance_percentage: 'helpers.minInsurancePercentage',
  min_rtr_ratio: 'helpers.minRtrRatio',
  max_dpd: 'helpers.maxDpd',
  documentation_required: 'helpers.documentationRequired',
  legal_requirements: 'helpers.legalRequirements',
};

// ---------------------------------------------------------------------------------------------
// Parsing

/**
 * A number typed as digits, optionally with a sign, a decimal point (decimals only) and digit
 * grouping commas in the usual places (25,00,000 or 2,500,000). Anything else is refused rather
 * than guessed: "10,5" is neither 10.5 nor 105.
 */
const INTEGER_TEXT = /^[+-]?(\d+|\d{1,3}(,\d{2,3})+)$/;
const DECIMAL_TEXT = /^[+-]?(\d+|\d{1,3}(,\d{2,3})+)?(\.\d+)?$/;

export function parseNumberText(text: string, kind: 'integer' | 'decimal'): number | undefined {
  const trimmed = text.trim();
  const pattern = kind === 'integer' ? INTEGER_TEXT : DECIMAL_TEXT;
  if (trimmed === '' || !pattern.test(trimmed) || /^[+-]?\.?$/.test(trimmed)) return undefined;
  const number = Number(trimmed.replace(/,/g, ''));
  if (!Number.isFinite(number)) return undefined;
  if (kind === 'integer' && !Number.isSafeInteger(number)) return undefined;
  return number;
}

/** Documents and legal requirements: split on commas, trimmed, empty entries removed (spec §5). */
export function splitCommaList(text: string): string[] {
  return text
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item.length > 0);
}

const asText = (value: FormValue): string => (typeof value === 'string' ? value : '');
const asList = (value: FormValue): readonly string[] => (Array.isArray(value) ? (value as readonly string[]) : []);

function sameList(a: unknown, b: unknown): boolean {
  return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, index) => item === b[index]);
}

function sameChoice(a: unknown, b: unknown): boolean {
  if (!Array.isArray(a) || !Array.isArray(b)) return false;
  const left = new Set<unknown>(a);
  const right = new Set<unknown>(b);
  return left.size === right.size && [...left].every((item) => right.has(item));
}

const sameValue = (a: unknown, b: unknown): boolean => a === b;

function numberText(value: unknown): string {
  return typeof value === 'number' && Number.isFinite(value) ? String(value) : '';
}

// ---------------------------------------------------------------------------------------------
// Field models

/** The unit written after a field's label: a number's, unless it is chosen from a list. */
function labelUnit(field: CriteriaField): FieldUnit | undefined {
  return (field.type === 'integer' || field.type === 'decimal') && !field.choices ? field.unit : undefined;
}

/** The label with its unit in the page's language: "Minimum Loan Amount (₹)". */
export function formFieldLabel(field: Pick<CriteriaFormField, 'label' | 'labelUnit'>, t: LoanCriteriaT): string {
  const label = t(field.label);
  return field.labelUnit === undefined ? label : t(LABEL_WITH_UNIT[field.labelUnit], { label });
}

/** A choice of a closed set of counts (ITR / GST years): "0 years", "1 year" (common/i18n). */
function choiceOption(value: number, unit: FieldUnit | undefined): Option<string> {
  return { value: String(value), label: unit === 'months' ? 'count.months' : 'count.years', values: { count: value } };
}

function formField(name: string, field: CriteriaField): CriteriaFormField {
  const base = { name, label: field.label, labelUnit: labelUnit(field), helper: HELPERS[name], wide: false, options: [] as readonly Option<string>[] };
  switch (field.type) {
    case 'text': {
      const isBank = name === 'bank_name';
      return {
        ...base,
        input: isBank ? 'bank' : 'text',
        required: true,
        initial: '',
        format: (value) => (typeof value === 'string' ? value : ''),
        parse: (value) => {
          const text = asText(value).trim();
          return text === '' ? { ok: false, error: isBank ? FORM_MESSAGES.chooseBank : FORM_MESSAGES.required } : { ok: true, value: text };
        },
        same: sameValue,
      };
    }
    case 'integer':
    case 'decimal': {
      const kind = field.type;
      const nullable = field.nullable === true;
      if (field.choices) {
        const choices = field.choices;
        return {
          ...base,
          input: 'choice',
          required: !nullable,
          options: choices.map((choice) => choiceOption(choice, field.unit)),
          initial: field.defaultValue === undefined ? '' : String(field.defaultValue),
          format: numberText,
          parse: (value) => {
            const text = asText(value);
            if (text === '') return nullable ? { ok: true, value: null } : { ok: false, error: FORM_MESSAGES.chooseYears };
            const number = Number(text);
            return choices.includes(number) ? { ok: true, value: number } : { ok: false, error: FORM_MESSAGES.chooseYears };
          },
          same: sameValue,
        };
      }
      const defaultValue = field.defaultValue;
      return {
        ...base,
        input: kind,
        required: !nullable,
        // A decimal default keeps its decimal point on screen: the spec's "1.0".
        initial: defaultValue === undefined ? '' : kind === 'decimal' && Number.isInteger(defaultValue) ? defaultValue.toFixed(1) : String(defaultValue),
        format: numberText,
        parse: (value) => {
          const text = asText(value);
          if (text.trim() === '') return nullable ? { ok: true, value: null } : { ok: false, error: FORM_MESSAGES.required };
          const number = parseNumberText(text, kind);
          if (number === undefined) return { ok: false, error: kind === 'integer' ? FORM_MESSAGES.wholeNumber : FORM_MESSAGES.number };
          return { ok: true, value: number };
        },
        same: sameValue,
      };
    }
    case 'boolean':
      return {
        ...base,
        input: 'switch',
        required: false,
        initial: false,
        format: (value) => value === true,
        parse: (value) => ({ ok: true, value: value === true }),
        same: sameValue,
      };
    case 'multi-select': {
      const options = field.options;
      const required = field.required === true;
      return {
        ...base,
        input: 'multi-select',
        required,
        options,
        initial: [],
        format: (value) => (Array.isArray(value) ? value.map((item) => String(item)) : []),
        parse: (value) => {
          const chosen = asList(value);
          // Sent in the options' order, whatever order they were picked in.
          const known = options.filter((option) => chosen.includes(option.value)).map((option) => option.value);
          const unknown = chosen.filter((item) => !options.some((option) => option.value === item));
          const list = [...known, ...unknown];
          return required && list.length === 0 ? { ok: false, error: FORM_MESSAGES.chooseOne } : { ok: true, value: list };
        },
        same: sameChoice,
      };
    }
    case 'text-list':
      return {
        ...base,
        input: 'list',
        required: false,
        wide: true,
        initial: '',
        format: (value) => (Array.isArray(value) ? value.map((item) => String(item)).join(', ') : ''),
        parse: (value) => ({ ok: true, value: splitCommaList(asText(value)) }),
        same: sameList,
      };
  }
}

const BANK_SECTION = ['bank_name', 'locations'];
const BASIC_SECTION = ['min_age', 'max_age', 'min_cibil_score', 'max_dpd', 'max_cibil_enquiries'];
const FINANCIAL_SECTION = [
  'min_loan_amount',
  'max_loan_amount',
  'min_interest_rate',
  'max_interest_rate',
  'min_tenure',
  'max_tenure',
  'min_processing_fee',
  'max_processing_fee',
];

function buildSections(kind: CriteriaKind): CriteriaFormSection[] {
  const definitions = CRITERIA_FIELDS[kind] as unknown as Readonly<Record<string, CriteriaField>>;
  const field = (name: string) => formField(name, definitions[name]);
  const names = Object.keys(definitions);
  const own = names.filter((name) => !(name in COMMON_CRITERIA_FIELDS));
  const lists = names.filter((name) => definitions[name].type === 'text-list');
  const specific = own.filter((name) => definitions[name].type !== 'text-list');
  // The kind's values first (paired in the two columns), then its yes/no rules together.
  const specificOrdered = [
    ...specific.filter((name) => definitions[name].type !== 'boolean'),
    ...specific.filter((name) => definitions[name].type === 'boolean'),
  ];
  return [
    { title: 'sections.bankAndLocations', fields: BANK_SECTION.map(field) },
    { title: 'sections.basic', fields: BASIC_SECTION.map(field) },
    { title: 'sections.financial', fields: FINANCIAL_SECTION.map(field) },
    { title: 'sections.specific', fields: specificOrdered.map(field) },
    { title: 'sections.documentation', fields: lists.map(field) },
  ];
}

const SECTIONS: { [K in CriteriaKind]: CriteriaFormSection[] } = {
  'personal-loan-criteria': buildSections('personal-loan-criteria'),
  'business-loan-criteria': buildSections('business-loan-criteria'),
  'home-loan-criteria': buildSections('home-loan-criteria'),
  'loan-against-property-criteria': buildSections('loan-against-property-criteria'),
};

/** The form's sections, in order: bank and locations, the common fields, the kind's own, the lists. */
export function criteriaFormSections(kind: CriteriaKind): readonly CriteriaFormSection[] {
  return SECTIONS[kind];
}

/** Every input of the kind's form, in form order. */
export function criteriaFormFields(kind: CriteriaKind): CriteriaFormField[] {
  return SECTIONS[kind].flatMap((section) => section.fields);
}

export function criteriaFormFieldNames(kind: CriteriaKind): string[] {
  return criteriaFormFields(kind).map((field) => field.name);
}

// ---------------------------------------------------------------------------------------------
// Values, checks and requests

/** The form's starting values: a new criteria's defaults, or the row being edited. */
export function initialCriteriaValues<K extends CriteriaKind>(kind: K, row?: CriteriaByKind[K]): CriteriaFormValues {
  const source = row as Readonly<Record<string, unknown>> | undefined;
  return Object.fromEntries(
    criteriaFormFields(kind).map((field) => [field.name, source ? field.format(source[field.name]) : field.initial]),
  );
}

export type CriteriaFormCheck<K extends CriteriaKind> =
  | { ok: true; body: CriteriaInputByKind[K] }
  | { ok: false; errors: Record<string, LoanCriteriaMessageId> };

/**
 * The client-side rules (spec §5: required fields and number parsing, nothing more; the server
 * judges ranges and cross-field rules) and, when they pass, the full request body.
 */
export function checkCriteriaForm<K extends CriteriaKind>(kind: K, values: CriteriaFormValues): CriteriaFormCheck<K> {
  const errors: Record<string, LoanCriteriaMessageId> = {};
  const body: Record<string, unknown> = {};
  for (const field of criteriaFormFields(kind)) {
    const result = field.parse(values[field.name] ?? field.initial);
    if (result.ok) body[field.name] = result.value;
    else errors[field.name] = result.error;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  // Every field of the kind was parsed to its contract type above (criteriaFields.ts ties each
  // definition to the contract), so the record is the kind's create body.
  return { ok: true, body: body as unknown as CriteriaInputByKind[K] };
}

function sameFormValue(a: FormValue | undefined, b: FormValue | undefined): boolean {
  if (Array.isArray(a) || Array.isArray(b)) return sameList(a, b);
  return a === b;
}

/**
 * What an edit sends: only the fields whose input was changed and whose value now differs from the
 * row's. A field whose text was retyped to the same value ("1.50" for 1.5, the same options in a
 * different order) is not a change, and an untouched list is never re-split.
 */
export function criteriaPatch<K extends CriteriaKind>(
  kind: K,
  row: CriteriaByKind[K],
  values: CriteriaFormValues,
  body: CriteriaInputByKind[K],
): CriteriaPatch<K> {
  const saved = row as Readonly<Record<string, unknown>>;
  const next = body as Readonly<Record<string, unknown>>;
  const patch: Record<string, unknown> = {};
  for (const field of criteriaFormFields(kind)) {
    const touched = !sameFormValue(values[field.name], field.format(saved[field.name]));
    if (touched && !field.same(next[field.name], saved[field.name])) patch[field.name] = next[field.name];
  }
  return patch as CriteriaPatch<K>;
}

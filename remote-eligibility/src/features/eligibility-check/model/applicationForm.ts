import type { EligibilityRequest, LoanKind } from 'shared-contracts';
import type { EligibilityMessageId } from '../i18n';
import { COMMON_FIELDS, KIND_FIELDS, fieldsOf, type CommonField, type FieldDef } from './applicationFields';

/**
 * The eligibility form's state and the request it sends (spec back-office §3, §5). Every control
 * holds text; `applicationRequest` parses it: whole numbers for integer fields, decimals for
 * amounts, ratios and road width, ITR / GST years as numbers, yes / no as booleans. "Not
 * applicable" and an empty optional field (the LAP low-LTV amount) are left out of the request.
 */
export type YesNoChoice = 'yes' | 'no' | 'na';

export const YES_NO_CHOICES: readonly { value: YesNoChoice; label: EligibilityMessageId }[] = [
  { value: 'yes', label: 'yesNo.yes' },
  { value: 'no', label: 'yesNo.no' },
  { value: 'na', label: 'yesNo.notApplicable' },
];

/** A form's text values by field name. */
export type FieldValues = Readonly<Record<string, string>>;

export interface EligibilityFormState {
  kind: LoanKind;
  /** The common answers, kept when the loan kind changes. */
  common: FieldValues;
  /** Each kind's own answers, kept per kind so switching back finds them again. */
  byKind: Readonly<Record<LoanKind, FieldValues>>;
}

function emptyValues(fields: readonly FieldDef[]): FieldValues {
  return Object.fromEntries(fields.map((field) => [field.name, field.type === 'yes-no' ? 'na' : '']));
}

export function initialFormState(kind: LoanKind): EligibilityFormState {
  return {
    kind,
    common: emptyValues(COMMON_FIELDS),
    byKind: {
      personal: emptyValues(KIND_FIELDS.personal),
      business: emptyValues(KIND_FIELDS.business),
      home: emptyValues(KIND_FIELDS.home),
      lap: emptyValues(KIND_FIELDS.lap),
    },
  };
}

const COMMON_NAMES = new Set<string>(COMMON_FIELDS.map((field) => field.name));

export function isCommonField(name: string): name is CommonField {
  return COMMON_NAMES.has(name);
}

/** The values the form of the chosen kind shows. */
export function currentValues(state: EligibilityFormState): FieldValues {
  return { ...state.common, ...state.byKind[state.kind] };
}

export function withValue(state: EligibilityFormState, name: string, value: string): EligibilityFormState {
  if (isCommonField(name)) return { ...state, common: { ...state.common, [name]: value } };
  return { ...state, byKind: { ...state.byKind, [state.kind]: { ...state.byKind[state.kind], [name]: value } } };
}

export function withKind(state: EligibilityFormState, kind: LoanKind): EligibilityFormState {
  return { ...state, kind };
}

/** The form's own messages, as ids of the feature's catalogue (shown with `t`). */
export const REQUIRED_MESSAGE: EligibilityMessageId = 'errors.required';
export const WHOLE_NUMBER_MESSAGE: EligibilityMessageId = 'errors.wholeNumber';
export const NUMBER_MESSAGE: EligibilityMessageId = 'errors.number';

const INTEGER_TEXT = /^[+-]?\d+$/;
const DECIMAL_TEXT = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;

/** "25,00,000" and "₹ 5 00 000" are read as plain numbers: grouping, spaces and the rupee sign are dropped. */
function numberText(text: string): string {
  return text.replace(/[\s,₹]/g, '');
}

type Parsed = { value: unknown } | { omit: true } | { error: EligibilityMessageId };

function parseField(field: FieldDef, raw: string | undefined): Parsed {
  const text = (raw ?? '').trim();
  switch (field.type) {
    case 'yes-no':
      return text === 'yes' ? { value: true } : text === 'no' ? { value: false } : { omit: true };
    case 'choice':
      if (text === '') return { error: REQUIRED_MESSAGE };
      return { value: field.sendAs === 'integer' ? Number.parseInt(text, 10) : text };
    case 'integer':
    case 'decimal': {
      const digits = numberText(text);
      if (digits === '') return field.optional ? { omit: true } : { error: REQUIRED_MESSAGE };
      if (field.type === 'integer') return INTEGER_TEXT.test(digits) ? { value: Number.parseInt(digits, 10) } : { error: WHOLE_NUMBER_MESSAGE };
      return DECIMAL_TEXT.test(digits) ? { value: Number.parseFloat(digits) } : { error: NUMBER_MESSAGE };
    }
  }
}

export type ApplicationRequestResult =
  | { ok: true; request: EligibilityRequest }
  | { ok: false; errors: Readonly<Record<string, EligibilityMessageId>> };

/**
 * The POST /loan_eligibility/check-eligibility/ body for the chosen kind, or a message (its id) per
 * field the form cannot send (empty, or not a number). Ranges are the server's to check (spec §5:
 * client-side numeric bounds are not shown); its field messages appear under the same fields.
 */
export function applicationRequest(state: EligibilityFormState): ApplicationRequestResult {
  const values = currentValues(state);
  const application: Record<string, unknown> = {};
  const errors: Record<string, EligibilityMessageId> = {};
  for (const field of fieldsOf(state.kind)) {
    const parsed = parseField(field, values[field.name]);
    if ('error' in parsed) errors[field.name] = parsed.error;
    else if ('value' in parsed) application[field.name] = parsed.value;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  // The application was built from the kind's own field list, so it has exactly the kind's fields.
  return { ok: true, request: { loan_type: state.kind, application } as EligibilityRequest };
}

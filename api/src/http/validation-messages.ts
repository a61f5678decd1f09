/** The subset of an ajv error object Fastify hands to the error handler. */
export interface SchemaError {
  instancePath: string;
  keyword: string;
  params: Record<string, unknown>;
  message?: string;
}

/** Messages for `pattern` failures of well-known fields. */
const PATTERN_MESSAGES: Record<string, string> = {
  mobile_number: 'Enter a valid 10-digit mobile number.',
  customer_mobile: 'Enter a valid 10-digit mobile number.',
  email: 'Enter a valid email address.',
  employee_id: 'Enter a valid employee ID.',
  otp: 'Enter the 6-digit code.',
  id: 'A valid integer is required.',
  // Numeric id filters of the catalogue lists.
  bank: 'A valid integer is required.',
  loan: 'A valid integer is required.',
  bank_branch: 'A valid integer is required.',
  // The lead list's territory and idle-days filters.
  territory: 'A valid integer is required.',
  idle_days: 'A valid integer is required.',
};

const TYPE_MESSAGES: Record<string, string> = {
  integer: 'A valid integer is required.',
  number: 'A valid number is required.',
  string: 'Not a valid string.',
  boolean: 'Must be a valid boolean.',
  array: 'Expected a list of items.',
  object: 'Expected an object.',
};

function fieldOf(error: SchemaError): string {
  const segments = error.instancePath.split('/').filter(Boolean);
  if (error.keyword === 'required' && typeof error.params.missingProperty === 'string') {
    segments.push(error.params.missingProperty);
  }
  // Report list items against the list itself (e.g. "locations" for /locations/2).
  const named = segments.filter((segment) => !/^\d+$/.test(segment));
  return named.join('.');
}

function messageOf(error: SchemaError, field: string): string | null {
  const limit = error.params.limit;
  const leaf = field.split('.').pop() ?? field;
  switch (error.keyword) {
    case 'required':
      return 'This field is required.';
    case 'type': {
      const expected = String(error.params.type ?? '');
      if (expected === 'null') return null;
      return TYPE_MESSAGES[expected] ?? `Expected ${expected}.`;
    }
    case 'minLength':
      return limit === 1 ? 'This field may not be blank.' : `Ensure this field has at least ${String(limit)} characters.`;
    case 'maxLength':
      return `Ensure this field has no more than ${String(limit)} characters.`;
    case 'minimum':
      return `Ensure this value is greater than or equal to ${String(limit)}.`;
    case 'exclusiveMinimum':
      return `Ensure this value is greater than ${String(limit)}.`;
    case 'maximum':
      return `Ensure this value is less than or equal to ${String(limit)}.`;
    case 'exclusiveMaximum':
      return `Ensure this value is less than ${String(limit)}.`;
    case 'pattern':
      return PATTERN_MESSAGES[leaf] ?? 'Enter a valid value.';
    case 'format':
      return `Enter a valid ${String(error.params.format ?? 'value')}.`;
    case 'const':
    case 'enum':
      return 'Select a valid choice.';
    case 'minItems':
      return `Ensure this field has at least ${String(limit)} items.`;
    case 'maxItems':
      return `Ensure this field has no more than ${String(limit)} items.`;
    case 'uniqueItems':
      return 'Items must be unique.';
    case 'additionalProperties':
      return `Unexpected field "${String(error.params.additionalProperty ?? '')}".`;
    case 'anyOf':
      return 'Select a valid choice.';
    default:
      return error.message ? `${error.message.charAt(0).toUpperCase()}${error.message.slice(1)}.` : 'Invalid value.';
  }
}

export interface MappedValidation {
  fields: Record<string, string[]>;
  /** Set when the failure concerns the whole body/query rather than one field. */
  detail: string | null;
}

/**
 * Turns ajv errors into `{"field": ["message"]}`. Union branches (anyOf) add noise: the
 * generic anyOf/null errors are dropped when a more specific message exists for the field.
 */
export function mapValidationErrors(errors: SchemaError[], context: string | undefined): MappedValidation {
  const byField = new Map<string, { keyword: string; message: string }[]>();
  let detail: string | null = null;
  for (const error of errors) {
    const field = fieldOf(error);
    const message = messageOf(error, field);
    if (message === null) continue;
    if (field === '') {
      detail ??=
        error.keyword === 'type' && context === 'body'
          ? 'Request body must be a JSON object.'
          : `Invalid ${context ?? 'request'}: ${message}`;
      continue;
    }
    const list = byField.get(field) ?? [];
    list.push({ keyword: error.keyword, message });
    byField.set(field, list);
  }
  const fields: Record<string, string[]> = {};
  for (const [field, list] of byField) {
    const specific = list.filter((entry) => entry.keyword !== 'anyOf');
    const chosen = specific.length > 0 ? specific : list;
    fields[field] = [...new Set(chosen.map((entry) => entry.message))];
  }
  return { fields, detail: Object.keys(fields).length > 0 ? null : (detail ?? 'Invalid input.') };
}

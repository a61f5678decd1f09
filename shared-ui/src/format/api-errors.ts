/**
 * The portal's one reading of a failed API call (portal-core spec §8). Every screen turns errors
 * into text through this module. It works on axios errors by their shape (`response`, `request`,
 * `code`, `isAxiosError`), so shared-ui needs no HTTP library.
 *
 * The API answers errors as `{"detail": "..."}`, or on a 400 as `{"field": ["message", ...]}`.
 */
import { t } from './i18n';

/** In English, for log lines (failure-log.ts) and tests; a screen shows format/i18n's text in its language. */
export const DEFAULT_ERROR_MESSAGE = 'An error occurred';
export const NO_RESPONSE_MESSAGE = 'No response received from server';

/** The first message of each field of a 400 answer, by field name. */
export type FieldErrors = Readonly<Record<string, string>>;

/** How a call failed. */
export type ApiError =
  // The server answered with an error status; texts are set only when non-blank.
  | { kind: 'answered'; status: number | undefined; detail?: string; message?: string; fieldErrors: FieldErrors }
  // The request was sent and nothing came back: network down, timeout, CORS.
  | { kind: 'no-response' }
  // Anything else: a request never sent, a cancelled one, an error outside HTTP.
  | { kind: 'other'; message?: string };

/**
 * axios errors without a response are requests that got no answer, except these: the request was
 * never sent (bad configuration) or the caller cancelled it. Errors built by axios-mock-adapter
 * carry neither `request` nor always a `code`, so the absence of a response is what counts.
 */
const NOT_SENT_CODES = new Set(['ERR_CANCELED', 'ERR_INVALID_URL', 'ERR_BAD_OPTION', 'ERR_BAD_OPTION_VALUE', 'ERR_NOT_SUPPORT', 'ERR_DEPRECATED']);

/** Keys of an error body that speak about the request as a whole, never about one field. */
const GENERAL_KEYS = new Set(['detail', 'message']);

interface HttpErrorShape {
  response?: { status?: unknown; data?: unknown; headers?: unknown } | null;
  request?: unknown;
  code?: unknown;
  isAxiosError?: unknown;
  message?: unknown;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** A field's messages arrive as a list; a single text is accepted too. Blank entries are skipped. */
function firstMessage(value: unknown): string | undefined {
  return Array.isArray(value) ? value.map(text).find((message) => message !== undefined) : text(value);
}

function fieldErrorsOf(status: number | undefined, body: unknown): FieldErrors {
  if (status !== 400 || !isRecord(body)) return {};
  const errors: Record<string, string> = {};
  for (const [field, value] of Object.entries(body)) {
    const message = GENERAL_KEYS.has(field) ? undefined : firstMessage(value);
    if (message !== undefined) errors[field] = message;
  }
  return errors;
}

export function parseApiError(error: unknown): ApiError {
  if (!isRecord(error)) return { kind: 'other' };
  const { response, request, code, isAxiosError, message } = error as HttpErrorShape;
  if (isRecord(response)) {
    const status = typeof response.status === 'number' ? response.status : undefined;
    const body = isRecord(response.data) ? response.data : undefined;
    return {
      kind: 'answered',
      status,
      detail: text(body?.detail),
      message: text(body?.message),
      fieldErrors: fieldErrorsOf(status, body),
    };
  }
  const sentWithoutAnswer =
    (request !== undefined && request !== null) || (isAxiosError === true && !NOT_SENT_CODES.has(String(code)));
  return sentWithoutAnswer ? { kind: 'no-response' } : { kind: 'other', message: text(message) };
}

/**
 * The spec's text for a failed call: when the server answered, its `detail`, else its `message`,
 * else `fallback`; with no answer, "No response received from server"; otherwise the error's own
 * message (or `fallback` when it has none).
 */
export function getErrorMessage(error: unknown, fallback?: string): string {
  const failure = parseApiError(error);
  // Our own words in the page's language; the server's as it wrote them (the API localises them itself).
  switch (failure.kind) {
    case 'answered':
      return failure.detail ?? failure.message ?? fallback ?? t('error.default');
    case 'no-response':
      return t('error.noResponse');
    case 'other':
      return failure.message ?? fallback ?? t('error.default');
  }
}

/**
 * The id the API gave the failed request (its `X-Request-Id` answer header), for the screen to show as
 * "Reference: …" so support can find the request in the logs; undefined when there was no answer.
 */
export function requestReference(error: unknown): string | undefined {
  if (!isRecord(error)) return undefined;
  const headers = (error as HttpErrorShape).response?.headers;
  if (!isRecord(headers)) return undefined;
  const id = headers['x-request-id'];
  return typeof id === 'string' && /^[A-Za-z0-9._:-]{1,128}$/.test(id) ? id : undefined;
}

/** What the server said about the request as a whole: its `detail`, else its `message`. */
export function serverMessage(error: unknown): string | undefined {
  const failure = parseApiError(error);
  return failure.kind === 'answered' ? (failure.detail ?? failure.message) : undefined;
}

/** The first message per field of a 400 answer `{"field": ["message", ...]}`; empty for anything else. */
export function fieldErrors(error: unknown): FieldErrors {
  const failure = parseApiError(error);
  return failure.kind === 'answered' ? failure.fieldErrors : {};
}

/** Every message of one key of a 400 answer. */
export interface FieldMessages {
  field: string;
  messages: string[];
}

/**
 * Every message of a 400 answer, key by key in the server's order (`detail` and `non_field_errors`
 * included, under their own names); empty for anything else. For texts that list all of them, like
 * the criteria dialog's "Validation Error" toast; under a field, show `fieldErrors`' first message.
 */
export function allFieldMessages(error: unknown): FieldMessages[] {
  if (responseStatus(error) !== 400) return [];
  const body = (error as HttpErrorShape).response?.data;
  if (!isRecord(body)) return [];
  const fields: FieldMessages[] = [];
  for (const [field, value] of Object.entries(body)) {
    const messages = (Array.isArray(value) ? value.flat() : [value]).map(text).filter((message) => message !== undefined);
    if (messages.length > 0) fields.push({ field, messages });
  }
  return fields;
}

/** The status of the server's answer; undefined when there was none. */
export function responseStatus(error: unknown): number | undefined {
  const failure = parseApiError(error);
  return failure.kind === 'answered' ? failure.status : undefined;
}

export interface FormErrors<F extends string> {
  /** The first message the server gave for each of the form's own fields. */
  fields: Partial<Record<F, string>>;
  /**
   * Everything else the server said, for a place outside the fields: its `detail` or `message`,
   * else the first message about a field the form does not show. Undefined when it said nothing.
   */
  other: string | undefined;
}

/** A failed form submit, split into messages for the form's fields and the rest. */
export function formErrors<F extends string>(error: unknown, formFields: readonly F[]): FormErrors<F> {
  const isFormField = (field: string): field is F => (formFields as readonly string[]).includes(field);
  const fields: Partial<Record<F, string>> = {};
  let otherField: string | undefined;
  for (const [field, message] of Object.entries(fieldErrors(error))) {
    if (isFormField(field)) fields[field] = message;
    else otherField ??= message;
  }
  return { fields, other: serverMessage(error) ?? otherField };
}

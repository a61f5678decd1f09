/**
 * What the red error box says when a check fails (spec back-office §8, "Eligibility check failed"):
 *
 * - the answer's `error` is a text: that text as is;
 * - `error` maps fields to messages (the API's 400): "Please correct the following errors:" and one
 *   line "field: first message" per field (the same messages also go under the form's fields);
 * - any other answer that is not a success: "Failed to check eligibility";
 * - no usable answer at all (network down, timeout, a 500, a 401 the session could not renew):
 *   "Something went wrong".
 */
export const CORRECT_ERRORS_TEXT = 'Please correct the following errors:';
export const NOT_SUCCESSFUL_TEXT = 'Failed to check eligibility';
export const SOMETHING_WENT_WRONG_TEXT = 'Something went wrong';

export interface FieldMessage {
  field: string;
  message: string;
}

export type CheckFailure = { type: 'message'; message: string } | { type: 'fields'; fields: readonly FieldMessage[] };

/** An answer of the check that is not a success (HTTP 200 or 400); `body` is the answer as received. */
export class EligibilityCheckRejected extends Error {
  constructor(readonly body: unknown) {
    super(NOT_SUCCESSFUL_TEXT);
    this.name = 'EligibilityCheckRejected';
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function nonBlank(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** A field's messages arrive as a list; a single text is accepted too. Blank entries are skipped. */
function firstMessage(value: unknown): string | undefined {
  return Array.isArray(value) ? value.map(nonBlank).find((message) => message !== undefined) : nonBlank(value);
}

/** The first message of each field of an answer's `error` object, in the answer's order. */
export function fieldMessagesOf(error: unknown): FieldMessage[] {
  if (!isRecord(error)) return [];
  return Object.entries(error).flatMap(([field, value]) => {
    const message = firstMessage(value);
    return message === undefined ? [] : [{ field, message }];
  });
}

/** How a rejected answer's body reads in the error box. */
export function describeRejectedAnswer(body: unknown): CheckFailure {
  const error = isRecord(body) ? body.error : undefined;
  const text = nonBlank(error);
  if (text !== undefined) return { type: 'message', message: text };
  const fields = fieldMessagesOf(error);
  if (fields.length > 0) return { type: 'fields', fields };
  return { type: 'message', message: NOT_SUCCESSFUL_TEXT };
}

/** How any failure of the check reads in the error box. */
export function describeCheckFailure(error: unknown): CheckFailure {
  return error instanceof EligibilityCheckRejected
    ? describeRejectedAnswer(error.body)
    : { type: 'message', message: SOMETHING_WENT_WRONG_TEXT };
}

/** The first message per field, for the form's fields (empty unless the error names fields). */
export function checkFieldErrors(error: unknown): Readonly<Record<string, string>> {
  const failure = error === null || error === undefined ? undefined : describeCheckFailure(error);
  return failure?.type === 'fields' ? Object.fromEntries(failure.fields.map(({ field, message }) => [field, message])) : {};
}

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
import type { EligibilityMessageId, EligibilityT } from '../i18n';

/** The box's own texts, as ids of the feature's catalogue; the server's texts are shown as received. */
export const CORRECT_ERRORS_TEXT: EligibilityMessageId = 'errors.correctFields';
export const NOT_SUCCESSFUL_TEXT: EligibilityMessageId = 'errors.notSuccessful';
export const SOMETHING_WENT_WRONG_TEXT: EligibilityMessageId = 'errors.somethingWentWrong';

export interface FieldMessage {
  field: string;
  message: string;
}

export type CheckFailure = { type: 'message'; message: string } | { type: 'fields'; fields: readonly FieldMessage[] };

/** A failure as read, before its own texts are translated: the server's text, one of ours, or fields. */
type ReadFailure = CheckFailure | { type: 'own'; id: EligibilityMessageId };

/** An answer of the check that is not a success (HTTP 200 or 400); `body` is the answer as received. */
export class EligibilityCheckRejected extends Error {
  constructor(readonly body: unknown) {
    super('Failed to check eligibility'); // the error's own message, for logs; the screen shows NOT_SUCCESSFUL_TEXT
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

function readRejectedAnswer(body: unknown): ReadFailure {
  const error = isRecord(body) ? body.error : undefined;
  const text = nonBlank(error);
  if (text !== undefined) return { type: 'message', message: text };
  const fields = fieldMessagesOf(error);
  if (fields.length > 0) return { type: 'fields', fields };
  return { type: 'own', id: NOT_SUCCESSFUL_TEXT };
}

function readFailure(error: unknown): ReadFailure {
  return error instanceof EligibilityCheckRejected ? readRejectedAnswer(error.body) : { type: 'own', id: SOMETHING_WENT_WRONG_TEXT };
}

function shown(failure: ReadFailure, t: EligibilityT): CheckFailure {
  return failure.type === 'own' ? { type: 'message', message: t(failure.id) } : failure;
}

/** How a rejected answer's body reads in the error box. */
export function describeRejectedAnswer(body: unknown, t: EligibilityT): CheckFailure {
  return shown(readRejectedAnswer(body), t);
}

/** How any failure of the check reads in the error box. */
export function describeCheckFailure(error: unknown, t: EligibilityT): CheckFailure {
  return shown(readFailure(error), t);
}

/** The first message per field, for the form's fields (empty unless the error names fields). */
export function checkFieldErrors(error: unknown): Readonly<Record<string, string>> {
  const failure = error === null || error === undefined ? undefined : readFailure(error);
  return failure?.type === 'fields' ? Object.fromEntries(failure.fields.map(({ field, message }) => [field, message])) : {};
}

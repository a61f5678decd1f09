import { allFieldMessages, type FieldMessages } from 'shared-ui';
import type { LoanCriteriaMessageId } from '../i18n';

/**
 * What the criteria dialog tells the user after a save (spec back-office §5, §8, §9): the success
 * toasts, the "Validation Error" toast of a 400, and the form-level fallbacks of other failures
 * (ids of the feature's catalogue, shown with `t`; the server's messages are shown as received).
 */

/** Criteria toasts last 3 seconds (spec §9). */
export const CRITERIA_TOAST_DURATION_MS = 3000;

export type SaveMode = 'create' | 'update';

export const SAVED_TOASTS: Record<SaveMode, { title: LoanCriteriaMessageId; description: LoanCriteriaMessageId }> = {
  create: { title: 'toast.createdTitle', description: 'toast.createdText' },
  update: { title: 'toast.updatedTitle', description: 'toast.updatedText' },
};

export const VALIDATION_TOAST_TITLE: LoanCriteriaMessageId = 'toast.validationTitle';

/** Form-level text of a failure the server gave no words for (500 without a body, ...). */
export const SAVE_FAILED: Record<SaveMode, LoanCriteriaMessageId> = {
  create: 'save.createFailed',
  update: 'save.updateFailed',
};

/** Keys of a 400 body that speak about the request as a whole rather than one field. */
const GENERAL_KEYS = new Set(['detail', 'message', 'non_field_errors']);

/**
 * Every message of a 400 answer `{field: ["message", ...]}`, field by field in the server's order;
 * undefined when the failure is not a 400 with at least one message.
 */
export function validationMessages(error: unknown): FieldMessages[] | undefined {
  const fields = allFieldMessages(error);
  return fields.length > 0 ? fields : undefined;
}

/** "max_age" -> "max age" (spec §5: field names with underscores as spaces). */
export function fieldNameText(field: string): string {
  return field.replace(/_/g, ' ');
}

/**
 * The "Validation Error" toast's text: a line per field, "max age: Maximum age must be at least the
 * minimum age.", its messages one after another; what the server said about the request as a
 * whole (detail, non_field_errors) as it is, without a field name.
 */
export function validationToastText(fields: readonly FieldMessages[]): string {
  return fields
    .map(({ field, messages }) => (GENERAL_KEYS.has(field) ? messages.join(' ') : `${fieldNameText(field)}: ${messages.join(' ')}`))
    .join('\n');
}

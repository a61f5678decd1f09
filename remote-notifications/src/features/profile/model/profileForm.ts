import type { EmployeeDetail, ProfileUpdateRequest } from 'shared-contracts';
import { formErrors } from 'shared-ui';
import type { ProfileMessageId, ProfileT } from '../i18n';

/**
 * What the edit form holds: the two fields an employee may change about themselves, and the
 * current password, which the API asks for when the mobile number changes.
 */
export interface ProfileFormValues {
  username: string;
  mobile_number: string;
  current_password: string;
}

export type ProfileFormField = keyof ProfileFormValues;

export const PROFILE_FORM_FIELDS: readonly ProfileFormField[] = ['username', 'mobile_number', 'current_password'];

export type ProfileFormErrors = Partial<Record<ProfileFormField, string>>;

export const PROFILE_UPDATE_FALLBACK_ERROR: ProfileMessageId = 'edit.failed';

/**
 * The toast after a save that changed something: leaving edit mode alone does not tell the user the
 * server accepted the change (Cancel leaves edit mode too).
 */
export function profileSavedToast(t: ProfileT) {
  return { title: t('edit.savedTitle'), description: t('edit.savedText'), type: 'success' } as const;
}

export function formValuesOf(employee: EmployeeDetail): ProfileFormValues {
  return { username: employee.username, mobile_number: employee.mobile_number ?? '', current_password: '' };
}

/** True while the entered mobile number (trimmed) differs from the stored one, removing it included. */
export function mobileNumberChanged(employee: EmployeeDetail, values: ProfileFormValues): boolean {
  return values.mobile_number.trim() !== (employee.mobile_number ?? '');
}

/**
 * The PATCH body: only the fields that differ from the stored values (trimmed). A cleared
 * mobile number is sent as null, which removes it. The current password goes with a mobile
 * number change only, as typed; left empty, the server names it as missing. An empty object
 * means nothing changed.
 */
export function changedFields(employee: EmployeeDetail, values: ProfileFormValues): ProfileUpdateRequest {
  const changes: ProfileUpdateRequest = {};
  const username = values.username.trim();
  if (username !== employee.username) changes.username = username;
  if (mobileNumberChanged(employee, values)) {
    const mobileNumber = values.mobile_number.trim();
    changes.mobile_number = mobileNumber === '' ? null : mobileNumber;
    if (values.current_password !== '') changes.current_password = values.current_password;
  }
  return changes;
}

/**
 * A failed update as messages under the form's fields: the server's first message for username,
 * mobile number and current password; anything else it said (another field's message, its
 * detail) under username when username has none of its own; with no usable message at all,
 * username shows "Failed to update profile".
 */
export function profileFormErrors(error: unknown, t: ProfileT): ProfileFormErrors {
  const { fields, other } = formErrors(error, PROFILE_FORM_FIELDS);
  const username = fields.username ?? other;
  const errors: ProfileFormErrors = username === undefined ? fields : { ...fields, username };
  return Object.keys(errors).length > 0 ? errors : { username: t(PROFILE_UPDATE_FALLBACK_ERROR) };
}

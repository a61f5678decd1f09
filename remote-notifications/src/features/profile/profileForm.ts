import type { EmployeeDetail, ProfileUpdateRequest } from 'shared-contracts';

/** What the edit form holds: the two fields an employee may change about themselves. */
export interface ProfileFormValues {
  username: string;
  mobile_number: string;
}

export type ProfileFormField = keyof ProfileFormValues;

export function formValuesOf(employee: EmployeeDetail): ProfileFormValues {
  return { username: employee.username, mobile_number: employee.mobile_number ?? '' };
}

/**
 * The PATCH body: only the fields that differ from the stored values (trimmed). A cleared
 * mobile number is sent as null, which removes it. An empty object means nothing changed.
 */
export function changedFields(employee: EmployeeDetail, values: ProfileFormValues): ProfileUpdateRequest {
  const changes: ProfileUpdateRequest = {};
  const username = values.username.trim();
  if (username !== employee.username) changes.username = username;
  const mobileNumber = values.mobile_number.trim();
  if (mobileNumber !== (employee.mobile_number ?? '')) changes.mobile_number = mobileNumber === '' ? null : mobileNumber;
  return changes;
}

import { useState } from 'react';
import type { EmployeeDetail } from 'shared-contracts';
import { changedFields, formValuesOf, type ProfileFormField, type ProfileFormValues } from './profileForm';
import { toProfileFieldErrors, type ProfileFieldErrors } from './profileErrors';
import { useUpdateProfile } from './useUpdateProfile';

export interface ProfileEditor {
  isEditing: boolean;
  isSaving: boolean;
  values: ProfileFormValues;
  errors: ProfileFieldErrors;
  startEditing: () => void;
  changeField: (field: ProfileFormField, value: string) => void;
  save: () => void;
  cancel: () => void;
}

/**
 * View mode <-> edit mode of the profile. Edit starts from the stored values; Save sends only
 * what changed and returns to view mode on success (with nothing changed it returns at once);
 * Cancel drops the edits and errors and returns to view mode.
 */
export function useProfileEditor(employee: EmployeeDetail): ProfileEditor {
  const [isEditing, setIsEditing] = useState(false);
  const [values, setValues] = useState<ProfileFormValues>(() => formValuesOf(employee));
  const [errors, setErrors] = useState<ProfileFieldErrors>({});
  const updateProfile = useUpdateProfile(employee.employee_id);

  const startEditing = () => {
    setValues(formValuesOf(employee));
    setErrors({});
    updateProfile.reset();
    setIsEditing(true);
  };

  const changeField = (field: ProfileFormField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
  };

  const cancel = () => {
    setValues(formValuesOf(employee));
    setErrors({});
    updateProfile.reset();
    setIsEditing(false);
  };

  const save = () => {
    if (updateProfile.isPending) return;
    const changes = changedFields(employee, values);
    setErrors({});
    if (Object.keys(changes).length === 0) {
      setIsEditing(false);
      return;
    }
    updateProfile.mutate(changes, {
      onSuccess: () => setIsEditing(false),
      onError: (error) => setErrors(toProfileFieldErrors(error)),
    });
  };

  return { isEditing, isSaving: updateProfile.isPending, values, errors, startEditing, changeField, save, cancel };
}

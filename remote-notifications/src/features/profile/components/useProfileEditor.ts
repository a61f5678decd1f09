import { useState } from 'react';
import type { EmployeeDetail } from 'shared-contracts';
import { useUpdateProfile } from '../api/profileUpdate';
import { useT } from '../i18n';
import {
  profileSavedToast,
  changedFields,
  formValuesOf,
  mobileNumberChanged,
  profileFormErrors,
  type ProfileFormErrors,
  type ProfileFormField,
  type ProfileFormValues,
} from '../model/profileForm';

export interface ProfileEditor {
  isEditing: boolean;
  isSaving: boolean;
  values: ProfileFormValues;
  errors: ProfileFormErrors;
  /** The current password is asked for only while the entered mobile number differs from the stored one. */
  needsCurrentPassword: boolean;
  startEditing: () => void;
  changeField: (field: ProfileFormField, value: string) => void;
  save: () => void;
  cancel: () => void;
}

/**
 * View mode <-> edit mode of the profile. Edit starts from the stored values; Save sends only
 * what changed and returns to view mode on success with a "Profile updated" toast (with nothing
 * changed it returns at once, without a toast: nothing was saved);
 * Cancel drops the edits and errors and returns to view mode. Leaving edit mode also forgets
 * the current password.
 */
export function useProfileEditor(employee: EmployeeDetail): ProfileEditor {
  const t = useT();
  const [isEditing, setIsEditing] = useState(false);
  const [values, setValues] = useState<ProfileFormValues>(() => formValuesOf(employee));
  const [errors, setErrors] = useState<ProfileFormErrors>({});
  const updateProfile = useUpdateProfile();

  const resetForm = () => {
    setValues(formValuesOf(employee));
    setErrors({});
  };

  const startEditing = () => {
    resetForm();
    updateProfile.reset();
    setIsEditing(true);
  };

  const stopEditing = () => {
    resetForm();
    setIsEditing(false);
  };

  const changeField = (field: ProfileFormField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
  };

  const cancel = () => {
    updateProfile.reset();
    stopEditing();
  };

  const save = () => {
    if (updateProfile.isPending) return;
    const changes = changedFields(employee, values);
    setErrors({});
    if (Object.keys(changes).length === 0) {
      stopEditing();
      return;
    }
    updateProfile.mutate(changes, {
      onSuccess: () => {
        stopEditing();
        // Imported when needed: the page's own module, and so this hook, does not import
        // shared-ui/widgets (docs/pages.md, "A page's header first"); by now they have arrived.
        void import('shared-ui/widgets').then(({ showToast }) => showToast(profileSavedToast(t)));
      },
      onError: (error) => setErrors(profileFormErrors(error, t)),
    });
  };

  return {
    isEditing,
    isSaving: updateProfile.isPending,
    values,
    errors,
    needsCurrentPassword: isEditing && mobileNumberChanged(employee, values),
    startEditing,
    changeField,
    save,
    cancel,
  };
}

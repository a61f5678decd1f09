import { useState } from 'react';
import type { TaxProfile } from 'shared-contracts';
import { useUpdateTaxProfile } from '../api/taxProfile';
import { useT } from '../i18n';
import {
  taxProfileSavedToast,
  formValuesOf,
  taxProfileChanges,
  taxProfileFormErrors,
  type TaxProfileFormErrors,
  type TaxProfileFormField,
  type TaxProfileFormValues,
} from '../model/taxProfileForm';

export interface TaxProfileEditor {
  isEditing: boolean;
  isSaving: boolean;
  values: TaxProfileFormValues;
  errors: TaxProfileFormErrors;
  startEditing: () => void;
  changeField: (field: TaxProfileFormField, value: string) => void;
  save: () => void;
  cancel: () => void;
}

/**
 * Read view <-> edit mode of the tax and payout details. Edit starts from the stored values (the
 * account number empty); Save sends only what changed and returns to the read view on success,
 * showing the API's answer, with a toast (with nothing changed it returns at once, without a
 * toast: nothing was saved); Cancel drops the edits and errors. Leaving edit mode also forgets the
 * account number and the current password.
 */
export function useTaxProfileEditor(profile: TaxProfile): TaxProfileEditor {
  const t = useT();
  const [isEditing, setIsEditing] = useState(false);
  const [values, setValues] = useState<TaxProfileFormValues>(() => formValuesOf(profile));
  const [errors, setErrors] = useState<TaxProfileFormErrors>({});
  const updateTaxProfile = useUpdateTaxProfile();

  const startEditing = () => {
    setValues(formValuesOf(profile));
    setErrors({});
    updateTaxProfile.reset();
    setIsEditing(true);
  };

  const stopEditing = (stored: TaxProfile) => {
    setValues(formValuesOf(stored));
    setErrors({});
    setIsEditing(false);
  };

  const changeField = (field: TaxProfileFormField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
  };

  const cancel = () => {
    updateTaxProfile.reset();
    stopEditing(profile);
  };

  const save = () => {
    if (updateTaxProfile.isPending) return;
    const changes = taxProfileChanges(profile, values);
    setErrors({});
    if (Object.keys(changes).length === 0) {
      stopEditing(profile);
      return;
    }
    updateTaxProfile.mutate(changes, {
      onSuccess: (saved) => {
        stopEditing(saved);
        // Imported when needed: the page's own module does not import shared-ui/widgets
        // (docs/pages.md, "A page's header first"); the page loaded its toaster when editing started.
        void import('shared-ui/widgets').then(({ showToast }) => showToast(taxProfileSavedToast(t)));
      },
      onError: (error) => setErrors(taxProfileFormErrors(error, t)),
    });
  };

  return {
    isEditing,
    isSaving: updateTaxProfile.isPending,
    values,
    errors,
    startEditing,
    changeField,
    save,
    cancel,
  };
}

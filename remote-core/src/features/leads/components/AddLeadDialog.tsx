import { useState } from 'react';
import { useProfile } from 'shared-auth';
import { Alert, Text } from 'shared-ui';
import { DialogFrame, FormDialog } from 'shared-ui/widgets';
import { useCreateLead } from '../api/createLead';
import {
  EMPTY_ADD_LEAD_VALUES,
  NO_ADD_LEAD_ERRORS,
  addLeadErrors,
  canCreateLead,
  changeAddLeadValue,
  leadCreatePayload,
  referrerOf,
  type AddLeadInput,
} from '../model/addLeadForm';
import { useT } from '../i18n';
import { AddLeadFormFields } from './AddLeadFormFields';
import { DuplicateLeadWarning } from './DuplicateLeadWarning';

interface AddLeadContentProps {
  onClose: () => void;
  onCreated: () => void;
}

/**
 * The dialog's form. It is mounted only while the dialog is open, so closing it (Cancel, success,
 * Escape) resets every value and message.
 */
function AddLeadContent({ onClose, onCreated }: AddLeadContentProps) {
  const t = useT();
  const { profile } = useProfile();
  const referrer = referrerOf(profile);
  const territory = profile?.assigned_territory;
  const [values, setValues] = useState(EMPTY_ADD_LEAD_VALUES);
  const createLead = useCreateLead();
  const errors = createLead.isError ? addLeadErrors(createLead.error, t) : NO_ADD_LEAD_ERRORS;
  const canSubmit = canCreateLead(values, referrer) && !createLead.isPending;

  const change = (field: AddLeadInput, value: string) => setValues((current) => changeAddLeadValue(current, field, value));
  const submit = () => {
    createLead.mutate(leadCreatePayload(values, referrer), {
      onSuccess: () => {
        onCreated();
        onClose();
      },
    });
  };

  return (
    <FormDialog
      title={t('addLead.title')}
      submitLabel={t('addLead.submit')}
      pending={createLead.isPending}
      canSubmit={canSubmit}
      error={errors.general}
      onSubmit={submit}
      onCancel={onClose}
    >
      {profile ? (
        <Text fontSize="sm" color="fg.muted">
          {territory
            ? t('addLead.referredByInTerritory', { name: profile.username, employeeId: profile.employee_id, territory: territory.name })
            : t('addLead.referredBy', { name: profile.username, employeeId: profile.employee_id })}
        </Text>
      ) : null}
      {profile && !territory ? (
        <Alert.Root status="warning" size="sm">
          <Alert.Indicator />
          <Alert.Title>{t('addLead.noTerritory')}</Alert.Title>
        </Alert.Root>
      ) : null}
      <AddLeadFormFields values={values} errors={errors.fields} disabled={createLead.isPending} onChange={change} />
      <DuplicateLeadWarning mobile={values.mobile} />
    </FormDialog>
  );
}

interface AddLeadDialogProps extends AddLeadContentProps {
  open: boolean;
}

/**
 * Add Lead: customer, loan type (a bank loan), the bank branch (preselected with the suggestion) and
 * amount; referrer and territory (the payload's `branch`) come from the profile.
 */
export function AddLeadDialog({ open, onClose, onCreated }: AddLeadDialogProps) {
  return (
    <DialogFrame open={open} onClose={onClose} size="lg">
      <AddLeadContent onClose={onClose} onCreated={onCreated} />
    </DialogFrame>
  );
}

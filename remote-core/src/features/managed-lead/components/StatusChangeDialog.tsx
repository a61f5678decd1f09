import { useState } from 'react';
import type { LeadStatus, ManagedLeadDetail } from 'shared-contracts';
import { leadStatusText, Text } from 'shared-ui';
import { FormDialog, FormField, TextareaControl } from 'shared-ui/widgets';
import { useChangeLeadStatus } from '../api/changeLeadStatus';
import { useT } from '../i18n';
import { REMARK_MAX_LENGTH, remarkError, statusChangeEffect, statusChangeErrors, type StatusAction } from '../model/statusActions';

interface StatusChangeFormProps {
  lead: ManagedLeadDetail;
  action: StatusAction;
  onClose: () => void;
  onChanged: (message: string) => void;
}

/**
 * The dialog of one status button: what the change does, and the required remark. The remark's
 * rule shows under it once Submit was tried; the server's field messages show under the fields, a
 * 409 (someone changed the lead first) above the buttons while the page refetches the lead; the
 * dialog then cannot be submitted any more.
 */
export function StatusChangeForm({ lead, action, onClose, onChanged }: StatusChangeFormProps) {
  const t = useT();
  const [remark, setRemark] = useState('');
  const [tried, setTried] = useState(false);
  const change = useChangeLeadStatus(lead.id);
  const server = change.isError ? statusChangeErrors(change.error, t) : undefined;
  const ruleError = tried ? remarkError(remark, t) : undefined;
  // The lead as it was when the dialog opened: after a 409 or any other change meanwhile, the
  // choice made on the old state must not be sent (the user closes and decides again).
  const [openedStatus] = useState(lead.status);
  const unchanged = lead.status === openedStatus && lead.allowed_transitions.includes(action.to);
  const canSubmit = unchanged && !server?.conflict;

  const submit = () => {
    setTried(true);
    if (remarkError(remark, t) !== undefined) return;
    change.mutate(
      // The status this choice was made on: the server refuses it (409) when the lead has moved since.
      // (LeadDetail types `status` as a string; the API only ever answers one of the lead statuses.)
      { from_status: openedStatus as LeadStatus, status: action.to, remark: remark.trim() },
      { onSuccess: (updated) => onChanged(t('status.changed', { customer: updated.customer_name, status: leadStatusText(updated.status) })) },
    );
  };

  return (
    <FormDialog
      title={action.title}
      submitLabel={action.label}
      tone={action.tone}
      pending={change.isPending}
      canSubmit={canSubmit}
      error={server?.general ?? server?.status}
      onCancel={onClose}
      onSubmit={submit}
    >
      <Text>
        <Text as="span" fontWeight="semibold">
          {lead.customer_name}
        </Text>
        {': '}
        {statusChangeEffect({ ...lead, status: openedStatus }, action.to, t)}
      </Text>
      <FormField id="status-change-remark" label={t('status.remark')} required error={ruleError ?? server?.remark} helper={t('status.remarkHelper')}>
        {(control) => (
          <TextareaControl
            control={control}
            name="remark"
            rows={4}
            value={remark}
            disabled={change.isPending}
            onChange={(value) => setRemark(value.slice(0, REMARK_MAX_LENGTH + 100))}
          />
        )}
      </FormField>
    </FormDialog>
  );
}

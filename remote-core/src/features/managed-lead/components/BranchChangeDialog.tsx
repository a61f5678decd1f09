import { useState } from 'react';
import type { ManagedLeadDetail } from 'shared-contracts';
import { getErrorMessage, Text } from 'shared-ui';
import { FormDialog, FormField, Select, TextareaControl } from 'shared-ui/widgets';
import { useChangeLeadBranch, useManagedBranchChoices } from '../api/changeLeadBranch';
import { branchChangedMessage, branchChangeErrors, branchChangeItems, branchChangeRequest, branchValue } from '../model/branchChange';
import { REMARK_MAX_LENGTH } from '../model/statusActions';
import { useT } from '../i18n';

interface BranchChangeFormProps {
  lead: ManagedLeadDetail;
  onClose: () => void;
  onChanged: (message: string) => void;
}

/**
 * Change branch: every branch of the lead's bank, best first for the customer's address and the
 * connector's territory (the rule's suggestion and the current branch marked), or none; an optional
 * remark for the timeline. Sent with the branch the lead had when the dialog opened, so a move
 * someone else made meanwhile is not overwritten (409: the message shows and the page refetches).
 */
export function BranchChangeForm({ lead, onClose, onChanged }: BranchChangeFormProps) {
  const t = useT();
  const [seenBranchId] = useState(lead.bank_branch?.id ?? null);
  const [chosen, setChosen] = useState(branchValue(seenBranchId));
  const [remark, setRemark] = useState('');
  const choices = useManagedBranchChoices(lead.id);
  const change = useChangeLeadBranch(lead.id);
  const server = change.isError ? branchChangeErrors(change.error, t) : undefined;
  const unchanged = (lead.bank_branch?.id ?? null) === seenBranchId;
  const canSubmit = unchanged && !server?.conflict && choices.isSuccess && chosen !== branchValue(seenBranchId);
  const choicesError = choices.isError ? getErrorMessage(choices.error, t('branch.choicesError')) : undefined;

  const submit = () => {
    if (!canSubmit) return;
    change.mutate(branchChangeRequest(seenBranchId, chosen, remark), { onSuccess: (updated) => onChanged(branchChangedMessage(updated, t)) });
  };

  return (
    <FormDialog
      title={t('branch.title')}
      submitLabel={t('branch.submit')}
      pending={change.isPending}
      canSubmit={canSubmit}
      error={server?.general ?? choicesError}
      onCancel={onClose}
      onSubmit={submit}
    >
      <Text>
        <Text as="span" fontWeight="semibold">
          {lead.customer_name}
        </Text>
        {lead.bank?.trim() ? t('branch.intro', { bank: lead.bank.trim() }) : t('branch.introNoBank')}
      </Text>
      <FormField
        id="branch-change-branch"
        label={t('branch.field')}
        error={server?.bankBranch}
        helper={t('branch.helper')}
      >
        {(control) => (
          <Select
            control={control}
            name="bank_branch"
            value={choices.isSuccess ? chosen : ''}
            options={choices.isSuccess ? branchChangeItems(choices.data, seenBranchId, t) : []}
            placeholder={choices.isSuccess ? undefined : choices.isError ? t('branch.unavailable') : t('branch.loading')}
            disabled={change.isPending || !choices.isSuccess}
            onChange={setChosen}
          />
        )}
      </FormField>
      <FormField id="branch-change-remark" label={t('branch.remark')} error={server?.remark} helper={t('branch.remarkHelper')}>
        {(control) => (
          <TextareaControl
            control={control}
            name="remark"
            rows={3}
            value={remark}
            disabled={change.isPending}
            onChange={(value) => setRemark(value.slice(0, REMARK_MAX_LENGTH + 100))}
          />
        )}
      </FormField>
    </FormDialog>
  );
}

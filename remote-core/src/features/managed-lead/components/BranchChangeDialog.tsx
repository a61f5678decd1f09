import { useState } from 'react';
import type { ManagedLeadDetail } from 'shared-contracts';
import { getErrorMessage, Text } from 'shared-ui';
import { FormDialog, FormField, Select, TextareaControl } from 'shared-ui/widgets';
import { useChangeLeadBranch, useManagedBranchChoices } from '../api/changeLeadBranch';
import { branchChangedMessage, branchChangeErrors, branchChangeItems, branchChangeRequest, branchValue } from '../model/branchChange';
import { REMARK_MAX_LENGTH } from '../model/statusActions';

interface BranchChangeFormProps {
  lead: ManagedLeadDetail;
  onClose: () => void;
  onChanged: (message: string) => void;
}

/** Fallback when the branches cannot be read. */
export const BRANCH_CHOICES_FETCH_ERROR = 'The branches could not be loaded.';

/**
 * Change branch: every branch of the lead's bank, best first for the customer's address and the
 * connector's territory (the rule's suggestion and the current branch marked), or none; an optional
 * remark for the timeline. Sent with the branch the lead had when the dialog opened, so a move
 * someone else made meanwhile is not overwritten (409: the message shows and the page refetches).
 */
export function BranchChangeForm({ lead, onClose, onChanged }: BranchChangeFormProps) {
  const [seenBranchId] = useState(lead.bank_branch?.id ?? null);
  const [chosen, setChosen] = useState(branchValue(seenBranchId));
  const [remark, setRemark] = useState('');
  const choices = useManagedBranchChoices(lead.id);
  const change = useChangeLeadBranch(lead.id);
  const server = change.isError ? branchChangeErrors(change.error) : undefined;
  const unchanged = (lead.bank_branch?.id ?? null) === seenBranchId;
  const canSubmit = unchanged && !server?.conflict && choices.isSuccess && chosen !== branchValue(seenBranchId);
  const choicesError = choices.isError ? getErrorMessage(choices.error, BRANCH_CHOICES_FETCH_ERROR) : undefined;

  const submit = () => {
    if (!canSubmit) return;
    change.mutate(branchChangeRequest(seenBranchId, chosen, remark), { onSuccess: (updated) => onChanged(branchChangedMessage(updated)) });
  };

  return (
    <FormDialog
      title="Change branch"
      submitLabel="Change branch"
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
        {`: ${lead.bank?.trim() || 'the bank'} receives the lead's file at this branch.`}
      </Text>
      <FormField
        id="branch-change-branch"
        label="Bank Branch"
        error={server?.bankBranch}
        helper="Branches matching the customer's PIN code, city or the connector's territory come first."
      >
        {(control) => (
          <Select
            control={control}
            name="bank_branch"
            value={choices.isSuccess ? chosen : ''}
            options={choices.isSuccess ? branchChangeItems(choices.data, seenBranchId) : []}
            placeholder={choices.isSuccess ? undefined : choices.isError ? 'Branches are not available' : 'Loading branches...'}
            disabled={change.isPending || !choices.isSuccess}
            onChange={setChosen}
          />
        )}
      </FormField>
      <FormField id="branch-change-remark" label="Remark (Optional)" error={server?.remark} helper="Why the lead moves; it is shown in the lead's timeline.">
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

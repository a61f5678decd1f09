import { Select, FormField } from 'shared-ui/widgets';
import { useBranchChoices } from '../api/branchChoices';
import { useT } from '../i18n';
import { bankBranchHint, branchSelectItems, shownBankBranch } from '../model/addLeadForm';

interface BankBranchFieldProps {
  bankLoanId: number;
  bankName: string | undefined;
  address: string;
  /** "" while untouched (the suggestion is shown and the server assigns it), else the user's choice. */
  value: string;
  error: string | undefined;
  disabled: boolean;
  onChange: (value: string) => void;
}

/**
 * Bank Branch: the loan's bank's branches, best first for the customer's address and the connector's
 * territory, preselected with the server's suggestion (docs/leads.md). Choosing is never required: a
 * user who leaves it gets the suggestion, and if the branches cannot be read the server still assigns
 * one, so the field never blocks Create Lead.
 */
export function BankBranchField({ bankLoanId, bankName, address, value, error, disabled, onChange }: BankBranchFieldProps) {
  const t = useT();
  const choices = useBranchChoices(bankLoanId, address);
  const ready = choices.data !== undefined;
  const unavailable = choices.isError && !ready;
  const helper = ready
    ? bankBranchHint(value, choices.data, t)
    : unavailable
      ? t('addLead.branchesNotLoaded')
      : undefined;
  return (
    <FormField id="add-lead-bank-branch" label={t('addLead.bankBranch')} error={error} helper={helper} wide>
      {(control) =>
        ready ? (
          <Select
            control={control}
            name="bank_branch"
            value={shownBankBranch(value, choices.data)}
            options={branchSelectItems(choices.data, bankName, t)}
            disabled={disabled}
            onChange={onChange}
          />
        ) : (
          <Select
            control={control}
            name="bank_branch"
            value=""
            options={[]}
            placeholder={unavailable ? t('addLead.branchesUnavailable') : t('addLead.branchesLoading')}
            disabled
            onChange={onChange}
          />
        )
      }
    </FormField>
  );
}

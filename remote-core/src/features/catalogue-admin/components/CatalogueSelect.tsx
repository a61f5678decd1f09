import { FormField, Select, type SelectOption } from 'shared-ui/widgets';
import type { CatalogueAdminMessageId, CatalogueAdminT } from '../i18n';

interface CatalogueSelectProps {
  id: string;
  label: string;
  value: string;
  options: readonly SelectOption[];
  /** The empty choice's text ("Choose a bank"), or why there is nothing to choose. */
  placeholder: string;
  disabled?: boolean;
  error?: string;
  required?: boolean;
  onChange: (value: string) => void;
}

/** A labelled select of catalogue items: the list filters (bank, branch) and the dialogs' choices. */
export function CatalogueSelect({ id, label, value, options, placeholder, disabled = false, error, required = false, onChange }: CatalogueSelectProps) {
  return (
    <FormField id={id} label={label} error={error} required={required}>
      {(control) => <Select control={control} name={id} value={value} options={options} placeholder={placeholder} disabled={disabled} onChange={onChange} />}
    </FormField>
  );
}

/** What a select's options are: the placeholder's words while they load, when they failed, and to choose one. */
export type OptionsKind = 'banks' | 'loanTypes' | 'branches';

const PLACEHOLDERS: Record<OptionsKind, Record<'loading' | 'failed' | 'choose', CatalogueAdminMessageId>> = {
  banks: { loading: 'select.banksLoading', failed: 'select.banksFailed', choose: 'select.chooseBank' },
  loanTypes: { loading: 'select.loanTypesLoading', failed: 'select.loanTypesFailed', choose: 'select.chooseLoanType' },
  branches: { loading: 'select.branchesLoading', failed: 'select.branchesFailed', choose: 'select.chooseBranch' },
};

/** The placeholder of a select whose options are fetched ("Loading banks...", "Choose a bank"). */
export function optionsPlaceholder(state: { isPending: boolean; isError: boolean }, kind: OptionsKind, t: CatalogueAdminT): string {
  if (state.isPending) return t(PLACEHOLDERS[kind].loading);
  if (state.isError) return t(PLACEHOLDERS[kind].failed);
  return t(PLACEHOLDERS[kind].choose);
}

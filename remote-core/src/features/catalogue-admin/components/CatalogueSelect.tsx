import { FormField, Select, type SelectOption } from 'shared-ui/widgets';

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

/** The placeholder of a select whose options are fetched. */
export function optionsPlaceholder(state: { isPending: boolean; isError: boolean }, what: string, choose: string): string {
  if (state.isPending) return `Loading ${what}...`;
  if (state.isError) return `The ${what} could not be loaded`;
  return choose;
}

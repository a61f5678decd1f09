import { useEffect, useRef } from 'react';
import { Checkbox } from 'shared-ui/widgets';

interface EntryCheckboxProps {
  /** The box's accessible name (visually hidden). */
  label: string;
  checked: boolean | 'indeterminate';
  disabled?: boolean;
  /** The id of a text that says why the box is disabled (a payout hold). */
  describedBy?: string;
  onChange: (checked: boolean) => void;
}

/** A checkbox whose label only screen readers read (the row or section says what it selects). */
export function EntryCheckbox({ label, checked, disabled = false, describedBy, onChange }: EntryCheckboxProps) {
  const input = useRef<HTMLInputElement>(null);
  // Zag marks the hidden input `indeterminate` when the state changes to it, not when a box is
  // mounted in it (a connector shown again after paging): screen readers read it from the input.
  useEffect(() => {
    if (input.current) input.current.indeterminate = checked === 'indeterminate';
  }, [checked]);
  return (
    <Checkbox.Root size="sm" colorPalette="brand" checked={checked} disabled={disabled} onCheckedChange={(details) => onChange(details.checked === true)}>
      <Checkbox.HiddenInput ref={input} aria-describedby={describedBy} />
      <Checkbox.Control />
      <Checkbox.Label srOnly>{label}</Checkbox.Label>
    </Checkbox.Root>
  );
}

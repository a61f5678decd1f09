import type { ReactNode } from 'react';
import { Field } from 'shared-ui';

/** The ids and ARIA state a control needs to be labelled and described by its field. */
export interface ControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-errormessage'?: string;
  'aria-describedby'?: string;
}

interface FormFieldProps {
  id: string;
  label: string;
  /** The message under the control (client rule or the server's). */
  error: string | undefined;
  helper?: string;
  required?: boolean;
  disabled?: boolean;
  /** The control, given its ids: Chakra's Input takes them from the field itself, a native select or textarea does not. */
  children: (control: ControlProps) => ReactNode;
}

/** Label, control, helper and error message of one form input, wired for assistive technology. */
export function FormField({ id, label, error, helper, required = false, disabled = false, children }: FormFieldProps) {
  const errorId = `${id}-error`;
  const helperId = `${id}-helper`;
  const showHelper = helper !== undefined && error === undefined;
  return (
    <Field.Root id={id} ids={{ errorText: errorId, helperText: helperId }} invalid={error !== undefined} required={required} disabled={disabled}>
      <Field.Label>
        {label}
        {required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      {children({
        id,
        ...(error !== undefined ? { 'aria-invalid': true, 'aria-errormessage': errorId } : {}),
        ...(showHelper ? { 'aria-describedby': helperId } : {}),
      })}
      {showHelper ? <Field.HelperText>{helper}</Field.HelperText> : null}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

import type { ReactNode } from 'react';
import { Field } from '@chakra-ui/react/field';
import { Input } from '@chakra-ui/react/input';

/** The ids and ARIA state a control needs to be labelled and described by its field. */
export interface FieldControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-errormessage'?: string;
  'aria-describedby'?: string;
}

interface FormFieldProps {
  id: string;
  label: string;
  /** The message under the field (a rule the value breaks, or the server's message about it). */
  error?: string;
  /** A muted hint under the field while there is no error. */
  helper?: string;
  required?: boolean;
  disabled?: boolean;
  /** Spans both columns of a two-column form grid (from md). */
  wide?: boolean;
  /** The control, given its ids: Chakra's Input takes them from the field itself, a textarea or select does not. */
  children: (control: FieldControlProps) => ReactNode;
}

/** The id of a FormField's label (a Combobox names its list with it). */
export function fieldLabelId(id: string): string {
  return `${id}-label`;
}

/** A labelled form field with its hint and its error message under the control. */
export function FormField({ id, label, error, helper, required = false, disabled = false, wide = false, children }: FormFieldProps) {
  const errorId = `${id}-error`;
  const helperId = `${id}-helper`;
  const showHelper = helper !== undefined && error === undefined;
  return (
    <Field.Root
      id={id}
      ids={{ label: fieldLabelId(id), errorText: errorId, helperText: helperId }}
      invalid={error !== undefined}
      required={required}
      disabled={disabled}
      gridColumn={wide ? { md: 'span 2' } : undefined}
    >
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

interface TextareaControlProps {
  control: FieldControlProps;
  name?: string;
  value: string;
  rows?: number;
  disabled?: boolean;
  placeholder?: string;
  onChange: (value: string) => void;
}

/** A multi-line text input styled like the portal's inputs. */
export function TextareaControl({ control, name, value, rows = 3, disabled = false, placeholder, onChange }: TextareaControlProps) {
  return (
    <Input asChild height="auto" py="2">
      <textarea {...control} name={name} rows={rows} disabled={disabled} placeholder={placeholder} value={value} onChange={(event) => onChange(event.target.value)} />
    </Input>
  );
}

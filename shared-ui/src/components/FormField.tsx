import type { ReactNode } from 'react';
import { Box } from '@chakra-ui/react/box';
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

/** A labelled form field with its hint and its error message under the control. */
export function FormField({ id, label, error, helper, required = false, disabled = false, wide = false, children }: FormFieldProps) {
  const errorId = `${id}-error`;
  const helperId = `${id}-helper`;
  const showHelper = helper !== undefined && error === undefined;
  return (
    <Field.Root
      id={id}
      ids={{ errorText: errorId, helperText: helperId }}
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

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectControlProps {
  /** Ids and ARIA state from the field around it; or an aria-label for a select without a visible label. */
  control?: Partial<FieldControlProps>;
  'aria-label'?: string;
  name?: string;
  value: string;
  options: readonly SelectOption[];
  /** Text of an empty first option ("All banks"); none when omitted. */
  placeholder?: string;
  disabled?: boolean;
  size?: 'sm' | 'md';
  onChange: (value: string) => void;
}

/** A native select styled like the portal's inputs, with a chevron (as the Add Lead loan type select). */
export function SelectControl({ control, name, value, options, placeholder, disabled = false, size = 'md', onChange, ...rest }: SelectControlProps) {
  return (
    <Box position="relative" width="full">
      <Input asChild pe="8" size={size} bg="bg">
        <select {...control} aria-label={rest['aria-label']} name={name} disabled={disabled} value={value} onChange={(event) => onChange(event.target.value)}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </Input>
      <Box position="absolute" insetEnd="3" top="50%" transform="translateY(-50%)" pointerEvents="none" color="fg.muted" display="flex">
        <svg viewBox="0 0 24 24" width="1em" height="1em" aria-hidden="true" focusable="false">
          <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </Box>
    </Box>
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

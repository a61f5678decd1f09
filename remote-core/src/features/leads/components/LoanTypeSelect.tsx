import { Box, Input } from 'shared-ui';
import type { LoanTypeOption } from '../model/addLeadForm';
import type { ControlProps } from './AddLeadFormFields';

interface LoanTypeSelectProps {
  /** Ids and ARIA state from the field around it (label, error message). */
  control: ControlProps;
  value: string;
  options: LoanTypeOption[];
  /** Text of the empty first option ("Select a loan type", or why there is nothing to choose). */
  placeholder: string;
  disabled?: boolean;
  onChange: (value: string) => void;
}

/** A native select styled like the portal's inputs, with a chevron. */
export function LoanTypeSelect({ control, value, options, placeholder, disabled = false, onChange }: LoanTypeSelectProps) {
  return (
    <Box position="relative" width="full">
      <Input asChild pe="8">
        <select {...control} name="loan_type" required disabled={disabled} value={value} onChange={(event) => onChange(event.target.value)}>
          <option value="">{placeholder}</option>
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

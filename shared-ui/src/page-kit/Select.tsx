import { Box } from '@chakra-ui/react/box';
import { Input } from '@chakra-ui/react/input';
import type { FieldControlProps } from '../components/FormField';

export interface SelectOption {
  value: string;
  label: string;
}

/** Options shown under a heading ("Zones", "States"): an `<optgroup>` in a Select, a labelled group in a Combobox. */
export interface SelectOptionGroup<Option extends SelectOption = SelectOption> {
  label: string;
  options: readonly Option[];
}

/** What a Select or a Combobox lists: options, groups of options, or both. */
export type SelectItems<Option extends SelectOption = SelectOption> = readonly (Option | SelectOptionGroup<Option>)[];

export function isOptionGroup<Option extends SelectOption>(item: Option | SelectOptionGroup<Option>): item is SelectOptionGroup<Option> {
  return 'options' in item;
}

interface SelectProps {
  /** Ids and ARIA state from the FormField around it; or an aria-label for a select without a visible label. */
  control?: Partial<FieldControlProps>;
  'aria-label'?: string;
  name?: string;
  value: string;
  options: SelectItems;
  /** Text of an empty first option ("All banks", "Choose a role"); none when omitted. */
  placeholder?: string;
  disabled?: boolean;
  required?: boolean;
  size?: 'sm' | 'md';
  onChange: (value: string) => void;
}

function Options({ options }: { options: readonly SelectOption[] }) {
  return options.map((option) => (
    <option key={option.value} value={option.value}>
      {option.label}
    </option>
  ));
}

/**
 * A native select styled like the portal's inputs, with a chevron. Native on purpose: it is what
 * screen readers and phones handle best (a phone opens its own picker). For long lists that
 * people search, use Combobox.
 */
export function Select({ control, name, value, options, placeholder, disabled = false, required, size = 'md', onChange, ...rest }: SelectProps) {
  return (
    <Box position="relative" width="full">
      <Input asChild pe="8" size={size} bg="bg">
        <select
          {...control}
          aria-label={rest['aria-label']}
          name={name}
          disabled={disabled}
          required={required}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((item) =>
            isOptionGroup(item) ? (
              <optgroup key={`group:${item.label}`} label={item.label}>
                <Options options={item.options} />
              </optgroup>
            ) : (
              <option key={item.value} value={item.value}>
                {item.label}
              </option>
            ),
          )}
        </select>
      </Input>
      <Box position="absolute" insetEnd="3" top="50%" transform="translateY(-50%)" pointerEvents="none" color="fg.muted" display="flex">
        <ChevronDownIcon />
      </Box>
    </Box>
  );
}

interface IconProps {
  /** Width and height ("1em" follows the text). */
  size?: string;
}

/** The chevron of a Select, a Combobox, and anything else that opens downwards. */
export function ChevronDownIcon({ size = '1em' }: IconProps) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** The tick beside a chosen option. */
export function CheckIcon({ size = '1em' }: IconProps) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <path d="M5 12l5 5 9-10" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

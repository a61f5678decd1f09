import { useId } from 'react';
import { Field, Stack, Text, chakra } from 'shared-ui';

const Radio = chakra('input', {
  base: { width: '4', height: '4', flexShrink: '0', accentColor: 'brand.600', cursor: 'pointer', focusVisibleRing: 'outside', mt: '0.5' },
});

interface ChoiceGroupProps<V extends string> {
  legend: string;
  name: string;
  value: V;
  options: readonly { value: V; label: string; hint?: string }[];
  disabled: boolean;
  error?: string;
  onChange: (value: V) => void;
}

/** A fieldset of native radio buttons (arrow keys move between them), side by side from md. */
export function ChoiceGroup<V extends string>({ legend, name, value, options, disabled, error, onChange }: ChoiceGroupProps<V>) {
  const errorId = `${useId()}-error`;
  return (
    <chakra.fieldset minW="0" aria-describedby={error !== undefined ? errorId : undefined} aria-invalid={error !== undefined || undefined}>
      <chakra.legend fontSize="sm" fontWeight="medium" mb="1.5">
        {legend}
      </chakra.legend>
      <Stack direction={{ base: 'column', md: 'row' }} gap={{ base: '2', md: '6' }}>
        {options.map((option) => (
          <chakra.label key={option.value} display="flex" alignItems="flex-start" gap="2" fontSize="sm" cursor="pointer">
            <Radio
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              disabled={disabled}
              onChange={() => onChange(option.value)}
            />
            <span>
              {option.label}
              {option.hint ? (
                <Text as="span" display="block" color="fg.muted" fontSize="xs">
                  {option.hint}
                </Text>
              ) : null}
            </span>
          </chakra.label>
        ))}
      </Stack>
      {error !== undefined ? (
        <Field.Root invalid>
          <Field.ErrorText id={errorId}>{error}</Field.ErrorText>
        </Field.Root>
      ) : null}
    </chakra.fieldset>
  );
}

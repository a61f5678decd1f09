import { Box, Flex, Text, chakra } from 'shared-ui';
import { useT } from '../i18n';
import { YES_NO_CHOICES, type YesNoChoice } from '../model/applicationForm';
import { COVERING_INPUT } from './coveringInput';

interface YesNoFieldProps {
  id: string;
  name: string;
  label: string;
  value: string;
  error?: string;
  disabled?: boolean;
  onChange: (value: YesNoChoice) => void;
}

/**
 * A yes/no answer with a third choice, "Not applicable" (spec back-office §3): a segmented group
 * of native radio inputs under the field's label, with the field's message under it.
 */
export function YesNoField({ id, name, label, value, error, disabled = false, onChange }: YesNoFieldProps) {
  const t = useT();
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  return (
    <Box
      as="fieldset"
      id={id}
      role="radiogroup"
      aria-labelledby={labelId}
      aria-describedby={error !== undefined ? errorId : undefined}
      aria-invalid={error !== undefined ? true : undefined}
      borderWidth="0"
      p="0"
      m="0"
      minW="0"
      display="flex"
      flexDirection="column"
      gap="1.5"
    >
      <Text as="legend" id={labelId} fontSize="sm" fontWeight="medium" p="0" mb="1.5">
        {label}
      </Text>
      <Flex
        borderWidth="1px"
        borderColor={error !== undefined ? 'border.error' : 'border'}
        borderRadius="md"
        overflow="hidden"
        bg="bg"
        width="full"
      >
        {YES_NO_CHOICES.map((choice, index) => {
          const selected = choice.value === value;
          return (
            <Box
              as="label"
              key={choice.value}
              flex={choice.value === 'na' ? '1.6' : '1'}
              minW="0"
              position="relative"
              textAlign="center"
              fontSize="sm"
              py="2"
              px="2"
              cursor={disabled ? 'not-allowed' : 'pointer'}
              borderStartWidth={index === 0 ? '0' : '1px'}
              borderColor="border"
              bg={selected ? 'brand.solid' : undefined}
              color={selected ? 'brand.contrast' : 'fg'}
              fontWeight={selected ? 'semibold' : 'normal'}
              _hover={selected || disabled ? undefined : { bg: 'bg.muted' }}
              css={{ '&:has(input:focus-visible)': { outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '-2px', zIndex: 1 } }}
            >
              <chakra.input
                type="radio"
                name={name}
                value={choice.value}
                checked={selected}
                disabled={disabled}
                onChange={() => onChange(choice.value)}
                {...COVERING_INPUT}
              />
              {t(choice.label)}
            </Box>
          );
        })}
      </Flex>
      {error !== undefined ? (
        <Text id={errorId} fontSize="xs" color="fg.error">
          {error}
        </Text>
      ) : null}
    </Box>
  );
}

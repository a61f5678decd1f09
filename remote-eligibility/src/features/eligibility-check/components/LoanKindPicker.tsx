import { useId } from 'react';
import type { LoanKind } from 'shared-contracts';
import { Box, SimpleGrid, Text, chakra } from 'shared-ui';
import { useT } from '../i18n';
import { LOAN_KIND_CARDS } from '../model/loanKinds';
import { COVERING_INPUT } from './coveringInput';

interface LoanKindPickerProps {
  value: LoanKind;
  disabled?: boolean;
  onChange: (kind: LoanKind) => void;
}

/**
 * The four loan-type cards, chosen like radio buttons: each card is the label of a native radio
 * input, so Tab reaches the group and the arrow keys move the choice. The chosen card is outlined
 * in the brand colour with a filled dot.
 */
export function LoanKindPicker({ value, disabled = false, onChange }: LoanKindPickerProps) {
  const t = useT();
  const legendId = useId();
  const baseId = useId();
  return (
    <Box as="fieldset" role="radiogroup" aria-labelledby={legendId} borderWidth="0" p="0" m="0" minW="0">
      <Text as="legend" id={legendId} fontWeight="semibold" mb={2} p="0">
        {t('kinds.legend')}
      </Text>
      <SimpleGrid columns={{ base: 1, sm: 2, xl: 4 }} gap={3}>
        {LOAN_KIND_CARDS.map((card) => {
          const selected = card.kind === value;
          const titleId = `${baseId}-${card.kind}-title`;
          const descriptionId = `${baseId}-${card.kind}-description`;
          return (
            <Box
              as="label"
              key={card.kind}
              position="relative"
              display="flex"
              gap={3}
              alignItems="flex-start"
              borderWidth="1px"
              borderColor={selected ? 'brand.500' : 'border'}
              boxShadow={selected ? '0 0 0 1px {colors.brand.500}' : undefined}
              bg={selected ? 'brand.50' : 'bg'}
              borderRadius="md"
              p={3}
              cursor={disabled ? 'not-allowed' : 'pointer'}
              opacity={disabled ? 0.7 : 1}
              _hover={disabled || selected ? undefined : { borderColor: 'brand.300', bg: 'bg.muted' }}
              css={{ '&:has(input:focus-visible)': { outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '2px' } }}
            >
              <chakra.input
                type="radio"
                name="loan_type"
                value={card.kind}
                checked={selected}
                disabled={disabled}
                aria-labelledby={titleId}
                aria-describedby={descriptionId}
                onChange={() => onChange(card.kind)}
                {...COVERING_INPUT}
              />
              <Box
                aria-hidden="true"
                flexShrink={0}
                mt="0.2em"
                boxSize="4"
                borderRadius="full"
                borderWidth="2px"
                borderColor={selected ? 'brand.500' : 'border.emphasized'}
                display="flex"
                alignItems="center"
                justifyContent="center"
              >
                {selected ? <Box boxSize="2" borderRadius="full" bg="brand.500" /> : null}
              </Box>
              <Box minW="0">
                <Text id={titleId} fontWeight="semibold" color={selected ? 'brand.700' : 'fg'}>
                  {t(card.label)}
                </Text>
                <Text id={descriptionId} fontSize="sm" color="fg.muted">
                  {t(card.description)}
                </Text>
              </Box>
            </Box>
          );
        })}
      </SimpleGrid>
    </Box>
  );
}

import type { IneligibleBank } from 'shared-contracts';
import { Box, Stack, Text } from 'shared-ui';
import { ChevronDownIcon, Collapsible } from 'shared-ui/widgets';
import { useT } from '../i18n';

/** The banks whose criteria the application does not meet, collapsed, each with its reasons. */
export function IneligibleBanks({ banks }: { banks: readonly IneligibleBank[] }) {
  const t = useT();
  if (banks.length === 0) return null;
  return (
    <Collapsible.Root lazyMount unmountOnExit borderWidth="1px" borderRadius="md" bg="bg" overflow="hidden">
      <Collapsible.Trigger
        width="full"
        display="flex"
        alignItems="center"
        justifyContent="space-between"
        gap={3}
        px={{ base: 3, md: 4 }}
        py={3}
        textAlign="start"
        fontWeight="semibold"
        color="fg.muted"
        cursor="pointer"
        _hover={{ bg: 'bg.muted' }}
        _focusVisible={{ outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '-2px' }}
      >
        {t('ineligible.title', { count: banks.length })}
        <Collapsible.Indicator display="flex" flexShrink={0} transition="transform 0.2s" _open={{ transform: 'rotate(180deg)' }}>
          <ChevronDownIcon size="1.25em" />
        </Collapsible.Indicator>
      </Collapsible.Trigger>
      <Collapsible.Content>
        <Stack as="ul" gap={3} px={{ base: 3, md: 4 }} pb={4} pt={1} listStyleType="none">
          {banks.map((bank) => (
            <Box as="li" key={bank.bank_name} borderTopWidth="1px" pt={3} _first={{ borderTopWidth: '0', pt: 0 }}>
              <Text fontWeight="semibold" fontSize="sm" overflowWrap="anywhere">
                {bank.bank_name}
              </Text>
              {bank.reasons.length > 0 ? (
                <Box as="ul" ps={5} listStyleType="disc" fontSize="sm" color="fg.muted" aria-label={t('ineligible.reasons', { bank: bank.bank_name })}>
                  {bank.reasons.map((reason) => (
                    <Box as="li" key={reason} py={0.5}>
                      {reason}
                    </Box>
                  ))}
                </Box>
              ) : null}
            </Box>
          ))}
        </Stack>
      </Collapsible.Content>
    </Collapsible.Root>
  );
}

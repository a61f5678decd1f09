import { useId, type ReactNode } from 'react';
import type { EligibleBank } from 'shared-contracts';
import { Badge, Box, Flex, Heading, Stack, Text, formatRupees } from 'shared-ui';
import { ChevronDownIcon, Collapsible } from 'shared-ui/widgets';
import { useT } from '../i18n';
import { formatEmi, formatPercentRange, formatRequested, formatTenureRange } from '../model/resultFormat';

interface EligibleBankRowProps {
  bank: EligibleBank;
  /** The amount and tenure of the request (rupees, months): what the EMI is for. */
  requested: { amount: number; tenure: number } | undefined;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Flex direction={{ base: 'column', sm: 'row' }} justify="space-between" gap={{ base: 0, sm: 4 }}>
      <Text as="dt" color="fg.muted" fontSize="sm">
        {label}
      </Text>
      <Text as="dd" fontWeight="medium" fontSize="sm" textAlign={{ base: 'start', sm: 'end' }}>
        {children}
      </Text>
    </Flex>
  );
}

interface ListSectionProps {
  title: string;
  items: readonly string[];
  /** Shown when the list is empty; without it an empty list shows nothing. */
  emptyText?: string;
  note?: string;
  tone?: 'warning';
}

function ListSection({ title, items, emptyText, note, tone }: ListSectionProps) {
  const headingId = useId();
  if (items.length === 0 && emptyText === undefined) return null;
  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      borderWidth="1px"
      borderRadius="md"
      p={3}
      bg={tone === 'warning' ? 'orange.50' : 'bg.subtle'}
      borderColor={tone === 'warning' ? 'orange.200' : 'border'}
    >
      <Heading as="h4" id={headingId} size="xs" mb={2}>
        {title}
      </Heading>
      {note !== undefined && items.length > 0 ? (
        <Text fontSize="sm" color="fg.muted" mb={1}>
          {note}
        </Text>
      ) : null}
      {items.length === 0 ? (
        <Text color="fg.muted" fontSize="sm">
          {emptyText}
        </Text>
      ) : (
        <Box as="ul" ps={5} listStyleType="disc" fontSize="sm">
          {items.map((item) => (
            <Box as="li" key={item} py={0.5}>
              {item}
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}

/** One eligible bank: its name and "Up to" amount, expanding to the terms it would offer. */
export function EligibleBankRow({ bank, requested }: EligibleBankRowProps) {
  const t = useT();
  return (
    <Collapsible.Root lazyMount unmountOnExit borderWidth="1px" borderRadius="md" bg="bg" overflow="hidden">
      <Heading as="h3" size="sm">
        <Collapsible.Trigger
          width="full"
          display="flex"
          alignItems="center"
          gap={3}
          px={{ base: 3, md: 4 }}
          py={3}
          textAlign="start"
          cursor="pointer"
          _hover={{ bg: 'bg.muted' }}
          _focusVisible={{ outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '-2px' }}
        >
          <Flex flex="1" minW="0" wrap="wrap" columnGap={3} rowGap={0.5} justify="space-between" alignItems="baseline">
            <Text as="span" overflowWrap="anywhere">
              {bank.bank_name}
            </Text>
            <Text as="span" fontWeight="normal" color="green.700" whiteSpace="nowrap">
              {t('bank.upTo', { amount: formatRupees(bank.max_eligible_amount) })}
            </Text>
          </Flex>
          <Collapsible.Indicator display="flex" flexShrink={0} color="fg.muted" transition="transform 0.2s" _open={{ transform: 'rotate(180deg)' }}>
            <ChevronDownIcon size="1.25em" />
          </Collapsible.Indicator>
        </Collapsible.Trigger>
      </Heading>
      <Collapsible.Content>
        <Stack gap={3} px={{ base: 3, md: 4 }} pb={4} pt={1}>
          {bank.is_low_ltv_loan ? (
            <Box>
              <Badge colorPalette="purple" variant="subtle">
                {t('bank.lowLtv')}
              </Badge>
            </Box>
          ) : null}
          <Box as="dl" display="flex" flexDirection="column" gap={2}>
            <Fact label={t('bank.interestRate')}>{formatPercentRange(bank.interest_rate)}</Fact>
            <Fact label={t('bank.processingFee')}>{formatPercentRange(bank.processing_fee)}</Fact>
            <Fact label={t('bank.tenure')}>{formatTenureRange(bank.tenure_range, t)}</Fact>
            <Fact label={t('bank.emi')}>
              {formatEmi(bank.emi, t)}
              {requested ? (
                <Text as="span" display="block" fontWeight="normal" color="fg.muted" fontSize="xs">
                  {t('bank.emiFor', {
                    requested: formatRequested(requested.amount, requested.tenure, t),
                    rate: formatPercentRange({ min: bank.interest_rate.min, max: bank.interest_rate.min }),
                  })}
                </Text>
              ) : null}
            </Fact>
            {bank.min_insurance_amount !== undefined ? <Fact label={t('bank.minimumInsurance')}>{formatRupees(bank.min_insurance_amount)}</Fact> : null}
          </Box>
          <ListSection title={t('bank.requiredDocuments')} items={bank.required_documents} emptyText={t('bank.noneListed')} />
          <ListSection
            title={t('bank.toVerify')}
            items={bank.to_verify}
            note={t('bank.toVerifyNote')}
            tone="warning"
          />
        </Stack>
      </Collapsible.Content>
    </Collapsible.Root>
  );
}

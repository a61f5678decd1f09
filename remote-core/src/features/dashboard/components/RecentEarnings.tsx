import type { Transaction } from 'shared-contracts';
import { Badge, Box, ErrorText, Flex, HStack, Stack, Text, formatDate } from 'shared-ui';
import {
  formatSignedAmount,
  isPendingCredit,
  transactionAmountColor,
  transactionCustomerName,
} from '../../bonus/model/transactionDisplay';
import { useT } from '../i18n';
import { DashboardSection } from './DashboardSection';

export interface RecentEarningsProps {
  /** The transactions to list (already cut to the dashboard's limit). */
  transactions: Transaction[] | undefined;
  /** Text shown when the transactions could not be fetched. */
  errorMessage?: string;
}

/** "Recent Earnings": the latest transactions with customer, date and signed amount. */
export function RecentEarnings({ transactions, errorMessage }: RecentEarningsProps) {
  const t = useT();
  return (
    <DashboardSection title={t('earnings.title')} viewAllTo="/bonus">
      {errorMessage ? (
        <ErrorText message={errorMessage} />
      ) : !transactions || transactions.length === 0 ? (
        <Text color="fg.muted">{t('earnings.none')}</Text>
      ) : (
        <Stack as="ul" gap="3" listStyleType="none" aria-label={t('earnings.listLabel')}>
          {transactions.map((transaction) => (
            <Flex as="li" key={transaction.id} justify="space-between" align="center" gap="3">
              <Box minWidth="0">
                <Text fontWeight="medium" truncate>
                  {transactionCustomerName(transaction)}
                </Text>
                <Text fontSize="sm" color="fg.muted">
                  {formatDate(transaction.created_at)}
                </Text>
              </Box>
              <HStack gap="2" flexShrink={0}>
                {isPendingCredit(transaction) ? (
                  <Badge colorPalette="yellow" variant="subtle">
                    {t('earnings.pending')}
                  </Badge>
                ) : null}
                <Text fontWeight="semibold" color={transactionAmountColor(transaction)}>
                  {formatSignedAmount(transaction)}
                </Text>
              </HStack>
            </Flex>
          ))}
        </Stack>
      )}
    </DashboardSection>
  );
}

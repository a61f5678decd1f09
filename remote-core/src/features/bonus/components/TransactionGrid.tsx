import { Badge, Box, Card, Flex, SimpleGrid, Text } from 'shared-ui';
import { useT } from '../i18n';
import type { StatementRow } from '../model/bonusStatement';
import { transactionAmountColor } from '../model/transactionDisplay';

function TransactionCard({ row }: { row: StatementRow }) {
  const t = useT();
  const isCredit = row.type === 'credit';
  return (
    <Card.Root
      size="sm"
      height="full"
      borderStartWidth="4px"
      borderStartColor={isCredit ? 'green.500' : 'red.500'}
      data-transaction-type={row.type}
      role="group"
      aria-label={t(isCredit ? 'card.creditLabel' : 'card.debitLabel', { amount: row.signedAmount })}
    >
      <Card.Body gap="2">
        <Flex justify="space-between" align="center" gap="2">
          <Flex gap="2">
            <Badge colorPalette={isCredit ? 'green' : 'red'} variant="subtle">
              {t(isCredit ? 'card.credit' : 'card.debit')}
            </Badge>
            {row.kindLabel ? (
              <Badge colorPalette="gray" variant="outline">
                {row.kindLabel}
              </Badge>
            ) : null}
          </Flex>
          {row.pending ? (
            <Badge colorPalette="yellow" variant="subtle">
              {t('card.pending')}
            </Badge>
          ) : null}
        </Flex>
        <Text fontSize="2xl" fontWeight="bold" color={transactionAmountColor({ transaction_type: row.type })}>
          {row.signedAmount}
        </Text>
        <Box>
          <Text fontWeight="medium">{row.customer}</Text>
          <Text fontSize="sm" color="fg.muted">
            {row.date} · {row.description}
          </Text>
        </Box>
        {row.paidNote ? (
          <Text fontSize="sm" color="fg.muted">
            {row.paidNote}
          </Text>
        ) : null}
        {row.hasLoan ? (
          <Text fontSize="sm" color="fg.muted">
            {row.bank} · {row.loanType} · {row.loanAmount}
          </Text>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}

/** The grid view: one card per transaction, credits green and debits red. */
export function TransactionGrid({ rows }: { rows: StatementRow[] }) {
  const t = useT();
  return (
    <SimpleGrid as="ul" columns={{ base: 1, md: 2, xl: 3 }} gap="4" listStyleType="none" aria-label={t('transactions.label')}>
      {rows.map((row) => (
        <li key={row.id}>
          <TransactionCard row={row} />
        </li>
      ))}
    </SimpleGrid>
  );
}

import { useId, type ReactNode } from 'react';
import type { ConnectorPayouts, PayoutEntry } from 'shared-contracts';
import { Card, Flex, Heading, Stack, Text, formatRupees } from 'shared-ui';
import { connectorLabel } from '../model/payoutSelection';
import { EntriesList } from './EntriesList';

interface ConnectorSectionProps {
  group: ConnectorPayouts;
  /** The select-all box (Pending tab). */
  selectAll?: ReactNode;
  select?: (entry: PayoutEntry, text: string) => ReactNode;
}

/** One connector: name, credits, debits and net, and the entries. */
export function ConnectorSection({ group, selectAll, select }: ConnectorSectionProps) {
  const titleId = useId();
  const name = connectorLabel(group.connector);
  return (
    <Card.Root as="section" aria-labelledby={titleId} size="sm">
      <Card.Header>
        <Flex justify="space-between" align="center" gap="3" wrap="wrap">
          <Flex align="center" gap="3" minW="0">
            {selectAll}
            <Heading as="h2" size="sm" id={titleId} wordBreak="break-word">
              {name}
            </Heading>
          </Flex>
          <Stack gap="0" align={{ base: 'flex-start', sm: 'flex-end' }}>
            <Text fontWeight="semibold">Net {formatRupees(group.net_total)}</Text>
            <Text fontSize="xs" color="fg.muted">
              Credits {formatRupees(group.credit_total)} · Debits {formatRupees(group.debit_total)}
            </Text>
          </Stack>
        </Flex>
      </Card.Header>
      <Card.Body pt="2">
        <EntriesList label={`Entries of ${name}`} entries={group.entries} select={select} />
      </Card.Body>
    </Card.Root>
  );
}

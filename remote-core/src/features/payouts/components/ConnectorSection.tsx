import { useId, type ReactNode } from 'react';
import type { ConnectorPayouts, PayoutEntry } from 'shared-contracts';
import { Alert, Box, Button, Card, Flex, Heading, Text } from 'shared-ui';
import { useT } from '../i18n';
import { FIGURE_LABELS, connectorFigures, figureItems, showsGst } from '../model/payoutRun';
import { connectorLabel, isHeld } from '../model/payoutSelection';
import { EntriesList } from './EntriesList';

interface ConnectorSectionProps {
  group: ConnectorPayouts;
  /** The select-all box (Pending tab). */
  selectAll?: ReactNode;
  select?: (entry: PayoutEntry, text: string) => ReactNode;
  /** Opens the connector's tax details (Pending tab); a held connector's hold note offers it too. */
  onTaxDetails?: () => void;
}

/** The id of a held connector's "Payout held: …" text, which describes its disabled checkboxes. */
export function holdNoteId(group: ConnectorPayouts): string {
  return `payout-hold-${group.connector.id}`;
}

/** Commission, TDS, (GST) and net, as a definition list that wraps on a phone. */
function ConnectorFigures({ group }: { group: ConnectorPayouts }) {
  const t = useT();
  return (
    <Flex as="dl" wrap="wrap" columnGap="4" rowGap="0" justify={{ base: 'flex-start', sm: 'flex-end' }} align="baseline">
      {figureItems(connectorFigures(group), showsGst(group)).map(({ label, value }) => {
        const net = label === 'Net';
        return (
          <Flex key={label} gap="1" align="baseline" whiteSpace="nowrap">
            <Text as="dt" fontSize={net ? 'sm' : 'xs'} fontWeight={net ? 'semibold' : undefined} color={net ? undefined : 'fg.muted'}>
              {t(FIGURE_LABELS[label])}
            </Text>{' '}
            <Text as="dd" fontSize={net ? 'md' : 'sm'} fontWeight="semibold">
              {value}
            </Text>
          </Flex>
        );
      })}
    </Flex>
  );
}

/**
 * One connector: name, commission, TDS, GST and net, why their payouts are held (when they are), and
 * the entries.
 */
export function ConnectorSection({ group, selectAll, select, onTaxDetails }: ConnectorSectionProps) {
  const t = useT();
  const titleId = useId();
  const name = connectorLabel(group.connector);
  const held = isHeld(group);
  return (
    <Card.Root as="section" aria-labelledby={titleId} size="sm">
      <Card.Header gap="3">
        <Flex justify="space-between" align="center" gap="3" wrap="wrap">
          <Flex align="center" gap="3" minW="0" wrap="wrap">
            {selectAll}
            <Heading as="h2" size="sm" id={titleId} wordBreak="break-word" minW="0">
              {name}
            </Heading>
            {onTaxDetails && !held ? (
              <Button size="xs" variant="outline" onClick={onTaxDetails}>
                {t('connector.taxDetails')}
              </Button>
            ) : null}
          </Flex>
          <Box minW="0">
            <ConnectorFigures group={group} />
          </Box>
        </Flex>
        {held ? (
          <Alert.Root status="warning" size="sm" role="note" alignItems="center" flexWrap="wrap" gap="2">
            <Alert.Indicator />
            <Alert.Title id={holdNoteId(group)} flex="1 1 12rem" fontWeight="semibold">
              {t('connector.held', { reason: group.payout_hold ?? '' })}
            </Alert.Title>
            {onTaxDetails ? (
              <Button size="xs" variant="outline" colorPalette="orange" bg="bg" onClick={onTaxDetails}>
                {t('connector.reviewTaxDetails')}
              </Button>
            ) : null}
          </Alert.Root>
        ) : null}
      </Card.Header>
      <Card.Body pt="2">
        <EntriesList label={t('connector.entriesOf', { name })} entries={group.entries} select={select} />
      </Card.Body>
    </Card.Root>
  );
}

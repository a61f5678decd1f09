import { useId, type ReactNode } from 'react';
import { Card, HStack, LoadingState, Stack, Text } from 'shared-ui';
import { useT } from '../i18n';

/** The card's title and what it is for, with the card's action (Edit) beside them. */
export function TaxProfileCardHeader({ titleId, action }: { titleId: string; action?: ReactNode }) {
  const t = useT();
  return (
    <Card.Header>
      <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap">
        <Stack gap="1" flex="1" minW="min(100%, 16rem)">
          <Card.Title as="h2" id={titleId}>
            {t('tax.title')}
          </Card.Title>
          <Text fontSize="sm" color="fg.muted">
            {t('tax.text')}
          </Text>
        </Stack>
        {action}
      </HStack>
    </Card.Header>
  );
}

/**
 * The card as the page draws it in its first frame, before the card's code and read have arrived: its
 * header is already the card's, so the page's largest text (in Hindi, the card's title) is painted with
 * the page and nothing below it moves when the card takes its place.
 */
export function TaxProfileCardLoading() {
  const t = useT();
  const titleId = useId();
  return (
    <Card.Root as="section" aria-labelledby={titleId} aria-busy="true">
      <TaxProfileCardHeader titleId={titleId} />
      <Card.Body pt="0">
        <LoadingState label={t('tax.loading')} />
      </Card.Body>
    </Card.Root>
  );
}

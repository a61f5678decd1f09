import { lazy, Suspense, useId, useState } from 'react';
import { Button, Card, HStack, LoadingState, Stack, Text } from 'shared-ui';
import { useT } from '../i18n';

// The list and its read are loaded when the connector asks for them: the page's first screen does not need them.
const DocumentViewList = lazy(() => import('./DocumentViewList').then((module) => ({ default: module.DocumentViewList })));

/**
 * Who has viewed the signed-in connector's KYC documents (names and roles, why and when; never from
 * where). Each view is recorded when it happens (docs/document-vault.md); the list is read only when
 * the connector asks for it.
 */
export function DocumentViewsCard() {
  const t = useT();
  const [shown, setShown] = useState(false);
  const listId = useId();
  return (
    <Card.Root>
      <Card.Header>
        <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap">
          <Stack gap="1">
            <Card.Title as="h2">{t('views.title')}</Card.Title>
            <Text fontSize="sm" color="fg.muted">
              {t('views.text')}
            </Text>
          </Stack>
          <Button variant="outline" size="sm" aria-expanded={shown} aria-controls={listId} onClick={() => setShown((value) => !value)}>
            {shown ? t('views.hide') : t('views.show')}
          </Button>
        </HStack>
      </Card.Header>
      <Card.Body id={listId} hidden={!shown}>
        {shown ? (
          <Suspense fallback={<LoadingState label={t('views.loading')} />}>
            <DocumentViewList />
          </Suspense>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}

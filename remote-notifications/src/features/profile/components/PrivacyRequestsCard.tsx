import { lazy, Suspense, useId, useState } from 'react';
import { Button, Card, HStack, LoadingState, Stack, Text } from 'shared-ui';
import { useT } from '../i18n';

// The form and the list of requests are loaded when the person asks for them: the page's first screen does not need them.
const PrivacyRequestPanel = lazy(() => import('./PrivacyRequestPanel').then((module) => ({ default: module.PrivacyRequestPanel })));

/**
 * "Correct or erase my data" (every role): the DPDP rights to correction and erasure in plain words,
 * and, when opened, a form to ask and the person's requests with their outcome (docs/privacy.md).
 */
export function PrivacyRequestsCard() {
  const t = useT();
  const [shown, setShown] = useState(false);
  const panelId = useId();
  return (
    <Card.Root>
      <Card.Header>
        <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap">
          <Stack gap="1" flex="1" minW="min(100%, 16rem)">
            <Card.Title as="h2">{t('requests.title')}</Card.Title>
            <Text fontSize="sm" color="fg.muted">
              {t('requests.text')}
            </Text>
          </Stack>
          <Button variant="outline" size="sm" aria-expanded={shown} aria-controls={panelId} onClick={() => setShown((value) => !value)}>
            {shown ? t('requests.hide') : t('requests.make')}
          </Button>
        </HStack>
      </Card.Header>
      <Card.Body id={panelId} hidden={!shown}>
        {shown ? (
          <Suspense fallback={<LoadingState label={t('requests.loading')} />}>
            <PrivacyRequestPanel />
          </Suspense>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}

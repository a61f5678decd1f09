import { lazy, Suspense, useState } from 'react';
import { Button, Card, HStack, Link, Stack, Text, formatDate, telHref } from 'shared-ui';
import type { ConsentState } from 'shared-contracts';
import { useNearScreen } from '../../../common/components/useNearScreen';
import { CONSENT_FETCH_ERROR, useConsentState } from '../api/consent';
import { useT, type ProfileT } from '../i18n';

// The dialogs need shared-ui/widgets, which the page's first screen does not: loaded when asked for.
const NoticeDialog = lazy(() => import('./ConsentDialogs').then((module) => ({ default: module.NoticeDialog })));
const WithdrawConsentDialog = lazy(() => import('./ConsentDialogs').then((module) => ({ default: module.WithdrawConsentDialog })));

function consentLine(state: ConsentState, t: ProfileT): string {
  const given = state.history.find((record) => record.action === 'given' && record.notice_version === state.consented_version);
  if (state.consented_version === null || !given) return t('consent.notAgreed');
  return t('consent.agreed', { version: state.consented_version, date: formatDate(given.recorded_at) });
}

/**
 * The privacy notice the user agreed to, when, and the grievance officer's contact; read the notice
 * again, or withdraw consent (docs/privacy.md).
 */
export function ConsentCard() {
  const t = useT();
  // Below the page's first screen on a phone: read when it comes near.
  const [cardRef, near] = useNearScreen<HTMLDivElement>();
  const consent = useConsentState(near);
  const [dialog, setDialog] = useState<'notice' | 'withdraw'>();
  const close = () => setDialog(undefined);
  const state = consent.data;
  return (
    <Card.Root ref={cardRef}>
      <Card.Header>
        <Stack gap="1">
          <Card.Title as="h2">{t('consent.title')}</Card.Title>
          <Text fontSize="sm" color="fg.muted">
            {state ? consentLine(state, t) : consent.isError ? t(CONSENT_FETCH_ERROR) : t('consent.loading')}
          </Text>
        </Stack>
      </Card.Header>
      <Card.Body pt="0">
        <Stack gap="3">
          {state ? (
            <Text fontSize="sm">
              {t('consent.grievance', { name: state.grievance_officer.name })}{' '}
              <Link href={`mailto:${state.grievance_officer.email}`} color="brand.700" textDecoration="underline">
                {state.grievance_officer.email}
              </Link>
              ,{' '}
              <Link href={telHref(state.grievance_officer.phone)} color="brand.700" textDecoration="underline">
                {state.grievance_officer.phone}
              </Link>
            </Text>
          ) : null}
          <HStack gap="2" wrap="wrap">
            <Button variant="outline" size="sm" onClick={() => setDialog('notice')}>
              {t('consent.readNotice')}
            </Button>
            {/* Shown once the consent is read, never disabled first: a fading-in disabled button is a contrast failure. */}
            {state?.consented_version ? (
              <Button variant="outline" size="sm" colorPalette="red" onClick={() => setDialog('withdraw')}>
                {t('consent.withdraw')}
              </Button>
            ) : null}
          </HStack>
        </Stack>
      </Card.Body>
      <Suspense fallback={null}>
        {dialog === 'notice' ? <NoticeDialog onClose={close} /> : null}
        {dialog === 'withdraw' ? <WithdrawConsentDialog onClose={close} /> : null}
      </Suspense>
    </Card.Root>
  );
}

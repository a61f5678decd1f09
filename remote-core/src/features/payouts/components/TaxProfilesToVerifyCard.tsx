import { useEffect, useId, useRef, useState } from 'react';
import type { TaxProfileToVerify } from 'shared-contracts';
import { Box, Button, Card, Flex, Heading, Stack, Text, formatDateTime, ErrorState, LoadingState, RefreshFailure } from 'shared-ui';
import { useTaxProfilesToVerify } from '../api/taxProfiles';
import { useT } from '../i18n';
import { connectorLabel } from '../model/payoutSelection';
import { queueShownText, waitingText } from '../model/taxProfile';
import { TaxProfileDialog } from './TaxProfileDialog';

/**
 * True when nobody holds the focus any more, or the closing dialog still does: the Review button it
 * came from is gone. Anywhere else the user has moved on, and the focus stays where they put it.
 */
function focusLost(): boolean {
  const active = document.activeElement;
  return active === null || active === document.body || active.closest('[role="dialog"]') !== null;
}

/**
 * The back office's queue of tax details to verify: each person with a PAN, GSTIN or bank account on
 * file that is not verified yet, the oldest change first, and Review, which opens their tax details.
 * It is read on its own, not from the pending list, so that someone with nothing to be paid (a new
 * connector who has only entered their PAN) can be verified too.
 */
export function TaxProfilesToVerifyCard() {
  const t = useT();
  const titleId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const queue = useTaxProfilesToVerify();
  const [reviewing, setReviewing] = useState<TaxProfileToVerify | null>(null);
  // Whose Review button opened the dialog, while their line may yet leave the queue under the focus.
  const reviewed = useRef<string | null>(null);
  const listed = queue.data?.results;
  const reading = queue.isFetching;

  useEffect(() => {
    const employeeId = reviewed.current;
    if (reviewing !== null || employeeId === null || listed === undefined) return undefined;
    if (listed.some((person) => person.employee_id === employeeId)) {
      // The dialog gives the focus back to their Review button; a read on its way may still take the line away.
      if (!reading) reviewed.current = null;
      return undefined;
    }
    // Their line left the queue once nothing of theirs waited, and its Review button with it: the
    // focus would fall to the start of the page, so the panel's heading takes it. A task later, after
    // the dialog's own attempt to give it back, which finds the button gone and does nothing.
    const timer = window.setTimeout(() => {
      reviewed.current = null;
      if (focusLost()) headingRef.current?.focus();
    });
    return () => window.clearTimeout(timer);
  }, [reviewing, listed, reading]);

  const review = (person: TaxProfileToVerify) => {
    reviewed.current = person.employee_id;
    setReviewing(person);
  };

  let body;
  if (queue.isPending) {
    body = <LoadingState label={t('taxQueue.loading')} />;
  } else if (queue.isError && !queue.data) {
    body = <ErrorState error={queue.error} fallback={t('taxQueue.fetchError')} onRetry={() => void queue.refetch()} retrying={queue.isRefetching} />;
  } else if (queue.data.results.length === 0) {
    body = <Text color="fg.muted">{t('taxQueue.empty')}</Text>;
  } else {
    const shown = queueShownText(queue.data, t);
    body = (
      <Stack gap="2">
        <Stack as="ul" gap="0" listStyleType="none" aria-labelledby={titleId}>
          {queue.data.results.map((person, index) => (
            <QueueLine key={person.employee_id} person={person} first={index === 0} onReview={() => review(person)} />
          ))}
        </Stack>
        {shown ? (
          <Text fontSize="sm" color="fg.muted">
            {shown}
          </Text>
        ) : null}
      </Stack>
    );
  }

  return (
    <Card.Root as="section" aria-labelledby={titleId} size="sm">
      <Card.Body gap="3">
        <Stack gap="1">
          <Heading as="h2" size="sm" id={titleId} ref={headingRef} tabIndex={-1} focusVisibleRing="outside">
            {t('taxQueue.title')}
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            {t('taxQueue.text')}
          </Text>
        </Stack>
        <RefreshFailure query={queue} fallback={t('taxQueue.fetchError')} />
        {body}
      </Card.Body>
      <TaxProfileDialog connector={reviewing} onClose={() => setReviewing(null)} />
    </Card.Root>
  );
}

interface QueueLineProps {
  person: TaxProfileToVerify;
  first: boolean;
  onReview: () => void;
}

/** One person: name and employee id, what waits and when it changed, and Review; stacked on a phone. */
function QueueLine({ person, first, onReview }: QueueLineProps) {
  const t = useT();
  return (
    <Flex
      as="li"
      direction={{ base: 'column', sm: 'row' }}
      align={{ base: 'stretch', sm: 'center' }}
      gap={{ base: '2', sm: '4' }}
      pt={first ? '0' : '3'}
      pb="3"
      borderTopWidth={first ? '0' : '1px'}
    >
      <Stack gap="1" flex="1" minW="0">
        <Heading as="h3" size="sm" wordBreak="break-word">
          {connectorLabel(person)}
        </Heading>
        <Flex as="dl" wrap="wrap" columnGap="4" rowGap="0.5" fontSize="sm">
          <Flex gap="1" minW="0">
            <Text as="dt" color="fg.muted" flexShrink={0}>
              {t('taxQueue.toVerify')}
            </Text>{' '}
            <Text as="dd" fontWeight="medium" wordBreak="break-word">
              {waitingText(person.unverified, t)}
            </Text>
          </Flex>
          <Flex gap="1" minW="0">
            <Text as="dt" color="fg.muted" flexShrink={0}>
              {t('taxQueue.changed')}
            </Text>{' '}
            <Text as="dd">
              <time dateTime={person.updated_at}>{formatDateTime(person.updated_at)}</time>
            </Text>
          </Flex>
        </Flex>
      </Stack>
      <Box flexShrink={0}>
        <Button size="sm" variant="outline" colorPalette="brand" width={{ base: 'full', sm: 'auto' }} aria-label={t('taxQueue.reviewPerson', { id: person.employee_id })} onClick={onReview}>
          {t('taxQueue.review')}
        </Button>
      </Box>
    </Flex>
  );
}

import { useState } from 'react';
import type { PrivacyRequestAdmin } from 'shared-contracts';
import { Badge, Box, Button, EmptyState, ErrorState, HStack, LoadingState, Pager, Stack, Text, chakra, formatDate, formatRelativeTime, pageCount } from 'shared-ui';
import { useProfile } from 'shared-auth';
import { useNearScreen } from '../../../common/components/useNearScreen';
import { usePrivacyRequests } from '../api/privacyRequests';
import { useT, type PeopleT } from '../i18n';
import { holdLabel, KIND_TEXTS, STATUS_BADGE, statusLabel } from '../model/privacyRequests';
import { PrivacyDecisionDialog, type DecisionAction } from './PrivacyDecisionDialog';

/** "cancelled on 3 Dec 2026", "declined by Anjali Desai on 3 Dec 2026": who handled a request and when. */
function handledText(t: PeopleT, status: string, name: string, date: string): string {
  if (status === 'cancelled') return t('privacy.cancelledOn', { date });
  return t(status === 'declined' ? 'privacy.declinedBy' : 'privacy.completedBy', { name, date });
}

/**
 * People → Privacy requests (admin, director): people's requests to correct or erase their data, open
 * ones first and oldest first (the answer has a deadline), with Complete and Decline (docs/privacy.md).
 */
export function PrivacyRequestsSection({ onDone }: { onDone: (message: string) => void }) {
  const t = useT();
  const [page, setPage] = useState(1);
  const [decision, setDecision] = useState<{ request: PrivacyRequestAdmin; action: DecisionAction; open: boolean }>();
  const { profile } = useProfile();
  // Below the employee list: read when it comes near the screen, not with the page's own read.
  const [sectionRef, near] = useNearScreen<HTMLDivElement>();
  const requests = usePrivacyRequests(page, near);
  const data = requests.data;

  let body;
  // Not read yet (still far below the screen): nothing to announce; a loading state only while it is read.
  if (requests.isPending && requests.fetchStatus === 'idle') body = null;
  else if (requests.isPending) body = <LoadingState label={t('privacy.loading')} />;
  else if (data === undefined) body = <ErrorState error={requests.error} fallback={t('privacy.fetchError')} onRetry={() => void requests.refetch()} />;
  else if (data.results.length === 0) body = <EmptyState>{t('privacy.empty')}</EmptyState>;
  else {
    body = (
      <Stack gap="3">
        <chakra.ul listStyleType="none" m="0" p="0" display="flex" flexDirection="column" gap="3">
          {data.results.map((request) => (
            <chakra.li key={request.id} borderWidth="1px" borderRadius="md" p="4" bg="bg">
              <Stack gap="2">
                <HStack justify="space-between" gap="2" wrap="wrap">
                  <Text fontWeight="semibold">
                    {request.person.username} <Text as="span" color="fg.muted" fontWeight="normal">({request.person.employee_id}, {request.person.role})</Text>
                  </Text>
                  <HStack gap="2">
                    <Badge colorPalette={request.kind === 'erasure' ? 'red' : 'blue'}>{t(KIND_TEXTS[request.kind].label)}</Badge>
                    <Badge colorPalette={STATUS_BADGE[request.status]?.palette}>{statusLabel(t, request.status)}</Badge>
                  </HStack>
                </HStack>
                <Text fontSize="sm" color="fg.muted">
                  {t('privacy.asked', { when: formatRelativeTime(request.created_at), date: formatDate(request.created_at) })}
                  {request.handled_by !== null && request.handled_at !== null ? ` · ${handledText(t, request.status, request.handled_by.username, formatDate(request.handled_at))}` : ''}
                </Text>
                <Text fontSize="sm" whiteSpace="pre-wrap" overflowWrap="anywhere">
                  {request.details}
                </Text>
                {request.resolution !== null ? (
                  <Text fontSize="sm" overflowWrap="anywhere">
                    <Text as="span" color="fg.muted">
                      {`${request.status === 'declined' ? t('privacy.reasonPrefix') : t('privacy.notePrefix')} `}
                    </Text>
                    {request.resolution}
                  </Text>
                ) : null}
                {request.status === 'completed' && request.erasure !== null && request.erasure.holds.length > 0 ? (
                  <Text fontSize="sm" color="fg.muted">
                    {t('privacy.held', {
                      records: request.erasure.holds.map((hold) => t('privacy.heldUntil', { record: holdLabel(t, hold.record), date: formatDate(hold.held_until) })).join('; '),
                    })}
                  </Text>
                ) : null}
                {request.status === 'open' ? (
                  request.person.employee_id === profile?.employee_id ? (
                    <Text fontSize="sm" color="fg.muted">
                      {t('privacy.ownRequest')}
                    </Text>
                  ) : (
                    <HStack gap="2" wrap="wrap">
                      <Button
                        size="sm"
                        colorPalette={request.kind === 'erasure' ? 'red' : 'brand'}
                        aria-label={t(request.kind === 'erasure' ? 'privacy.eraseLabel' : 'privacy.completeLabel', { name: request.person.username })}
                        onClick={() => setDecision({ request, action: 'complete', open: true })}
                      >
                        {request.kind === 'erasure' ? t('privacy.erase') : t('privacy.complete')}
                      </Button>
                      <Button
                        size="sm"
                        variant="outline"
                        aria-label={t(KIND_TEXTS[request.kind].declineLabel, { name: request.person.username })}
                        onClick={() => setDecision({ request, action: 'decline', open: true })}
                      >
                        {t('privacy.decline')}
                      </Button>
                    </HStack>
                  )
                ) : null}
              </Stack>
            </chakra.li>
          ))}
        </chakra.ul>
        <Pager label={t('privacy.pages')} page={page} pageCount={pageCount(data.count, data.page_size)} onPageChange={setPage} />
      </Stack>
    );
  }

  return (
    <Box ref={sectionRef} as="section" aria-labelledby="privacy-requests-heading" borderTopWidth="1px" pt="6">
      <Stack gap="4">
        <Stack gap="1">
          <chakra.h2 id="privacy-requests-heading" fontSize="lg" fontWeight="semibold">
            {data !== undefined && data.open > 0 ? t('privacy.titleOpen', { open: data.open }) : t('privacy.title')}
          </chakra.h2>
          <Text fontSize="sm" color="fg.muted">
            {t('privacy.text')}
          </Text>
        </Stack>
        {body}
      </Stack>
      <PrivacyDecisionDialog
        request={decision?.request}
        action={decision?.action ?? 'complete'}
        open={decision?.open ?? false}
        onClose={() => setDecision((current) => current && { ...current, open: false })}
        onDone={(message) => {
          setDecision((current) => current && { ...current, open: false });
          onDone(message);
        }}
      />
    </Box>
  );
}

import { useState } from 'react';
import type { PrivacyRequestAdmin } from 'shared-contracts';
import { Badge, Box, Button, EmptyState, ErrorState, HStack, LoadingState, Pager, Stack, Text, chakra, formatDate, formatRelativeTime, pageCount } from 'shared-ui';
import { useProfile } from 'shared-auth';
import { useNearScreen } from '../../../common/components/useNearScreen';
import { PRIVACY_REQUESTS_FETCH_ERROR, usePrivacyRequests } from '../api/privacyRequests';
import { HOLD_LABEL, KIND_LABEL, STATUS_BADGE } from '../model/privacyRequests';
import { PrivacyDecisionDialog, type DecisionAction } from './PrivacyDecisionDialog';

/**
 * People → Privacy requests (admin, director): people's requests to correct or erase their data, open
 * ones first and oldest first (the answer has a deadline), with Complete and Decline (docs/privacy.md).
 */
export function PrivacyRequestsSection({ onDone }: { onDone: (message: string) => void }) {
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
  else if (requests.isPending) body = <LoadingState label="Loading privacy requests" />;
  else if (data === undefined) body = <ErrorState error={requests.error} fallback={PRIVACY_REQUESTS_FETCH_ERROR} onRetry={() => void requests.refetch()} />;
  else if (data.results.length === 0) body = <EmptyState>No privacy requests yet.</EmptyState>;
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
                    <Badge colorPalette={request.kind === 'erasure' ? 'red' : 'blue'}>{KIND_LABEL[request.kind]}</Badge>
                    <Badge colorPalette={STATUS_BADGE[request.status]?.palette}>{STATUS_BADGE[request.status]?.label}</Badge>
                  </HStack>
                </HStack>
                <Text fontSize="sm" color="fg.muted">
                  Asked {formatRelativeTime(request.created_at)} ({formatDate(request.created_at)})
                  {request.handled_by !== null && request.handled_at !== null
                    ? ` · ${request.status === 'cancelled' ? 'cancelled' : `${request.status} by ${request.handled_by.username}`} on ${formatDate(request.handled_at)}`
                    : ''}
                </Text>
                <Text fontSize="sm" whiteSpace="pre-wrap" overflowWrap="anywhere">
                  {request.details}
                </Text>
                {request.resolution !== null ? (
                  <Text fontSize="sm" overflowWrap="anywhere">
                    <Text as="span" color="fg.muted">
                      {request.status === 'declined' ? 'Reason: ' : 'Note: '}
                    </Text>
                    {request.resolution}
                  </Text>
                ) : null}
                {request.status === 'completed' && request.erasure !== null && request.erasure.holds.length > 0 ? (
                  <Text fontSize="sm" color="fg.muted">
                    Held: {request.erasure.holds.map((hold) => `${HOLD_LABEL[hold.record]} until ${formatDate(hold.held_until)}`).join('; ')}
                  </Text>
                ) : null}
                {request.status === 'open' ? (
                  request.person.employee_id === profile?.employee_id ? (
                    <Text fontSize="sm" color="fg.muted">
                      This is your own request: someone else in the back office handles it.
                    </Text>
                  ) : (
                    <HStack gap="2" wrap="wrap">
                      <Button
                        size="sm"
                        colorPalette={request.kind === 'erasure' ? 'red' : 'brand'}
                        aria-label={`${request.kind === 'erasure' ? 'Erase' : 'Complete'}: ${request.person.username}'s ${request.kind} request`}
                        onClick={() => setDecision({ request, action: 'complete', open: true })}
                      >
                        {request.kind === 'erasure' ? 'Erase…' : 'Complete…'}
                      </Button>
                      <Button
                        size="sm"
                        variant="outline"
                        aria-label={`Decline: ${request.person.username}'s ${request.kind} request`}
                        onClick={() => setDecision({ request, action: 'decline', open: true })}
                      >
                        Decline…
                      </Button>
                    </HStack>
                  )
                ) : null}
              </Stack>
            </chakra.li>
          ))}
        </chakra.ul>
        <Pager label="Privacy request pages" page={page} pageCount={pageCount(data.count, data.page_size)} onPageChange={setPage} />
      </Stack>
    );
  }

  return (
    <Box ref={sectionRef} as="section" aria-labelledby="privacy-requests-heading" borderTopWidth="1px" pt="6">
      <Stack gap="4">
        <Stack gap="1">
          <chakra.h2 id="privacy-requests-heading" fontSize="lg" fontWeight="semibold">
            Privacy requests{data !== undefined && data.open > 0 ? ` (${data.open} open)` : ''}
          </chakra.h2>
          <Text fontSize="sm" color="fg.muted">
            People's requests to correct or erase their data. Answer within 90 days at the latest; each step is in the audit log and the person is notified.
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

import { useState } from 'react';
import { useProfile } from 'shared-auth';
import type { KycSubmission } from 'shared-contracts';
import { Button, Card, Flex, Heading, HStack, SimpleGrid, Stack, Text, ErrorState, LoadingState } from 'shared-ui';
import { useKycSubmission } from '../api/kycSubmission';
import { useT } from '../i18n';
import { connectorName, reviewDocuments } from '../model/kycReview';
import { AccessHistory } from './AccessHistory';
import { ApproveDialog } from './ApproveDialog';
import { DecisionBadge } from './DecisionBadge';
import { DocumentImage } from './DocumentImage';
import { RejectDialog } from './RejectDialog';
import { ReviewFacts } from './ReviewFacts';

interface SubmissionDetailProps {
  id: number;
  /** Called with the connector's name after an approval or a rejection. */
  onApproved: (name: string) => void;
  onRejected: (name: string) => void;
}

function Submission({ submission, onApproved, onRejected }: { submission: KycSubmission } & Omit<SubmissionDetailProps, 'id'>) {
  const t = useT();
  const [dialog, setDialog] = useState<'approve' | 'reject'>();
  const { profile } = useProfile();
  const close = () => setDialog(undefined);
  const name = submission.employee.username;
  return (
    <Stack gap="4">
      <Flex justify="space-between" align="flex-start" gap="3" wrap="wrap">
        <Stack gap="1" minW="0">
          <Heading as="h2" size="lg" wordBreak="break-word">
            {connectorName(submission)}
          </Heading>
          <HStack>
            <DecisionBadge status={submission.status} />
          </HStack>
        </Stack>
        {submission.status === 'pending' ? (
          <HStack gap="2">
            <Button colorPalette="green" onClick={() => setDialog('approve')}>
              {t('detail.approve')}
            </Button>
            <Button colorPalette="red" variant="outline" onClick={() => setDialog('reject')}>
              {t('detail.reject')}
            </Button>
          </HStack>
        ) : null}
      </Flex>
      <ReviewFacts submission={submission} columns={{ base: 1, md: 2 }} />
      {submission.documents.length === 0 ? (
        <Text color="fg.muted">{t('detail.noDocuments')}</Text>
      ) : (
        <SimpleGrid columns={{ base: 2, lg: 4 }} gap="3">
          {reviewDocuments(submission).map((document) => (
            <DocumentImage
              key={document.kind}
              document={document}
              connector={name}
              pendingSubmissionId={submission.status === 'pending' ? submission.id : undefined}
            />
          ))}
        </SimpleGrid>
      )}
      {profile?.role === 'director' ? <AccessHistory submissionId={submission.id} /> : null}
      <ApproveDialog
        submission={submission}
        open={dialog === 'approve'}
        onClose={close}
        onApproved={(approved) => {
          close();
          onApproved(approved);
        }}
      />
      <RejectDialog
        submission={submission}
        open={dialog === 'reject'}
        onClose={close}
        onRejected={(rejected) => {
          close();
          onRejected(rejected);
        }}
      />
    </Stack>
  );
}

/** The chosen submission: who and when, the four images, and Approve / Reject while it is pending. */
export function SubmissionDetail({ id, onApproved, onRejected }: SubmissionDetailProps) {
  const t = useT();
  const detail = useKycSubmission(id);
  const submission = detail.data;
  return (
    <Card.Root as="section" aria-label={t('detail.label')}>
      <Card.Body>
        {submission !== undefined ? (
          <Submission key={submission.id} submission={submission} onApproved={onApproved} onRejected={onRejected} />
        ) : detail.isError ? (
          <ErrorState error={detail.error} fallback={t('detail.fetchError')} onRetry={() => void detail.refetch()} />
        ) : (
          <LoadingState label={t('detail.loading')} />
        )}
      </Card.Body>
    </Card.Root>
  );
}

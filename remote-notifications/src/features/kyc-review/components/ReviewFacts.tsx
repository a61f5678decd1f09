import type { KycSubmission } from 'shared-contracts';
import { SimpleGrid, formatDateTime, DetailItem } from 'shared-ui';
import { useT } from '../i18n';
import { reviewerName } from '../model/kycReview';
import { DecisionBadge } from './DecisionBadge';

/** When it was submitted and, once reviewed, the decision, by whom, when, and the rejection reason. */
export function ReviewFacts({ submission, columns }: { submission: KycSubmission; columns: { base: number; md?: number } }) {
  const t = useT();
  const reviewed = submission.status !== 'pending';
  return (
    <SimpleGrid as="dl" columns={columns} gap="3" fontSize="sm">
      <DetailItem label={t('facts.submitted')}>{formatDateTime(submission.submitted_at)}</DetailItem>
      {reviewed ? (
        <>
          <DetailItem label={t('facts.decision')}>
            <DecisionBadge status={submission.status} />
          </DetailItem>
          <DetailItem label={t('facts.reviewedBy')}>{reviewerName(t, submission)}</DetailItem>
          <DetailItem label={t('facts.reviewedAt')}>{formatDateTime(submission.reviewed_at)}</DetailItem>
        </>
      ) : null}
      {submission.status === 'rejected' ? <DetailItem label={t('facts.reason')}>{submission.rejection_reason ?? t('facts.notAvailable')}</DetailItem> : null}
    </SimpleGrid>
  );
}

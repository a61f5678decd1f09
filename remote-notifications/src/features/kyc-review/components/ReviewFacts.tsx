import type { KycSubmission } from 'shared-contracts';
import { SimpleGrid, formatDateTime, DetailItem } from 'shared-ui';
import { reviewerName } from '../model/kycReview';
import { DecisionBadge } from './DecisionBadge';

/** When it was submitted and, once reviewed, the decision, by whom, when, and the rejection reason. */
export function ReviewFacts({ submission, columns }: { submission: KycSubmission; columns: { base: number; md?: number } }) {
  const reviewed = submission.status !== 'pending';
  return (
    <SimpleGrid as="dl" columns={columns} gap="3" fontSize="sm">
      <DetailItem label="Submitted">{formatDateTime(submission.submitted_at)}</DetailItem>
      {reviewed ? (
        <>
          <DetailItem label="Decision">
            <DecisionBadge status={submission.status} />
          </DetailItem>
          <DetailItem label="Reviewed by">{reviewerName(submission)}</DetailItem>
          <DetailItem label="Reviewed at">{formatDateTime(submission.reviewed_at)}</DetailItem>
        </>
      ) : null}
      {submission.status === 'rejected' ? <DetailItem label="Reason">{submission.rejection_reason ?? 'N/A'}</DetailItem> : null}
    </SimpleGrid>
  );
}

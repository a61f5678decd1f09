import type { LeadStatusChange } from 'shared-contracts';
import { Text } from 'shared-ui';
import { Timeline } from '../../../common/components/Timeline';
import { timelineColor, timelineEntries } from '../model/leadDetailDisplay';
import { DetailCard } from './DetailCard';

/**
 * Every event of the lead, oldest first: its creation, each status change (from → to, with the
 * remark) and each save of checklist documents, naming every change ("PAN Card marked Verified,
 * Aadhaar Card marked Submitted"), with who and when.
 */
export function StatusTimelineCard({ history }: { history: LeadStatusChange[] }) {
  const entries = timelineEntries(history);
  return (
    <DetailCard title="Status Timeline">
      {entries.length === 0 ? (
        <Text color="fg.muted">No status changes yet.</Text>
      ) : (
        <Timeline
          label="Status timeline"
          items={entries.map((entry) => ({
            key: entry.key,
            title: entry.summary,
            meta: `${entry.at} · by ${entry.by}`,
            note: entry.remark,
            color: timelineColor(entry),
          }))}
        />
      )}
    </DetailCard>
  );
}

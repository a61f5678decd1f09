import type { LeadStatusChange } from 'shared-contracts';
import { Text } from 'shared-ui';
import { SectionCard } from '../../../common/components/SectionCard';
import { Timeline } from '../../../common/components/Timeline';
import { timelineColor, timelineEntries } from '../../lead-detail/model/leadDetailDisplay';

/** Creation, status changes (with their remarks) and document changes, who and when, newest last. */
export function LeadTimelineCard({ history }: { history: LeadStatusChange[] }) {
  const entries = timelineEntries(history);
  return (
    <SectionCard title="Timeline">
      {entries.length === 0 ? (
        <Text color="fg.muted">No events yet.</Text>
      ) : (
        <Timeline
          label="Lead timeline"
          items={entries.map((entry) => ({
            key: entry.key,
            title: entry.summary,
            meta: `${entry.at} · by ${entry.by}`,
            note: entry.remark,
            color: timelineColor(entry),
          }))}
        />
      )}
    </SectionCard>
  );
}

import type { LeadStatusChange } from 'shared-contracts';
import { Text } from 'shared-ui';
import { Timeline } from '../../../common/components/Timeline';
import { timelineColor, timelineEntries } from '../model/leadDetailDisplay';
import { useT } from '../i18n';
import { DetailCard } from './DetailCard';

/**
 * Every event of the lead, oldest first: its creation, each status change (from → to, with the
 * remark) and each save of checklist documents, naming every change ("PAN Card marked Verified,
 * Aadhaar Card marked Submitted"), with who and when.
 */
export function StatusTimelineCard({ history }: { history: LeadStatusChange[] }) {
  const t = useT();
  const entries = timelineEntries(history, t);
  return (
    <DetailCard title={t('timeline.title')}>
      {entries.length === 0 ? (
        <Text color="fg.muted">{t('timeline.empty')}</Text>
      ) : (
        <Timeline
          label={t('timeline.label')}
          items={entries.map((entry) => ({
            key: entry.key,
            title: entry.summary,
            meta: t('timeline.meta', { at: entry.at, by: entry.by }),
            note: entry.remark,
            color: timelineColor(entry),
          }))}
        />
      )}
    </DetailCard>
  );
}

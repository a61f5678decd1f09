import type { LeadStatusChange } from 'shared-contracts';
import { Text } from 'shared-ui';
import { SectionCard } from '../../../common/components/SectionCard';
import { Timeline } from '../../../common/components/Timeline';
import { timelineColor, timelineEntries } from '../../lead-detail/model/leadDetailDisplay';
import { useT } from '../i18n';

/** A document rejected in this event: its remark is the reason the connector was given. */
function rejectsDocument(change: LeadStatusChange): boolean {
  const states = change.documents?.length ? change.documents.map((each) => each.document_state) : [change.document_state];
  return change.event === 'document' && states.some((state) => state?.trim() === 'Rejected');
}

/** Creation, status changes (with their remarks) and document changes (a rejection with its reason), who and when, newest last. */
export function LeadTimelineCard({ history }: { history: LeadStatusChange[] }) {
  const t = useT();
  const entries = timelineEntries(history);
  return (
    <SectionCard title={t('timeline.title')}>
      {entries.length === 0 ? (
        <Text color="fg.muted">{t('timeline.empty')}</Text>
      ) : (
        <Timeline
          label={t('timeline.label')}
          items={entries.map((entry, index) => ({
            key: entry.key,
            title: entry.summary,
            meta: t('timeline.meta', { at: entry.at, by: entry.by }),
            note: entry.remark && rejectsDocument(history[index]) ? t('timeline.reason', { remark: entry.remark }) : entry.remark,
            color: timelineColor(entry),
          }))}
        />
      )}
    </SectionCard>
  );
}

import { Pager } from 'shared-ui';
import { useT } from '../i18n';
import { pagerSummary } from '../model/notificationView';

interface NotificationPagerProps {
  page: number;
  pageCount: number;
  count: number;
  onPageChange: (page: number) => void;
}

/**
 * "Page x of y (n total leads)" with Previous and Next (shown whenever the list has something; while
 * the next page loads the list shows its spinner in its place, pager included).
 */
export function NotificationPager({ page, pageCount, count, onPageChange }: NotificationPagerProps) {
  const t = useT();
  return <Pager label={t('list.pages')} page={page} pageCount={pageCount} onPageChange={onPageChange} summary={pagerSummary(count, t)} />;
}

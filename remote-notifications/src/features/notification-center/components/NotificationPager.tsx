import { Pager } from 'shared-ui';
import { pagerSummary } from '../model/notificationView';

interface NotificationPagerProps {
  page: number;
  pageCount: number;
  count: number;
  /** While the next page loads, both buttons wait. */
  disabled: boolean;
  onPageChange: (page: number) => void;
}

/** "Page x of y (n total leads)" with Previous and Next (shown whenever the list has something). */
export function NotificationPager({ page, pageCount, count, disabled, onPageChange }: NotificationPagerProps) {
  return <Pager label="Notification pages" page={page} pageCount={pageCount} disabled={disabled} onPageChange={onPageChange} summary={pagerSummary(count)} />;
}

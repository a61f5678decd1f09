import { useEffect, useState } from 'react';
import type { Notification } from 'shared-contracts';
import { Stack, EmptyState, ErrorState, LoadingState, pageCount, type PagedQuerySource } from 'shared-ui';
import { listFetchError, type NotificationList as NotificationListAnswer } from '../api/notifications';
import { useT } from '../i18n';
import type { NotificationTab } from '../model/notificationFilters';
import { emptyMessage } from '../model/notificationView';
import { NotificationList } from './NotificationList';
import { NotificationPager } from './NotificationPager';

/** The current time, moving on every minute, so "5m ago" stays true while the page is open. */
function useNow(intervalMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}

interface NotificationTabContentProps {
  /**
   * The page's read of the list (its totals and Mark All Read read it too); `isPlaceholderData`:
   * the previous tab, filters or page are kept while these load (the tiles do not blink; the list
   * shows the spinner).
   */
  list: PagedQuerySource<NotificationListAnswer>;
  tab: NotificationTab;
  /** Whether filters narrow the list (the empty message says so). */
  filtered: boolean;
  page: number;
  /** The ticked notifications of the page shown (the header's Mark Selected marks them). */
  ticked: number[];
  onPageChange: (page: number) => void;
  onSelect: (id: number, checked: boolean) => void;
  onSelectAll: (checked: boolean) => void;
  /** A notification was activated: mark it read and/or open its lead. */
  onOpen: (notification: Notification) => void;
  /** Its View Lead link was followed. */
  onViewLead: (notification: Notification) => void;
}

/** What the selected tab shows: the spinner, the failure, the empty message, or the list with its pager. */
export function NotificationTabContent({ list, tab, filtered, page, ticked, onPageChange, onSelect, onSelectAll, onOpen, onViewLead }: NotificationTabContentProps) {
  const t = useT();
  const now = useNow();
  const { data } = list;
  const loading = list.isPending || list.isPlaceholderData;

  if (loading) return <LoadingState label={t('list.loading')} />;
  if (data === undefined) return <ErrorState error={list.error} fallback={t(listFetchError(tab))} onRetry={() => void list.refetch()} />;
  if (data.results.length === 0) return <EmptyState>{emptyMessage(tab, filtered, t)}</EmptyState>;
  return (
    <Stack gap="3">
      <NotificationList notifications={data.results} selected={ticked} now={now} onSelect={onSelect} onSelectAll={onSelectAll} onOpen={onOpen} onViewLead={onViewLead} />
      <NotificationPager page={page} pageCount={pageCount(data.count, data.page_size)} count={data.count} onPageChange={onPageChange} />
    </Stack>
  );
}

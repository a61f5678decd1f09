import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Notification } from 'shared-contracts';
import { Badge, Stack, getErrorMessage, EmptyState, ErrorState, LoadingState, pageCount, RefreshFailure, type PagedQuerySource } from 'shared-ui';
import { Tabs } from 'shared-ui/widgets';
import { MARK_READ_ERROR, useMarkNotificationRead } from './api/markRead';
import { listFetchError, type NotificationList as NotificationListAnswer } from './api/notifications';
import { FilterPanel } from './components/FilterPanel';
import { NotificationList } from './components/NotificationList';
import { NotificationPager } from './components/NotificationPager';
import { hasFilters, isNotificationTab, type NotificationFilters, type NotificationTab } from './model/notificationFilters';
import { emptyMessage, leadPath } from './model/notificationView';

/** The current time, moving on every minute, so "5m ago" stays true while the page is open. */
function useNow(intervalMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}

interface NotificationCenterPageBodyProps {
  /**
   * The page's read of the list (NotificationCenterPage starts it with its header; its totals and
   * Mark All Read read it too); `isPlaceholderData`: the previous tab, filters or page are kept while
   * these load (the tiles do not blink; the list shows the spinner). Handed down rather than read
   * again here: a second reader of the query mounting after the read had failed would ask the
   * server again (React Query retries a failed query on mount) before the failure is shown.
   */
  list: PagedQuerySource<NotificationListAnswer>;
  tab: NotificationTab;
  /** The filters the list is read with (applied, not the ones being typed). */
  filters: NotificationFilters;
  page: number;
  /** The ticked notifications of the page shown (the header's Mark Selected marks them). */
  ticked: number[];
  onTabChange: (tab: NotificationTab) => void;
  onFiltersApply: (filters: NotificationFilters) => void;
  onFiltersReset: () => void;
  onPageChange: (page: number) => void;
  onSelect: (id: number, checked: boolean) => void;
  onSelectAll: (checked: boolean) => void;
  /** Marking an opened notification read failed: the page shows `message` under its header. */
  onMarkReadError: (message: string) => void;
}

/** /notifications below its header and totals: the filters, the Unread and All tabs with the list and its pager (NotificationCenterPage). */
export default function NotificationCenterPageBody({
  list,
  tab,
  filters,
  page,
  ticked,
  onTabChange,
  onFiltersApply,
  onFiltersReset,
  onPageChange,
  onSelect,
  onSelectAll,
  onMarkReadError,
}: NotificationCenterPageBodyProps) {
  const navigate = useNavigate();
  const now = useNow();
  const markOne = useMarkNotificationRead();

  const data = list.data;
  const loading = list.isPending || list.isPlaceholderData;

  const open = (notification: Notification) => {
    if (notification.is_active) {
      markOne.mutate(notification.id, { onError: (error) => onMarkReadError(getErrorMessage(error, MARK_READ_ERROR)) });
    }
    if (notification.lead !== null) navigate(leadPath(notification.lead));
  };
  const viewLead = (notification: Notification) => {
    if (notification.is_active) markOne.mutate(notification.id);
  };

  let content;
  if (loading) content = <LoadingState label="Loading notifications" />;
  else if (data === undefined) content = <ErrorState error={list.error} fallback={listFetchError(tab)} onRetry={() => void list.refetch()} />;
  else if (data.results.length === 0) content = <EmptyState>{emptyMessage(tab, hasFilters(filters, tab))}</EmptyState>;
  else {
    content = (
      <Stack gap="3">
        <NotificationList
          notifications={data.results}
          selected={ticked}
          now={now}
          onSelect={onSelect}
          onSelectAll={onSelectAll}
          onOpen={open}
          onViewLead={viewLead}
        />
        <NotificationPager page={page} pageCount={pageCount(data.count, data.page_size)} count={data.count} disabled={loading} onPageChange={onPageChange} />
      </Stack>
    );
  }

  const unreadCount = data?.summary.active_notifications;
  return (
    <>
      <FilterPanel tab={tab} applied={filters} onApply={onFiltersApply} onReset={onFiltersReset} />
      <Tabs.Root value={tab} onValueChange={(details) => isNotificationTab(details.value) && onTabChange(details.value)} variant="line" colorPalette="brand">
        <Tabs.List>
          <Tabs.Trigger value="unread">
            Unread{' '}
            {unreadCount !== undefined ? (
              <Badge colorPalette="brand" variant="solid" borderRadius="full">
                {unreadCount}
              </Badge>
            ) : null}
          </Tabs.Trigger>
          <Tabs.Trigger value="all">All</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value={tab} pt="4">
          <RefreshFailure query={list} fallback={listFetchError(tab)} />
          {content}
        </Tabs.Content>
      </Tabs.Root>
    </>
  );
}

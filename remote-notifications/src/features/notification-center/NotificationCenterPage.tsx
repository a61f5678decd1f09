import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import type { Notification } from 'shared-contracts';
import { useProfile } from 'shared-auth';
import { Badge, Button, Stack, getErrorMessage, EmptyState, ErrorState, LoadingState, pageCount, PageHeader, RefreshFailure } from 'shared-ui';
import { Tabs } from 'shared-ui/widgets';
import { SuccessMessage } from '../../common/components/SuccessMessage';
import { MARK_MANY_READ_ERROR, MARK_READ_ERROR, useMarkNotificationRead, useMarkNotificationsRead } from './api/markRead';
import { listFetchError, reloadNotificationLists, useNotificationList } from './api/notifications';
import { ActionError } from './components/ActionError';
import { FilterPanel } from './components/FilterPanel';
import { NotificationList } from './components/NotificationList';
import { NotificationPager } from './components/NotificationPager';
import { SummaryTiles } from './components/SummaryTiles';
import { DEFAULT_TAB, NO_FILTERS, hasFilters, isNotificationTab, type NotificationFilters, type NotificationTab } from './model/notificationFilters';
import { CUSTOM_NOTIFICATIONS_PATH, canSendCustom, emptyMessage, leadPath, markedMessage, summaryTiles } from './model/notificationView';
import { selectedOnPage, toggleSelected } from './model/selection';

/** The current time, moving on every minute, so "5m ago" stays true while the page is open. */
function useNow(intervalMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/**
 * Notification Center (/notifications, everyone signed in): the caller's totals, Unread (default)
 * and All tabs of their notifications with filters, 20 a page; select some or all and mark them
 * read, or mark everything read; opening an item marks it read and, when it is about a lead, opens
 * the lead. Admins and directors also get Send Custom (/custom_notifications).
 */
export default function NotificationCenterPage() {
  const navigate = useNavigate();
  const now = useNow();
  const { profile } = useProfile();
  const [tab, setTab] = useState<NotificationTab>(DEFAULT_TAB);
  const [filters, setFilters] = useState<NotificationFilters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<number[]>([]);
  const [message, setMessage] = useState<string>();
  const [actionError, setActionError] = useState<string>();
  const list = useNotificationList({ tab, filters, page });
  const markOne = useMarkNotificationRead();
  const markSelected = useMarkNotificationsRead();
  const markAll = useMarkNotificationsRead();

  const data = list.data;
  const loading = list.isPending || list.isPlaceholderData;
  const pages = data !== undefined ? pageCount(data.count, data.page_size) : 1;
  // Marking read can empty the last page of the Unread tab: show the new last page instead.
  if (data !== undefined && !list.isPlaceholderData && page > pages) setPage(pages);

  const pageIds = !loading && data !== undefined ? data.results.map((notification) => notification.id) : [];
  const ticked = selectedOnPage(selected, pageIds);

  const startOver = (next: { tab?: NotificationTab; filters?: NotificationFilters }) => {
    if (next.tab !== undefined) setTab(next.tab);
    if (next.filters !== undefined) setFilters(next.filters);
    setPage(1);
    setSelected([]);
  };
  const goToPage = (next: number) => {
    setPage(next);
    setSelected([]);
  };
  const showOutcome = (text: string | undefined, error: string | undefined) => {
    setMessage(text);
    setActionError(error);
  };

  const open = (notification: Notification) => {
    if (notification.is_active) {
      markOne.mutate(notification.id, { onError: (error) => showOutcome(undefined, getErrorMessage(error, MARK_READ_ERROR)) });
    }
    if (notification.lead !== null) navigate(leadPath(notification.lead));
  };
  const viewLead = (notification: Notification) => {
    if (notification.is_active) markOne.mutate(notification.id);
  };
  const markMany = (mutation: typeof markAll, ids: number[] | undefined) => {
    showOutcome(undefined, undefined);
    mutation.mutate(ids, {
      onSuccess: (answer) => {
        setSelected([]);
        showOutcome(markedMessage(answer.marked), undefined);
      },
      onError: (error) => showOutcome(undefined, getErrorMessage(error, MARK_MANY_READ_ERROR)),
    });
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
          onSelect={(id, checked) => setSelected((current) => toggleSelected(current, id, checked))}
          onSelectAll={(checked) => setSelected(checked ? pageIds : [])}
          onOpen={open}
          onViewLead={viewLead}
        />
        <NotificationPager page={page} pageCount={pages} count={data.count} disabled={loading} onPageChange={goToPage} />
      </Stack>
    );
  }

  const unreadCount = data?.summary.active_notifications;
  return (
    <Stack gap="6">
      <PageHeader
        title="Notification Center"
        subtitle="Updates on your leads, reports and announcements."
        actions={
          <>
            {ticked.length > 0 ? (
              <Button colorPalette="brand" loading={markSelected.isPending} loadingText="Mark Selected" onClick={() => markMany(markSelected, ticked)}>
                Mark Selected
              </Button>
            ) : null}
            <Button
              variant="outline"
              colorPalette="brand"
              loading={markAll.isPending}
              loadingText="Mark All Read"
              disabled={unreadCount === 0}
              onClick={() => markMany(markAll, undefined)}
            >
              Mark All Read
            </Button>
            {canSendCustom(profile?.role) ? (
              <Button asChild variant="outline">
                <RouterLink to={CUSTOM_NOTIFICATIONS_PATH}>Send Custom</RouterLink>
              </Button>
            ) : null}
          </>
        }
      />
      <SuccessMessage message={message} onDismiss={() => setMessage(undefined)} />
      <ActionError message={actionError} onDismiss={() => setActionError(undefined)} />
      {data !== undefined ? <SummaryTiles tiles={summaryTiles(data.summary)} /> : null}
      <FilterPanel
        tab={tab}
        applied={filters}
        onApply={(next) => startOver({ filters: next })}
        onReset={() => {
          startOver({ filters: NO_FILTERS });
          void reloadNotificationLists();
        }}
      />
      <Tabs.Root value={tab} onValueChange={(details) => isNotificationTab(details.value) && startOver({ tab: details.value })} variant="line" colorPalette="brand">
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
    </Stack>
  );
}

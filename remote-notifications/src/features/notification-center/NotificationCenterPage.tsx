import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useProfile } from 'shared-auth';
import type { Notification } from 'shared-contracts';
import { Badge, Button, Stack, getErrorMessage, pageCount, PageHeader, PageTabs, RefreshFailure } from 'shared-ui';
import { SuccessMessage } from '../../common/components/SuccessMessage';
import { MARK_MANY_READ_ERROR, MARK_READ_ERROR, useMarkNotificationRead, useMarkNotificationsRead } from './api/markRead';
import { listFetchError, reloadNotificationLists, useNotificationList } from './api/notifications';
import { ActionError } from './components/ActionError';
import { useT } from './i18n';
import { FilterPanel } from './components/FilterPanel';
import { NotificationTabContent } from './components/NotificationTabContent';
import { SummaryTiles } from './components/SummaryTiles';
import { DEFAULT_TAB, NO_FILTERS, hasFilters, type NotificationFilters, type NotificationTab } from './model/notificationFilters';
import { CUSTOM_NOTIFICATIONS_PATH, canSendCustom, leadPath, markedMessage, summaryTiles } from './model/notificationView';
import { selectedOnPage, toggleSelected } from './model/selection';

/**
 * Notification Center (/notifications, everyone signed in): the caller's totals, Unread (default)
 * and All tabs of their notifications with filters, 20 a page; select some or all and mark them
 * read, or mark everything read; opening an item marks it read and, when it is about a lead, opens
 * the lead. Admins and directors also get Send Custom (/custom_notifications). The list is what a
 * phone paints largest, so the page draws it itself, in the page kit's PageTabs (no widgets); only
 * the filter form needs shared-ui/widgets, and the filter panel loads it when it is shown
 * (components/FilterPanel.tsx; docs/pages.md, "A page's header first").
 */
export default function NotificationCenterPage() {
  const t = useT();
  const { profile } = useProfile();
  const [tab, setTab] = useState<NotificationTab>(DEFAULT_TAB);
  const [filters, setFilters] = useState<NotificationFilters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<number[]>([]);
  /** How many the last Mark Selected / Mark All Read changed (its message is said in the page's language). */
  const [marked, setMarked] = useState<number>();
  const [actionError, setActionError] = useState<string>();
  // Only the fields read here and by the body: React Query draws the page again for those alone.
  const { data, error, isPending, isRefetching, isPlaceholderData, refetch } = useNotificationList({ tab, filters, page });
  const markSelected = useMarkNotificationsRead();
  const markAll = useMarkNotificationsRead();
  const markOne = useMarkNotificationRead();
  const navigate = useNavigate();

  const loading = isPending || isPlaceholderData;
  const pages = data !== undefined ? pageCount(data.count, data.page_size) : 1;
  // Marking read can empty the last page of the Unread tab: show the new last page instead.
  if (data !== undefined && !isPlaceholderData && page > pages) setPage(pages);

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
  const showOutcome = (count: number | undefined, error: string | undefined) => {
    setMarked(count);
    setActionError(error);
  };

  const markMany = (mutation: typeof markAll, ids: number[] | undefined) => {
    showOutcome(undefined, undefined);
    mutation.mutate(ids, {
      onSuccess: (answer) => {
        setSelected([]);
        showOutcome(answer.marked, undefined);
      },
      onError: (error) => showOutcome(undefined, getErrorMessage(error, t(MARK_MANY_READ_ERROR))),
    });
  };

  const open = (notification: Notification) => {
    if (notification.is_active) {
      markOne.mutate(notification.id, { onError: (error) => showOutcome(undefined, getErrorMessage(error, t(MARK_READ_ERROR))) });
    }
    if (notification.lead !== null) navigate(leadPath(notification.lead));
  };
  const viewLead = (notification: Notification) => {
    if (notification.is_active) markOne.mutate(notification.id);
  };

  const unreadCount = data?.summary.active_notifications;
  const list = { data, error, isPending, isRefetching, isPlaceholderData, refetch };
  return (
    <Stack gap="6">
      <PageHeader
        title={t('page.title')}
        subtitle={t('page.subtitle')}
        actions={
          <>
            {ticked.length > 0 ? (
              <Button colorPalette="brand" loading={markSelected.isPending} loadingText={t('page.markSelected')} onClick={() => markMany(markSelected, ticked)}>
                {t('page.markSelected')}
              </Button>
            ) : null}
            <Button
              variant="outline"
              colorPalette="brand"
              loading={markAll.isPending}
              loadingText={t('page.markAllRead')}
              disabled={unreadCount === 0}
              onClick={() => markMany(markAll, undefined)}
            >
              {t('page.markAllRead')}
            </Button>
            {canSendCustom(profile?.role) ? (
              <Button asChild variant="outline">
                <RouterLink to={CUSTOM_NOTIFICATIONS_PATH}>{t('page.sendCustom')}</RouterLink>
              </Button>
            ) : null}
          </>
        }
      />
      <SuccessMessage message={marked === undefined ? undefined : markedMessage(marked, t)} onDismiss={() => setMarked(undefined)} />
      <ActionError message={actionError} onDismiss={() => setActionError(undefined)} />
      {data !== undefined || isPending ? <SummaryTiles tiles={summaryTiles(data?.summary, t)} /> : null}
      <FilterPanel
        tab={tab}
        applied={filters}
        onApply={(next) => startOver({ filters: next })}
        onReset={() => {
          startOver({ filters: NO_FILTERS });
          void reloadNotificationLists();
        }}
      />
      <PageTabs
        label={t('tabs.label')}
        value={tab}
        onChange={(next) => startOver({ tab: next })}
        tabs={[
          {
            value: 'unread',
            label: (
              <>
                {t('tabs.unread')}{' '}
                {unreadCount !== undefined ? (
                  <Badge colorPalette="brand" variant="solid" borderRadius="full">
                    {unreadCount}
                  </Badge>
                ) : null}
              </>
            ),
          },
          { value: 'all', label: t('tabs.all') },
        ]}
      >
        <RefreshFailure query={list} fallback={t(listFetchError(tab))} />
        <NotificationTabContent
          list={list}
          tab={tab}
          filtered={hasFilters(filters, tab)}
          page={page}
          ticked={ticked}
          onPageChange={goToPage}
          onSelect={(id, checked) => setSelected((current) => toggleSelected(current, id, checked))}
          onSelectAll={(checked) => setSelected(checked ? pageIds : [])}
          onOpen={open}
          onViewLead={viewLead}
        />
      </PageTabs>
    </Stack>
  );
}

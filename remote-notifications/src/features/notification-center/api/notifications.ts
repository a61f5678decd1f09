import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { httpClient, queryClient } from 'shared-auth';
import type { NotificationPage, NotificationSummary } from 'shared-contracts';
import type { NotificationCenterMessageId } from '../i18n';
import { listPath, notificationParams, type NotificationFilters, type NotificationTab } from '../model/notificationFilters';

/**
 * The list's answer. The contract's `NotificationPage` schema has `summary`, but the static type of
 * `Page(...)` loses the extra properties, so it is added back here.
 */
export type NotificationList = NotificationPage & { summary: NotificationSummary };

/** Every Notification Center list (either tab, any filter or page): marking read invalidates them all. */
export const notificationListsKeyPrefix = ['notifications', 'center'] as const;

export interface NotificationListRequest {
  tab: NotificationTab;
  filters: NotificationFilters;
  page: number;
}

export function notificationListQueryKey(request: NotificationListRequest) {
  return [...notificationListsKeyPrefix, request] as const;
}

/** The spec's texts (§8) when the server gives no detail of its own (ids in the catalogue). */
export const NOTIFICATIONS_FETCH_ERROR: NotificationCenterMessageId = 'errors.fetch';
export const ACTIVE_NOTIFICATIONS_FETCH_ERROR: NotificationCenterMessageId = 'errors.fetchActive';

export function listFetchError(tab: NotificationTab): NotificationCenterMessageId {
  return tab === 'unread' ? ACTIVE_NOTIFICATIONS_FETCH_ERROR : NOTIFICATIONS_FETCH_ERROR;
}

/** GET /notifications/active/ (Unread) or GET /notifications/ (All), 20 a page, with the caller's totals. */
export async function fetchNotifications({ tab, filters, page }: NotificationListRequest): Promise<NotificationList> {
  return (await httpClient.get<NotificationList>(listPath(tab), { params: notificationParams(tab, filters, page) })).data;
}

/** One page; while another tab, filter or page loads, the previous answer stays as placeholder (the tiles do not blink). */
export function useNotificationList(request: NotificationListRequest) {
  return useQuery(
    { queryKey: notificationListQueryKey(request), queryFn: () => fetchNotifications(request), placeholderData: keepPreviousData },
    queryClient,
  );
}

/** Load every list again (after marking, on Reset). */
export function reloadNotificationLists() {
  return queryClient.invalidateQueries({ queryKey: notificationListsKeyPrefix });
}

import { useMutation } from '@tanstack/react-query';
import { httpClient, queryClient } from 'shared-auth';
import type { MarkNotificationsRead, NotificationsMarked } from 'shared-contracts';
import type { NotificationCenterMessageId } from '../i18n';
import { reloadNotificationLists } from './notifications';

/** The spec's texts (§8) when the server gives no detail of its own (ids in the catalogue). */
export const MARK_READ_ERROR: NotificationCenterMessageId = 'errors.markRead';
export const MARK_MANY_READ_ERROR: NotificationCenterMessageId = 'errors.markManyRead';

/** PATCH /notifications/{id}/mark-read/ */
export async function markNotificationRead(id: number): Promise<NotificationsMarked> {
  return (await httpClient.patch<NotificationsMarked>(`/notifications/${id}/mark-read/`)).data;
}

/** POST /notifications/mark-all-read/ : the given ids, or (without any) every unread one of the caller. */
export async function markNotificationsRead(ids?: readonly number[]): Promise<NotificationsMarked> {
  const body: MarkNotificationsRead = ids === undefined ? {} : { notification_ids: [...ids] };
  return (await httpClient.post<NotificationsMarked>('/notifications/mark-all-read/', body)).data;
}

/**
 * The lists (and their totals) load again once a mark settles. Settled, not only succeeded: a
 * failure may mean the notification is gone or was read elsewhere, and a fresh list shows that.
 * The callbacks live on the mutation, so they run even when the page has moved on (to a lead).
 */
export function useMarkNotificationRead() {
  return useMutation({ mutationFn: markNotificationRead, onSettled: () => reloadNotificationLists() }, queryClient);
}

export function useMarkNotificationsRead() {
  return useMutation({ mutationFn: (ids?: readonly number[]) => markNotificationsRead(ids), onSettled: () => reloadNotificationLists() }, queryClient);
}

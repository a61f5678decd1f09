import { notifications } from '../../db/schema';
import type { Executor } from '../../db/client';
import type { NewNotification } from './notify';

/** Longest title the notifications table holds. */
export const TITLE_MAX = 200;

/**
 * Creates several unread notifications in one statement (one round trip, and the count triggers run
 * once). Titles longer than the column are cut with an ellipsis. Nothing happens for an empty list.
 */
export async function notifyMany(db: Executor, list: readonly NewNotification[], createdAt?: Date): Promise<number> {
  if (list.length === 0) return 0;
  await db.insert(notifications).values(
    list.map((notification) => ({
      recipientId: notification.recipientId,
      title: clipTitle(notification.title),
      message: notification.message,
      notificationType: notification.type,
      leadId: notification.leadId ?? null,
      createdById: notification.createdById ?? null,
      isActive: true,
      ...(createdAt ? { createdAt } : {}),
    })),
  );
  return list.length;
}

export const clipTitle = (title: string) => (title.length > TITLE_MAX ? `${title.slice(0, TITLE_MAX - 3)}...` : title);

/** Notification text is rendered with **bold** markers: keep user-entered text from opening or closing one. */
export const plainText = (text: string) => text.replace(/\*{2,}/g, '*');

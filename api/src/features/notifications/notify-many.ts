import { notifications } from '../../db/schema';
import type { Executor } from '../../db/client';
import { clipTitle, inRecipientsLanguage, type NewNotification, type NotifyOptions } from './notify';

export { TITLE_MAX, clipTitle } from './notify';

/**
 * Creates several unread notifications in one statement (one round trip, and the count triggers run
 * once). Each is written in its recipient's language (one query for all the recipients) unless
 * `options.asWritten`. Titles longer than the column are cut with an ellipsis. Nothing happens for an empty list.
 */
export async function notifyMany(db: Executor, list: readonly NewNotification[], createdAt?: Date, options: NotifyOptions = {}): Promise<number> {
  if (list.length === 0) return 0;
  const localised = await inRecipientsLanguage(db, list, options);
  await db.insert(notifications).values(
    localised.map((notification) => ({
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


/** Notification text is rendered with **bold** markers: keep user-entered text from opening or closing one. */
export const plainText = (text: string) => text.replace(/\*{2,}/g, '*');

import { notifications, type NotificationType } from '../../db/schema';
import type { Executor } from '../../db/client';

export interface NewNotification {
  recipientId: number;
  title: string;
  message: string;
  type: NotificationType;
  leadId?: number | null;
  createdById?: number | null;
}

/** Creates an unread notification (is_active true). */
export async function notify(db: Executor, notification: NewNotification) {
  await db.insert(notifications).values({
    recipientId: notification.recipientId,
    title: notification.title,
    message: notification.message,
    notificationType: notification.type,
    leadId: notification.leadId ?? null,
    createdById: notification.createdById ?? null,
    isActive: true,
  });
}

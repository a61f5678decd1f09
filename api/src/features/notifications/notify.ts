import { inArray } from 'drizzle-orm';
import { employees, notifications, type NotificationType } from '../../db/schema';
import type { Executor } from '../../db/client';
import { localise } from '../../i18n';

/** Longest title the notifications table holds. */
export const TITLE_MAX = 200;

export const clipTitle = (title: string) => (title.length > TITLE_MAX ? `${title.slice(0, TITLE_MAX - 3)}...` : title);

export interface NewNotification {
  recipientId: number;
  title: string;
  message: string;
  type: NotificationType;
  leadId?: number | null;
  createdById?: number | null;
}

export interface NotifyOptions {
  /**
   * Write the title and message exactly as given, in no one's language: for texts a person wrote
   * (the back office's custom notifications). Without it, the API's own (English) texts are written
   * in each recipient's language.
   */
  asWritten?: boolean;
}

/**
 * The notifications with their title and message in each recipient's language (`employees.language`,
 * read in one query on `db`, so in the caller's transaction); only a Hindi reader's texts are looked up
 * in the catalogue. No query with `asWritten`.
 */
export async function inRecipientsLanguage<T extends NewNotification>(db: Executor, list: readonly T[], options: NotifyOptions = {}): Promise<T[]> {
  if (options.asWritten || list.length === 0) return [...list];
  const ids = [...new Set(list.map((notification) => notification.recipientId))];
  const rows = await db.select({ id: employees.id, language: employees.language }).from(employees).where(inArray(employees.id, ids));
  const inHindi = new Set(rows.filter((row) => row.language === 'hi').map((row) => Number(row.id)));
  if (inHindi.size === 0) return [...list];
  return list.map((notification) =>
    inHindi.has(notification.recipientId)
      ? // A translation may be longer than the English: cut to the column as notifyMany does.
        { ...notification, title: clipTitle(localise('hi', notification.title)), message: localise('hi', notification.message) }
      : notification,
  );
}

/** Creates an unread notification (is_active true), in the recipient's language unless `asWritten`. */
export async function notify(db: Executor, notification: NewNotification, options: NotifyOptions = {}) {
  const [localised = notification] = await inRecipientsLanguage(db, [notification], options);
  await db.insert(notifications).values({
    recipientId: localised.recipientId,
    title: localised.title,
    message: localised.message,
    notificationType: localised.type,
    leadId: localised.leadId ?? null,
    createdById: localised.createdById ?? null,
    isActive: true,
  });
}

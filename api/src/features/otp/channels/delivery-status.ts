import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { otpDeliveries, otps } from '../../../db/schema';
import type { OtpChannelId } from './config';

/** Delivery statuses in the order they may move (docs/otp.md#delivery-status). */
export type DeliveryStatus = 'accepted' | 'sent' | 'delivered' | 'read' | 'failed';

const RANK: Record<Exclude<DeliveryStatus, 'failed'>, number> = { accepted: 0, sent: 1, delivered: 2, read: 3 };

/**
 * Whether a status event may replace the stored one: forward only (accepted → sent → delivered → read), and
 * `failed` only before the message was delivered. A late or repeated event never moves a status back.
 */
export function movesForward(current: DeliveryStatus, next: DeliveryStatus): boolean {
  if (current === 'failed') return false;
  if (next === 'failed') return RANK[current] < RANK.delivered;
  return RANK[next] > RANK[current];
}

/** Records a message a provider accepted, and marks its code as delivered by that channel. */
export async function recordAccepted(db: Database, otpId: number, channel: OtpChannelId, providerMessageId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(otps).set({ channel }).where(eq(otps.id, otpId));
    await tx.insert(otpDeliveries).values({ otpId, channel, providerMessageId }).onConflictDoNothing();
  });
}

export type StatusOutcome = 'updated' | 'unchanged' | 'unknown_message';

/** Applies one status event to a stored message (row locked), forward only. */
export async function applyStatus(
  db: Database,
  channels: readonly OtpChannelId[],
  providerMessageId: string,
  status: DeliveryStatus,
  errorCode?: string,
): Promise<{ outcome: StatusOutcome; channel?: OtpChannelId }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: otpDeliveries.id, status: otpDeliveries.status, channel: otpDeliveries.channel })
      .from(otpDeliveries)
      .where(and(eq(otpDeliveries.providerMessageId, providerMessageId), inArray(otpDeliveries.channel, [...channels])))
      .limit(1)
      .for('update');
    if (!row) return { outcome: 'unknown_message' as const };
    const channel = row.channel as OtpChannelId;
    if (!movesForward(row.status as DeliveryStatus, status)) return { outcome: 'unchanged' as const, channel };
    await tx
      .update(otpDeliveries)
      .set({ status, errorCode: status === 'failed' ? (errorCode ?? null) : null, updatedAt: new Date() })
      .where(eq(otpDeliveries.id, row.id));
    return { outcome: 'updated' as const, channel };
  });
}

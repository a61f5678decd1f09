import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { employees } from './people';

/**
 * One-time codes for mobile sign-in (`login`) and password reset (`password_reset`), stored as an
 * HMAC-SHA256 of the code (keyed with a server secret that is not in the database), never the code.
 *
 * A code is open until it is used (`consumedAt`), superseded by a newer request of the same purpose
 * (`supersededAt`), expires (`expiresAt`), or is locked by too many wrong tries. Wrong tries are counted
 * apart for the employee's own trusted sign-in sources (`trustedAttempts`) and for everyone else (`attempts`),
 * so wrong guesses from elsewhere cannot lock the real user out of their code. At most one
 * open code per employee and purpose (a partial unique index): a new request supersedes the previous one
 * in the same transaction. `mobileNumber` is where it was sent; it verifies only with that number.
 * See docs/otp.md.
 */
export const otps = pgTable(
  'otps',
  {
    id: serial('id').primaryKey(),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    purpose: varchar('purpose', { length: 24 }).notNull(),
    mobileNumber: varchar('mobile_number', { length: 10 }).notNull(),
    codeHash: varchar('code_hash', { length: 128 }).notNull(),
    /** The code sealed under the server key, to send the same live code again (codes.ts, sealCode). */
    codeSealed: varchar('code_sealed', { length: 128 }),
    /**
     * The channel that delivered it (docs/otp.md#channels), set once a provider accepted the message; null for the
     * development outbox. A channel whose provider makes the code (Twilio Verify) is asked to check it instead of the HMAC.
     */
    channel: varchar('channel', { length: 24 }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    trustedAttempts: integer('trusted_attempts').notNull().default(0),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    supersededAt: timestamp('superseded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('otps_purpose_check', sql`${t.purpose} in ('login', 'password_reset')`),
    check('otps_attempts_check', sql`${t.attempts} >= 0`),
    check('otps_trusted_attempts_check', sql`${t.trustedAttempts} >= 0`),
    index('otps_employee_purpose_idx').on(t.employeeId, t.purpose, t.createdAt),
    uniqueIndex('otps_one_open_code_idx').on(t.employeeId, t.purpose).where(sql`${t.consumedAt} is null and ${t.supersededAt} is null`),
    index('otps_expires_idx').on(t.expiresAt),
  ],
);

/**
 * What the development sender "sent" (docs/otp.md): one row per message, code included, read by
 * `GET /dev/outbox/` (never registered in production, and production never uses this sender).
 * Rows older than a day are pruned.
 */
export const otpOutbox = pgTable(
  'otp_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The recipient's employee id as shown to people (CN1001), copied: this is a record of a message. */
    employeeId: varchar('employee_id', { length: 32 }).notNull(),
    mobileNumber: varchar('mobile_number', { length: 10 }).notNull(),
    purpose: varchar('purpose', { length: 24 }).notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('otp_outbox_purpose_check', sql`${t.purpose} in ('login', 'password_reset')`), index('otp_outbox_created_idx').on(t.createdAt)],
);

/**
 * One message a channel provider accepted (docs/otp.md#delivery-status): the provider's id of it (WhatsApp's
 * wamid, MSG91's request id, Twilio's verification sid) and its delivery status, which only moves forward
 * (accepted → sent → delivered → read, or failed before delivered), whatever order the webhooks arrive in.
 * Deleted with its code (the pruning job deletes codes a day after they expire).
 */
export const otpDeliveries = pgTable(
  'otp_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    otpId: integer('otp_id')
      .notNull()
      .references(() => otps.id, { onDelete: 'cascade' }),
    channel: varchar('channel', { length: 24 }).notNull(),
    providerMessageId: varchar('provider_message_id', { length: 128 }).notNull(),
    status: varchar('status', { length: 16 }).notNull().default('accepted'),
    /** The provider's error code of a failed delivery (never its text, which may quote the number). */
    errorCode: varchar('error_code', { length: 32 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('otp_deliveries_status_check', sql`${t.status} in ('accepted', 'sent', 'delivered', 'read', 'failed')`),
    uniqueIndex('otp_deliveries_provider_message_idx').on(t.channel, t.providerMessageId),
    index('otp_deliveries_otp_idx').on(t.otpId),
  ],
);

import { sql } from 'drizzle-orm';
import { bigserial, check, customType, index, integer, pgTable, primaryKey, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';

/** PostgreSQL bytea as a Buffer, whichever driver answers (node-postgres gives a Buffer, PGlite a Uint8Array). */
export const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * One document in the vault (features/vault, docs/document-vault.md): its data key wrapped by the
 * master key `keyId` names, and what the holder of the plaintext needs to know without reading it.
 * The bytes are in vault_chunks, each sealed on its own. An object is `writing` until its last chunk
 * is in; a `writing` object older than a day was abandoned by a process that stopped and is removed.
 */
export const vaultObjects = pgTable(
  'vault_objects',
  {
    id: uuid('id').primaryKey(),
    /** What the document is for (`kyc`); decides the retention rules that apply. */
    purpose: varchar('purpose', { length: 16 }).notNull(),
    contentType: varchar('content_type', { length: 64 }).notNull(),
    size: integer('size').notNull().default(0),
    chunkCount: integer('chunk_count').notNull().default(0),
    keyId: varchar('key_id', { length: 64 }).notNull(),
    wrappedKey: bytea('wrapped_key').notNull(),
    state: varchar('state', { length: 8 }).notNull().default('writing'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('vault_objects_state_check', sql`${t.state} in ('writing', 'stored')`),
    index('vault_objects_key_idx').on(t.keyId),
    index('vault_objects_writing_idx').on(t.createdAt).where(sql`${t.state} = 'writing'`),
  ],
);

/** The sealed bytes of an object, in order: `sealed` is the chunk's IV, ciphertext and GCM tag. */
export const vaultChunks = pgTable(
  'vault_chunks',
  {
    objectId: uuid('object_id')
      .notNull()
      .references(() => vaultObjects.id, { onDelete: 'cascade' }),
    index: integer('index').notNull(),
    sealed: bytea('sealed').notNull(),
  },
  (t) => [primaryKey({ columns: [t.objectId, t.index] })],
);

/**
 * Every read of a document's bytes: who (employee id and role at the time), whose document, which,
 * why, from where, when. Append-only: the database refuses UPDATE and refuses DELETE of a row less
 * than a year old (migration 0009). No foreign keys: the record outlives the document and the people.
 */
export const documentAccessLog = pgTable(
  'document_access_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    objectId: uuid('object_id').notNull(),
    /** The record the document belongs to (`kyc_submission` 12) and which of its documents (`aadhar_front`): true after the object is gone or replaced. */
    recordType: varchar('record_type', { length: 32 }).notNull(),
    recordId: integer('record_id').notNull(),
    documentKind: varchar('document_kind', { length: 32 }).notNull(),
    /** The employee the document is about. */
    subjectId: integer('subject_id').notNull(),
    viewerId: integer('viewer_id').notNull(),
    viewerRole: varchar('viewer_role', { length: 16 }).notNull(),
    purpose: varchar('purpose', { length: 16 }).notNull(),
    address: varchar('address', { length: 64 }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('document_access_log_purpose_check', sql`${t.purpose} in ('review', 're-review', 'owner', 'export', 'masking')`),
    index('document_access_log_record_idx').on(t.recordType, t.recordId, t.readAt),
    index('document_access_log_subject_idx').on(t.subjectId, t.readAt),
    index('document_access_log_read_at_idx').on(t.readAt),
  ],
);

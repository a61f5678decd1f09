import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { leads } from './leads';
import { employees } from './people';
import { vaultObjects } from './vault';

/**
 * One uploaded file of a lead's checklist document (features/lead-documents, docs/lead-documents.md):
 * a photo of a page or a PDF. The bytes are in the document vault; `vault_object_id` becomes null when
 * the retention job deletes them (the row stays as the record that the page existed).
 *
 * `state` follows the document's decisions: `submitted` until the back office verifies or rejects the
 * document, then `verified` or `rejected`; a rejected page becomes `superseded` when the connector
 * uploads the document again. The document's own state is the lead's checklist (`leads.documents_checklist`).
 *
 * `upload_key` is chosen by the client once per file: a retry of the same file finds its page instead of
 * storing a second copy.
 */
export const leadDocumentPages = pgTable(
  'lead_document_pages',
  {
    id: serial('id').primaryKey(),
    leadId: integer('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    documentName: varchar('document_name', { length: 120 }).notNull(),
    uploadKey: varchar('upload_key', { length: 64 }).notNull(),
    state: varchar('state', { length: 12 }).notNull().default('submitted'),
    vaultObjectId: uuid('vault_object_id').references(() => vaultObjects.id, { onDelete: 'set null' }),
    /** A small JPEG of an image page, also in the vault; null for a PDF. */
    thumbnailObjectId: uuid('thumbnail_object_id').references(() => vaultObjects.id, { onDelete: 'set null' }),
    contentType: varchar('content_type', { length: 32 }).notNull(),
    size: integer('size').notNull(),
    sha256: varchar('sha256', { length: 64 }).notNull(),
    width: integer('width'),
    height: integer('height'),
    fileName: varchar('file_name', { length: 255 }),
    uploadedById: integer('uploaded_by_id').references(() => employees.id, { onDelete: 'set null' }),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('lead_document_pages_state_check', sql`${t.state} in ('submitted', 'verified', 'rejected', 'superseded')`),
    check('lead_document_pages_content_type_check', sql`${t.contentType} in ('image/jpeg', 'image/png', 'application/pdf')`),
    uniqueIndex('lead_document_pages_upload_key_unique').on(t.leadId, t.uploadKey),
    uniqueIndex('lead_document_pages_vault_object_unique').on(t.vaultObjectId),
    uniqueIndex('lead_document_pages_thumbnail_object_unique').on(t.thumbnailObjectId),
    index('lead_document_pages_lead_idx').on(t.leadId, t.documentName, t.id),
  ],
);

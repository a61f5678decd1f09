import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { employees } from './people';
import { vaultObjects } from './vault';

export const kycSubmissions = pgTable(
  'kyc_submissions',
  {
    id: serial('id').primaryKey(),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 16 }).notNull().default('pending'),
    rejectionReason: text('rejection_reason'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedById: integer('reviewed_by_id').references(() => employees.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('kyc_submissions_status_check', sql`${t.status} in ('pending', 'approved', 'rejected')`),
    index('kyc_submissions_employee_idx').on(t.employeeId, t.submittedAt),
    index('kyc_submissions_status_idx').on(t.status, t.submittedAt),
  ],
);

/**
 * One uploaded image; its bytes are the vault object `vaultObjectId` (features/vault). `storedName` is
 * a file under UPLOAD_DIR from before the vault, imported into it when the API starts
 * (features/vault/legacy-import.ts); null afterwards, and `vaultObjectId` null once the image is deleted.
 *
 * An Aadhaar side is masked before the submission may be approved (features/kyc/aadhaar-mask.ts):
 * `maskMethod` `boxes` when a reviewer's boxes were burnt into the image (the vault object is then the
 * masked copy and the original is destroyed), `uploaded_masked` when the reviewer confirmed the upload
 * already shows no more than the last four digits. `maskedById` is null when nobody is (the person's
 * account deleted) even though `maskedAt` stays.
 */
export const kycDocuments = pgTable(
  'kyc_documents',
  {
    id: serial('id').primaryKey(),
    submissionId: integer('submission_id')
      .notNull()
      .references(() => kycSubmissions.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 16 }).notNull(),
    storedName: varchar('stored_name', { length: 80 }),
    vaultObjectId: uuid('vault_object_id').references(() => vaultObjects.id, { onDelete: 'set null' }),
    originalName: varchar('original_name', { length: 255 }),
    contentType: varchar('content_type', { length: 32 }).notNull(),
    size: integer('size').notNull(),
    sha256: varchar('sha256', { length: 64 }).notNull(),
    maskedAt: timestamp('masked_at', { withTimezone: true }),
    maskedById: integer('masked_by_id').references(() => employees.id, { onDelete: 'set null' }),
    maskMethod: varchar('mask_method', { length: 16 }),
  },
  (t) => [
    check('kyc_documents_mask_method_check', sql`${t.maskMethod} in ('boxes', 'uploaded_masked')`),
    // Masks are for the Aadhaar sides only, and a mask has its time and method together.
    check(
      'kyc_documents_mask_check',
      sql`(${t.maskMethod} is null and ${t.maskedAt} is null) or (${t.maskMethod} is not null and ${t.maskedAt} is not null and ${t.kind} in ('aadhar_front', 'aadhar_back'))`,
    ),
    check('kyc_documents_kind_check', sql`${t.kind} in ('aadhar_front', 'aadhar_back', 'pan_front', 'pan_back')`),
    uniqueIndex('kyc_documents_submission_kind_unique').on(t.submissionId, t.kind),
    uniqueIndex('kyc_documents_stored_name_unique').on(t.storedName),
    uniqueIndex('kyc_documents_vault_object_unique').on(t.vaultObjectId),
  ],
);

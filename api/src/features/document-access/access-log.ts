import { and, count, desc, eq, ne } from 'drizzle-orm';
import type { DocumentAccessEntry, DocumentAccessPurpose, DocumentViewEntry, KycDocument, Role } from 'shared-contracts';
import type { Database } from '../../db/client';
import { documentAccessLog, employees } from '../../db/schema';

type Where = ReturnType<typeof and>;

/** The reads matching `where`, newest first, with the reader's account as it is now (null when gone). */
async function readsWhere(db: Database, where: Where, limit: number, offset: number) {
  const [total] = await db.select({ count: count() }).from(documentAccessLog).where(where);
  const rows = await db
    .select({
      kind: documentAccessLog.documentKind,
      employeeId: employees.employeeId,
      username: employees.username,
      role: documentAccessLog.viewerRole,
      purpose: documentAccessLog.purpose,
      address: documentAccessLog.address,
      readAt: documentAccessLog.readAt,
    })
    .from(documentAccessLog)
    .leftJoin(employees, eq(employees.id, documentAccessLog.viewerId))
    .where(where)
    .orderBy(desc(documentAccessLog.readAt), desc(documentAccessLog.id))
    .limit(limit)
    .offset(offset);
  return { count: total?.count ?? 0, rows };
}

/** Reads of one KYC submission's images, newest first, with who read them (docs/document-vault.md, "Access log"). */
export async function submissionAccessLog(db: Database, submissionId: number, limit: number, offset: number): Promise<{ count: number; results: DocumentAccessEntry[] }> {
  const reads = await readsWhere(db, and(eq(documentAccessLog.recordType, 'kyc_submission'), eq(documentAccessLog.recordId, submissionId)), limit, offset);
  return {
    count: reads.count,
    results: reads.rows.map((row) => ({
      document: row.kind as KycDocument,
      viewer: row.employeeId === null || row.username === null ? null : { employee_id: row.employeeId, username: row.username },
      viewer_role: row.role as Role,
      purpose: row.purpose as DocumentAccessPurpose,
      address: row.address,
      read_at: row.readAt.toISOString(),
    })),
  };
}

/**
 * Reads of the documents about one person by anyone else, newest first: the names and roles of who
 * looked and why, never their addresses (the person sees who handled their data, not staff details).
 * Their own documents are their KYC images; a lead's documents are its customer's, so not listed here.
 */
export async function viewsOfDocumentsAbout(db: Database, subjectId: number, limit: number, offset: number): Promise<{ count: number; results: DocumentViewEntry[] }> {
  const reads = await readsWhere(
    db,
    and(eq(documentAccessLog.subjectId, subjectId), eq(documentAccessLog.recordType, 'kyc_submission'), ne(documentAccessLog.viewerId, subjectId)),
    limit,
    offset,
  );
  return {
    count: reads.count,
    results: reads.rows.map((row) => ({
      document: row.kind as KycDocument,
      viewer_name: row.username ?? 'A former staff member',
      viewer_role: row.role as Role,
      purpose: row.purpose as DocumentAccessPurpose,
      read_at: row.readAt.toISOString(),
    })),
  };
}

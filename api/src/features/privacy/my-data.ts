import { asc, desc, eq, inArray, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { bankLoans, banks, employeeManagers, employees, kycDocuments, kycSubmissions, leads, loanTypes, notifications, privacyConsents, sessions, taxProfiles, territories, transactions } from '../../db/schema';
import type { AuthUser } from '../auth/auth-user';
import { imageExtension } from '../kyc/image-signature';
import { viewsOfDocumentsAbout } from '../document-access/access-log';
import { maskedAccountNumber } from '../tax-profile/tax-ids';
import { VaultObjectMissing, VaultObjectUnreadable, type DocumentVault } from '../vault/vault';
import type { ZipEntry } from './zip-archive';

/** The name of the JSON file in the export; the documents are beside it. */
export const MY_DATA_FILE = 'my-data.json';

/** As many reads of one's documents by others as an export lists (the newest). */
const DOCUMENT_VIEWS_EXPORTED = 1000;

const iso = (value: Date | null) => (value === null ? null : value.toISOString());

/**
 * Everything the portal holds about the signed-in person, for the DPDP right of access
 * (docs/privacy.md): a JSON file with their profile, KYC submissions, the leads they referred or
 * entered (their customers' details as they entered them), their ledger, notifications, sessions,
 * consent history and who read their documents, and beside it their own KYC images as stored. Each image
 * is read through the vault with the purpose `export`, so the export itself is in the access log.
 */
export async function myDataExport(db: Database, vault: DocumentVault, user: AuthUser, address: string, now: Date): Promise<ZipEntry[]> {
  const [person] = await db
    .select({
      employeeId: employees.employeeId,
      username: employees.username,
      email: employees.email,
      mobileNumber: employees.mobileNumber,
      language: employees.language,
      role: employees.role,
      territory: territories.name,
      kycVerified: employees.kycVerified,
      kycVerifiedAt: employees.kycVerifiedAt,
      isActive: employees.isActive,
      createdAt: employees.createdAt,
      updatedAt: employees.updatedAt,
    })
    .from(employees)
    .leftJoin(territories, eq(territories.id, employees.assignedTerritoryId))
    .where(eq(employees.id, user.id));
  if (!person) throw new Error('the signed-in employee is gone');
  const managers = alias(employees, 'managers');
  const reportingTo = await db
    .select({ employee_id: managers.employeeId, username: managers.username })
    .from(employeeManagers)
    .innerJoin(managers, eq(managers.id, employeeManagers.managerId))
    .where(eq(employeeManagers.employeeId, user.id))
    .orderBy(asc(managers.employeeId));

  const submissions = await db.select().from(kycSubmissions).where(eq(kycSubmissions.employeeId, user.id)).orderBy(asc(kycSubmissions.submittedAt));
  const documents = submissions.length
    ? await db.select().from(kycDocuments).where(inArray(kycDocuments.submissionId, submissions.map((submission) => submission.id))).orderBy(asc(kycDocuments.id))
    : [];
  const files: ZipEntry[] = [];
  const documentFile = new Map<number, string | null>();
  for (const document of documents) {
    if (!document.vaultObjectId) {
      documentFile.set(document.id, null);
      continue;
    }
    const name = `kyc/submission-${document.submissionId}/${document.kind}.${imageExtension(document.contentType)}`;
    try {
      const bytes = await vault.read(document.vaultObjectId, {
        viewerId: user.id,
        viewerRole: user.role,
        subjectId: user.id,
        recordType: 'kyc_submission',
        recordId: document.submissionId,
        documentKind: document.kind,
        purpose: 'export',
        address,
      });
      files.push({ name, bytes });
      documentFile.set(document.id, name);
    } catch (error) {
      // Deleted meanwhile, or unreadable (reported where the vault refused it): listed without a file.
      if (!(error instanceof VaultObjectMissing || error instanceof VaultObjectUnreadable)) throw error;
      documentFile.set(document.id, null);
    }
  }

  const ownLeads = await db
    .select({
      id: leads.id,
      customerName: leads.customerName,
      customerMobile: leads.customerMobile,
      customerAddress: leads.customerAddress,
      loanAmount: leads.loanAmount,
      status: leads.status,
      remarks: leads.remarks,
      bank: banks.name,
      loanType: loanTypes.type,
      referredById: leads.referredById,
      createdById: leads.createdById,
      createdAt: leads.createdAt,
      updatedAt: leads.updatedAt,
    })
    .from(leads)
    .innerJoin(bankLoans, eq(bankLoans.id, leads.bankLoanId))
    .innerJoin(banks, eq(banks.id, bankLoans.bankId))
    .innerJoin(loanTypes, eq(loanTypes.id, bankLoans.loanTypeId))
    .where(or(eq(leads.referredById, user.id), eq(leads.createdById, user.id)))
    .orderBy(asc(leads.id));
  const [taxProfile] = await db.select().from(taxProfiles).where(eq(taxProfiles.employeeId, user.id));
  const ledger = await db.select().from(transactions).where(eq(transactions.connectorId, user.id)).orderBy(asc(transactions.createdAt), asc(transactions.id));
  const received = await db.select().from(notifications).where(eq(notifications.recipientId, user.id)).orderBy(desc(notifications.createdAt), desc(notifications.id));
  const signIns = await db.select().from(sessions).where(eq(sessions.employeeId, user.id)).orderBy(desc(sessions.createdAt));
  const consents = await db.select().from(privacyConsents).where(eq(privacyConsents.employeeId, user.id)).orderBy(asc(privacyConsents.recordedAt), asc(privacyConsents.id));
  const views = await viewsOfDocumentsAbout(db, user.id, DOCUMENT_VIEWS_EXPORTED, 0);

  const data = {
    format: 'connector-portal/my-data',
    version: 1,
    exported_at: now.toISOString(),
    about:
      'Everything the Connector Portal holds about you, as of exported_at. Your KYC images are in the kyc folder beside ' +
      'this file. Amounts are in rupees; times are UTC.',
    profile: {
      employee_id: person.employeeId,
      username: person.username,
      email: person.email,
      mobile_number: person.mobileNumber,
      language: person.language,
      role: person.role,
      territory: person.territory,
      reporting_managers: reportingTo,
      kyc_verified: person.kycVerified,
      kyc_verified_at: iso(person.kycVerifiedAt),
      active: person.isActive,
      created_at: iso(person.createdAt),
      updated_at: iso(person.updatedAt),
    },
    kyc_submissions: submissions.map((submission) => ({
      id: submission.id,
      status: submission.status,
      rejection_reason: submission.rejectionReason,
      submitted_at: iso(submission.submittedAt),
      reviewed_at: iso(submission.reviewedAt),
      documents: documents
        .filter((document) => document.submissionId === submission.id)
        .map((document) => ({
          kind: document.kind,
          content_type: document.contentType,
          size: document.size,
          // null: deleted under the retention rules (docs/document-vault.md).
          file: documentFile.get(document.id) ?? null,
        })),
    })),
    leads: ownLeads.map((lead) => ({
      id: lead.id,
      customer_name: lead.customerName,
      customer_mobile: lead.customerMobile,
      customer_address: lead.customerAddress,
      bank: lead.bank,
      loan_type: lead.loanType,
      loan_amount: lead.loanAmount,
      status: lead.status,
      remarks: lead.remarks,
      referred_by_you: lead.referredById === user.id,
      entered_by_you: lead.createdById === user.id,
      created_at: iso(lead.createdAt),
      updated_at: iso(lead.updatedAt),
    })),
    // The account number as every screen shows it: in full it leaves the vault only in the payout transfer file.
    tax_profile: taxProfile
      ? {
          pan: taxProfile.pan,
          pan_verified_at: iso(taxProfile.panVerifiedAt),
          gstin: taxProfile.gstin,
          gstin_verified_at: iso(taxProfile.gstinVerifiedAt),
          bank_account: taxProfile.bankAccountLast4 ? maskedAccountNumber(taxProfile.bankAccountLast4) : null,
          bank_ifsc: taxProfile.bankIfsc,
          bank_account_holder: taxProfile.bankAccountHolder,
          bank_verified_at: iso(taxProfile.bankVerifiedAt),
          updated_at: iso(taxProfile.updatedAt),
        }
      : null,
    ledger: ledger.map((entry) => ({
      id: entry.id,
      type: entry.transactionType,
      kind: entry.entryKind,
      amount: entry.amount,
      description: entry.description,
      lead_id: entry.leadId,
      paid_out: entry.isProcessed,
      paid_out_at: iso(entry.processedAt),
      created_at: iso(entry.createdAt),
    })),
    notifications: received.map((notification) => ({
      id: notification.id,
      title: notification.title,
      message: notification.message,
      type: notification.notificationType,
      unread: notification.isActive,
      created_at: iso(notification.createdAt),
    })),
    sessions: signIns.map((session) => ({
      signed_in_at: iso(session.createdAt),
      expires_at: iso(session.expiresAt),
      ended_at: iso(session.revokedAt),
      ended_because: session.revokedReason,
    })),
    consents: consents.map((consent) => ({
      notice_version: consent.noticeVersion,
      action: consent.action,
      recorded_at: iso(consent.recordedAt),
      address: consent.address,
    })),
    document_views: views.results,
  };
  return [{ name: MY_DATA_FILE, bytes: Buffer.from(`${JSON.stringify(data, null, 2)}\n`) }, ...files];
}

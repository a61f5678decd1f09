/**
 * How the portal names a person's documents and why someone read one (the document access log,
 * docs/document-vault.md): the KYC review screen's access history and My Profile's list of who
 * viewed one's documents say it the same way.
 */
import type { DocumentAccessPurpose, KycDocument } from 'shared-contracts';
import { t, type CommonMessageId } from '../i18n';

const KYC_DOCUMENT_LABELS: Record<KycDocument, CommonMessageId> = {
  aadhar_front: 'document.aadharFront',
  aadhar_back: 'document.aadharBack',
  pan_front: 'document.panFront',
  pan_back: 'document.panBack',
};

/**
 * "Aadhaar front", in the page's language (call it while rendering); an unknown kind as its words
 * ("bank_statement" → "bank statement").
 */
export function kycDocumentLabel(kind: string): string {
  const id = KYC_DOCUMENT_LABELS[kind as KycDocument] as CommonMessageId | undefined;
  return id !== undefined ? t(id) : kind.replace(/_/g, ' ');
}

const PURPOSE_LABELS: Record<DocumentAccessPurpose, CommonMessageId> = {
  review: 'purpose.review',
  're-review': 'purpose.reReview',
  owner: 'purpose.owner',
  export: 'purpose.export',
  masking: 'purpose.masking',
};

/** Why a document was read, in the page's language (call it while rendering). */
export function accessPurposeLabel(purpose: DocumentAccessPurpose): string {
  const id = PURPOSE_LABELS[purpose] as CommonMessageId | undefined;
  return id !== undefined ? t(id) : purpose;
}

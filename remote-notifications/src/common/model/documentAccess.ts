/**
 * How the portal names a person's documents and why someone read one (the document access log,
 * docs/document-vault.md): the KYC review screen's access history and My Profile's list of who
 * viewed one's documents say it the same way.
 */
import type { DocumentAccessPurpose, KycDocument } from 'shared-contracts';

const KYC_DOCUMENT_LABELS: Record<KycDocument, string> = {
  aadhar_front: 'Aadhaar front',
  aadhar_back: 'Aadhaar back',
  pan_front: 'PAN front',
  pan_back: 'PAN back',
};

/** "Aadhaar front"; an unknown kind as its words ("bank_statement" → "bank statement"). */
export function kycDocumentLabel(kind: string): string {
  return KYC_DOCUMENT_LABELS[kind as KycDocument] ?? kind.replace(/_/g, ' ');
}

const PURPOSE_LABELS: Record<DocumentAccessPurpose, string> = {
  review: 'KYC review',
  're-review': 'KYC review, after the decision',
  owner: 'Viewed by its owner',
  export: 'Data export',
  masking: 'Aadhaar masking',
};

export function accessPurposeLabel(purpose: DocumentAccessPurpose): string {
  return PURPOSE_LABELS[purpose] ?? purpose;
}

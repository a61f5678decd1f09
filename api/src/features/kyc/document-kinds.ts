import { KYC_DOCUMENTS, type KycDocument } from 'shared-contracts';

/** Labels as shown on the KYC screen. */
export const KYC_DOCUMENT_LABELS: Record<KycDocument, string> = {
  aadhar_front: 'Aadhar Front',
  aadhar_back: 'Aadhar Back',
  pan_front: 'PAN Front',
  pan_back: 'PAN Back',
};

export const isKycDocument = (value: string): value is KycDocument => (KYC_DOCUMENTS as readonly string[]).includes(value);

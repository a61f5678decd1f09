import type { KycDocument } from 'shared-contracts';
import type { HostMessageId, useT } from '../../i18n';

/** The host catalogue's `t`, for the functions here that make text. */
export type HostT = ReturnType<typeof useT>;

/** The four image slots, in the spec's order, with the ids of the names the user sees. */
export const KYC_SLOTS: readonly { key: KycDocument; labelId: HostMessageId }[] = [
  { key: 'aadhar_front', labelId: 'kyc.aadharFront' },
  { key: 'aadhar_back', labelId: 'kyc.aadharBack' },
  { key: 'pan_front', labelId: 'kyc.panFront' },
  { key: 'pan_back', labelId: 'kyc.panBack' },
];

export type SelectedDocuments = Partial<Record<KycDocument, File>>;

/** Spec: only files whose type begins with image/ are accepted (size is stated, not enforced). */
export function isImageFile(file: File): boolean {
  return file.type.startsWith('image/');
}

/** The ids of the slot names still empty, in slot order. */
export function missingDocumentLabels(selected: SelectedDocuments): HostMessageId[] {
  return KYC_SLOTS.filter(({ key }) => !selected[key]).map(({ labelId }) => labelId);
}

/** "Please upload all required documents. Missing: Aadhar Back, PAN Front" */
export function missingDocumentsMessage(t: HostT, missing: readonly HostMessageId[]): string {
  return t('kyc.missingDocuments', { missing: missing.map((id) => t(id)).join(', ') });
}

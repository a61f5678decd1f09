import type { KycDocument } from 'shared-contracts';

/** The four image slots, in the spec's order, with the names the user sees. */
export const KYC_SLOTS: readonly { key: KycDocument; label: string }[] = [
  { key: 'aadhar_front', label: 'Aadhar Front' },
  { key: 'aadhar_back', label: 'Aadhar Back' },
  { key: 'pan_front', label: 'PAN Front' },
  { key: 'pan_back', label: 'PAN Back' },
];

export type SelectedDocuments = Partial<Record<KycDocument, File>>;

export const ONLY_IMAGES_MESSAGE = 'Please upload only image files';
export const UPLOAD_FAILED_MESSAGE = 'Failed to upload documents. Please try again.';
export const IN_PROGRESS_DEFAULT_MESSAGE =
  'Your KYC documents have been successfully submitted and are currently under review. Once approved, you will be able to access the dashboard.';

/** Spec: only files whose type begins with image/ are accepted (size is stated, not enforced). */
export function isImageFile(file: File): boolean {
  return file.type.startsWith('image/');
}

/** Slot names still empty, in slot order. */
export function missingDocumentLabels(selected: SelectedDocuments): string[] {
  return KYC_SLOTS.filter(({ key }) => !selected[key]).map(({ label }) => label);
}

export function missingDocumentsMessage(missing: readonly string[]): string {
  return `Please upload all required documents. Missing: ${missing.join(', ')}`;
}

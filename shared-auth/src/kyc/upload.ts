/**
 * KYC document upload: POST /channel_partner/kyc/upload/ as multipart with the four named
 * images, 300 s timeout, progress reported in whole percent.
 */
import type { AxiosProgressEvent } from 'axios';
import type { KycDocument, KycUploadResponse } from 'shared-contracts';
import { httpClient } from '../http/client';

export const KYC_UPLOAD_PATH = '/channel_partner/kyc/upload/';
export const KYC_UPLOAD_TIMEOUT_MS = 300_000;

/** Form field order is the spec's: Aadhar front/back, then PAN front/back. */
const FIELD_ORDER: readonly KycDocument[] = ['aadhar_front', 'aadhar_back', 'pan_front', 'pan_back'];

export type KycDocumentFiles = Record<KycDocument, File>;

export function uploadPercent(event: Pick<AxiosProgressEvent, 'loaded' | 'total' | 'progress'>): number | null {
  const fraction =
    typeof event.progress === 'number' ? event.progress : event.total ? event.loaded / event.total : null;
  if (fraction === null || !Number.isFinite(fraction)) return null;
  return Math.min(100, Math.max(0, Math.round(fraction * 100)));
}

export async function uploadKycDocuments(
  files: KycDocumentFiles,
  onProgress?: (percent: number) => void,
): Promise<KycUploadResponse> {
  const form = new FormData();
  for (const field of FIELD_ORDER) {
    const file = files[field];
    if (!file) throw new Error(`uploadKycDocuments: missing file for ${field}`);
    form.append(field, file, file.name);
  }
  const { data } = await httpClient.post<KycUploadResponse>(KYC_UPLOAD_PATH, form, {
    timeout: KYC_UPLOAD_TIMEOUT_MS,
    // Not JSON: axios would serialise the FormData. The browser adds the multipart boundary.
    headers: { 'Content-Type': 'multipart/form-data' },
    onUploadProgress: onProgress
      ? (event) => {
          const percent = uploadPercent(event);
          if (percent !== null) onProgress(percent);
        }
      : undefined,
  });
  return data;
}

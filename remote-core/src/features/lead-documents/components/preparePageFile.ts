/**
 * A chosen file made ready to send (docs/lead-documents.md, "The connector's screen"): a large photo
 * compressed in the browser by the rule of model/pagePreparation.ts, then held against the limits,
 * so that a file the server would refuse is never sent over the connector's mobile data.
 */
import type { LeadDocumentLimits } from 'shared-contracts';
import {
  JPEG_QUALITY,
  fileContentType,
  isImageType,
  jpegFileName,
  preparationPlan,
  sizeRefusal,
} from '../model/pagePreparation';
import type { PreparedFile } from '../model/uploadQueue';
import { t } from '../i18n';
import { decodeImage, encodeJpeg, releaseImage } from './imageCanvas';

export type PreparationResult = ({ ok: true } & PreparedFile) | { ok: false; message: string };

export async function preparePageFile(
  file: File,
  limits: Pick<LeadDocumentLimits, 'max_file_bytes' | 'max_lead_bytes' | 'used_bytes'>,
): Promise<PreparationResult> {
  const contentType = fileContentType(file);
  const decoded = isImageType(contentType) ? await decodeImage(file) : null;
  try {
    const plan = preparationPlan({ contentType, size: file.size }, decoded && { width: decoded.width, height: decoded.height });
    if (plan.kind === 'refuse') return { ok: false, message: plan.message };
    let prepared: PreparedFile = {
      // A file without a type (some Android pickers) gets the one its name says, for the multipart part.
      blob: file.type ? file : new Blob([file], { type: contentType }),
      fileName: file.name || 'page',
    };
    if (plan.kind === 're-encode' && decoded) {
      try {
        prepared = { blob: await encodeJpeg(decoded, plan.width, plan.height, JPEG_QUALITY), fileName: jpegFileName(file.name) };
      } catch {
        // A phone short of memory may fail to draw: a JPEG or PNG can still go as it is, within the limits.
        if (contentType !== 'image/jpeg' && contentType !== 'image/png') return { ok: false, message: t('upload.unreadableImage') };
      }
    }
    const refusal = sizeRefusal(prepared.blob.size, limits);
    return refusal ? { ok: false, message: refusal } : { ok: true, ...prepared };
  } finally {
    if (decoded) releaseImage(decoded);
  }
}

import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { UPLOAD_KEY_PATTERN, type LeadDocumentContentType } from 'shared-contracts';
import { badRequest, fieldErrors, HttpError, payloadTooLarge, tooManyRequests } from '../../http/errors';
import type { MaskingQueue } from '../kyc/aadhaar-mask';
import { MAX_IMAGE_PIXELS, readImageHeader } from '../kyc/image-header';
import { detectImageKind } from '../kyc/image-signature';
import { cleanFileName } from '../kyc/read-upload';
import { checkPdf, type PdfRefusal } from './pdf-check';
import { LEAD_DOCUMENT_LIMITS, megabytesText } from './limits';

/** What the form names before its file: checked (and the lead locked and counted) before the file is read. */
export interface PageFields {
  document: string;
  uploadKey: string;
}

/** A page as received, checked and ready to store. */
export interface ReceivedPage extends PageFields {
  bytes: Buffer;
  contentType: LeadDocumentContentType;
  fileName: string | null;
  /** Images: upright size and a small JPEG. */
  image: { width: number; height: number; thumbnail: Buffer } | null;
}

/** What the caller decides from the fields: stop here (the key's page exists), or read a file of at most `maxBytes`. */
export type BeforeFile = { stop: true } | { stop: false; maxBytes: number; leadBudgetBytes: number };

const UPLOAD_KEY = new RegExp(UPLOAD_KEY_PATTERN);
const PDF_SIGNATURE = Buffer.from('%PDF-');
const THUMBNAIL_EDGE = 320;

const fileTypeError = () => fieldErrors({ file: ['Upload a JPG, PNG or PDF file.'] });
const fileTooLarge = () => payloadTooLarge(`This file is larger than ${megabytesText(LEAD_DOCUMENT_LIMITS.maxFileBytes)}.`);
export const leadTooLarge = () =>
  payloadTooLarge(`This lead's documents would be larger than ${megabytesText(LEAD_DOCUMENT_LIMITS.maxLeadBytes)}. Remove pages or upload smaller files.`);

const PDF_REFUSALS: Record<PdfRefusal['reason'], string> = {
  dangerous: 'This PDF contains scripts, attachments or actions and cannot be accepted. Print it to a new PDF, or photograph the pages, and upload that.',
  encrypted: 'This PDF is password-protected. Save it without the password and upload it again.',
  'unchecked-compression': 'This PDF cannot be checked. Print it to a new PDF and upload that.',
  'too-large-inflated': 'This PDF cannot be checked. Print it to a new PDF and upload that.',
  'not-pdf': 'This PDF could not be read. Save it again and upload it.',
};

async function readAll(part: MultipartFile, maxBytes: number, leadBudgetBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of part.file) {
    size += (chunk as Buffer).length;
    if (size > leadBudgetBytes && leadBudgetBytes < maxBytes) {
      part.file.destroy();
      throw leadTooLarge();
    }
    chunks.push(chunk as Buffer);
  }
  if (part.file.truncated) throw fileTooLarge();
  return Buffer.concat(chunks);
}

/** The upright size and a thumbnail of an image, in the image queue's turn; 400 for what sharp cannot decode. */
async function describeImage(bytes: Buffer, queue: MaskingQueue, request: FastifyRequest) {
  const done = await queue.run(async () => {
    try {
      const image = sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' });
      const metadata = await image.metadata();
      const turned = (metadata.orientation ?? 1) >= 5;
      const thumbnail = await image
        .rotate()
        .resize(THUMBNAIL_EDGE, THUMBNAIL_EDGE, { fit: 'inside', withoutEnlargement: true })
        .jpeg({ quality: 70 })
        .toBuffer();
      return { width: (turned ? metadata.height : metadata.width) ?? 0, height: (turned ? metadata.width : metadata.height) ?? 0, thumbnail };
    } catch (error) {
      request.log.info({ reason: error instanceof Error ? error.message : String(error) }, 'lead document refused: image not decodable');
      return null;
    }
  });
  if (!done) throw tooManyRequests('Other documents are being processed right now. Try again in a moment.');
  if (!done.result) throw fieldErrors({ file: ['This image could not be read. Save it again as a JPG or PNG and upload it.'] });
  return done.result;
}

/**
 * Receives one page: the fields `document` and `upload_key`, then the file `file`. `beforeFile` sees the
 * fields first (it refuses what cannot be uploaded, or stops when the key's page exists). The file is
 * refused on its first bytes unless JPEG, PNG or PDF, at the per-file or the lead's remaining size, an
 * image on its declared pixels and on decoding, a PDF on what it contains (pdf-check.ts).
 */
export async function receivePage(
  request: FastifyRequest,
  beforeFile: (fields: PageFields) => Promise<BeforeFile>,
  imageQueue: MaskingQueue,
): Promise<ReceivedPage | { stopped: PageFields }> {
  if (!request.isMultipart()) throw badRequest('Send the page as multipart/form-data.');
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > LEAD_DOCUMENT_LIMITS.maxFileBytes + 64 * 1024) throw fileTooLarge();
  const fields: Partial<PageFields> = {};
  try {
    const parts = request.parts({ limits: { fileSize: LEAD_DOCUMENT_LIMITS.maxFileBytes, files: 1, fields: 4, parts: 6, fieldSize: 512, headerPairs: 64 } });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.fieldname === 'document') fields.document = String(part.value).trim();
        else if (part.fieldname === 'upload_key') fields.uploadKey = String(part.value);
        else throw badRequest(`Unexpected field "${cleanFileName(part.fieldname) ?? ''}": send document, upload_key and file.`);
        continue;
      }
      if (part.fieldname !== 'file') throw badRequest(`Unexpected file "${cleanFileName(part.fieldname) ?? ''}": send it as file.`);
      const problems: Record<string, string[]> = {};
      if (!fields.document) problems.document = ['Send the document name before the file.'];
      if (fields.uploadKey === undefined) problems.upload_key = ['Send the upload key before the file.'];
      else if (!UPLOAD_KEY.test(fields.uploadKey)) problems.upload_key = ['1 to 64 letters, digits, - or _.'];
      if (Object.keys(problems).length > 0) throw fieldErrors(problems);
      const named = fields as PageFields;
      const decision = await beforeFile(named);
      if (decision.stop) {
        part.file.resume();
        return { stopped: named };
      }
      const bytes = await readAll(part, decision.maxBytes, decision.leadBudgetBytes);
      if (bytes.length === 0) throw fieldErrors({ file: ['This file is empty.'] });
      const fileName = cleanFileName(part.filename);
      if (bytes.subarray(0, PDF_SIGNATURE.length).equals(PDF_SIGNATURE)) {
        const refusal = await checkPdf(bytes);
        if (refusal) {
          request.log.info({ reason: refusal.reason, name: refusal.name }, 'lead document refused: PDF');
          throw fieldErrors({ file: [PDF_REFUSALS[refusal.reason]] });
        }
        return { ...named, bytes, contentType: 'application/pdf', fileName, image: null };
      }
      const kind = detectImageKind(bytes);
      if (!kind || kind.contentType === 'image/gif') throw fileTypeError();
      const header = readImageHeader(kind.contentType, bytes);
      if (!header.readable) throw fieldErrors({ file: ['This image could not be read. Save it again as a JPG or PNG and upload it.'] });
      if (header.width * header.height > MAX_IMAGE_PIXELS) {
        throw fieldErrors({ file: [`This image is too large: at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels (this one is ${header.width} × ${header.height}).`] });
      }
      const image = await describeImage(bytes, imageQueue, request);
      return { ...named, bytes, contentType: kind.contentType as 'image/jpeg' | 'image/png', fileName, image };
    }
  } catch (error) {
    if ((error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') throw fileTooLarge();
    if (error instanceof HttpError || typeof (error as { statusCode?: unknown }).statusCode === 'number') throw error;
    throw badRequest('The upload was incomplete or malformed. Please try again.');
  }
  throw fieldErrors({ file: ['This file is required.'] });
}

import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { KYC_DOCUMENTS, type KycDocument } from 'shared-contracts';
import { badRequest, fieldErrors, HttpError, payloadTooLarge } from '../../http/errors';
import { isKycDocument, KYC_DOCUMENT_LABELS } from './document-kinds';
import type { DocumentVault, StoredObject } from '../vault/vault';
import { ImageHeaderReader, MAX_IMAGE_PIXELS, type ImageHeader } from './image-header';
import { detectImageKind, IMAGE_SIGNATURE_BYTES, type ImageKind } from './image-signature';

export interface ReceivedDocument {
  kind: KycDocument;
  file: StoredObject;
  image: ImageKind;
  /** The pixel size its header declares (within MAX_IMAGE_PIXELS); kept for this request only, as kyc_documents has no column for it. */
  width: number;
  height: number;
  originalName: string | null;
}

/** Room for the multipart framing around the four files. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

const megabytes = (bytes: number) => Math.round(bytes / (1024 * 1024));

/** The browser's file name as a label: control characters (NUL included) removed, at most 255 characters. */
export function cleanFileName(name: string | undefined): string | null {
  // eslint-disable-next-line no-control-regex
  const cleaned = (name ?? '').replace(/[\u0000-\u001f\u007f-\u009f]/g, '').trim().slice(0, 255);
  return cleaned === '' ? null : cleaned;
}

function tooLarge(kind: KycDocument, maxBytes: number) {
  return payloadTooLarge(`${KYC_DOCUMENT_LABELS[kind]} is larger than ${megabytes(maxBytes)} MB.`);
}

interface ImageDimensions {
  width: number;
  height: number;
}

/**
 * Refuses an image the reviewer's browser should not decode: one whose header cannot be read or
 * declares no pixels, or more than MAX_IMAGE_PIXELS. Answers its size otherwise.
 */
function acceptableSize(kind: KycDocument, header: ImageHeader, request: FastifyRequest): ImageDimensions {
  if (!header.readable) {
    request.log.info({ document: kind, reason: header.reason }, 'KYC image refused: unreadable header');
    throw fieldErrors({ [kind]: ['This image could not be read. Save it again as a JPG, PNG or GIF and upload it.'] });
  }
  const { width, height } = header;
  if (width * height > MAX_IMAGE_PIXELS) {
    request.log.info({ document: kind, width, height }, 'KYC image refused: too many pixels');
    throw fieldErrors({
      [kind]: [`This image is too large: at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels (this one is ${width} × ${height}).`],
    });
  }
  return { width, height };
}

/**
 * Streams one file part into the vault. The first bytes decide: anything that is not a JPEG, PNG or
 * GIF is refused before the rest is read, and so is an image whose header declares too many
 * pixels (or cannot be read) as soon as the header has arrived. Answers null for an empty file.
 */
async function storePart(
  request: FastifyRequest,
  part: MultipartFile,
  kind: KycDocument,
  vault: DocumentVault,
  maxBytes: number,
): Promise<ReceivedDocument | null> {
  // At the cap the parser would silently discard the rest of the file; stop reading instead.
  part.file.once('limit', () => part.file.destroy(tooLarge(kind, maxBytes)));
  const chunks = part.file[Symbol.asyncIterator]();
  let head = Buffer.alloc(0);
  let ended = false;
  while (head.length < IMAGE_SIGNATURE_BYTES && !ended) {
    const next = await chunks.next();
    if (next.done) ended = true;
    else head = Buffer.concat([head, next.value as Buffer]);
  }
  if (head.length === 0) return null;
  const image = detectImageKind(head);
  if (!image) throw badRequest(`${KYC_DOCUMENT_LABELS[kind]} must be a JPG, PNG or GIF image.`);

  // The header is checked as its bytes arrive: when the first chunk holds it (a PNG's usually
  // does), a refused image is never written.
  const headerReader = new ImageHeaderReader(image.contentType);
  const firstHeader = headerReader.push(head);
  let dimensions = firstHeader && acceptableSize(kind, firstHeader, request);
  const writer = await vault.openWriter({ purpose: 'kyc', contentType: image.contentType });
  try {
    await writer.write(head);
    for (let next = ended ? null : await chunks.next(); next && !next.done; next = await chunks.next()) {
      const chunk = next.value as Buffer;
      if (!dimensions) {
        const header = headerReader.push(chunk);
        if (header) dimensions = acceptableSize(kind, header, request);
      }
      await writer.write(chunk);
    }
    if (part.file.truncated) throw tooLarge(kind, maxBytes);
    dimensions ??= acceptableSize(kind, headerReader.end(), request);
    return { kind, file: await writer.finish(), image, ...dimensions, originalName: cleanFileName(part.filename) };
  } catch (error) {
    await writer.abort();
    throw error;
  }
}

/**
 * Receives the four KYC images of a multipart request, streaming each into the vault as it arrives and
 * refusing early: a declared size beyond four files is refused before reading, a file is cut off
 * at the size cap (413), its type is checked on its first bytes (400), its pixel size on its
 * header (400 naming the field), and an unexpected or repeated field stops the upload (400). Whatever was stored is removed when anything fails.
 */
export async function receiveKycUpload(request: FastifyRequest, vault: DocumentVault, maxBytes: number): Promise<ReceivedDocument[]> {
  if (!request.isMultipart()) throw badRequest('Send the documents as multipart/form-data.');
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > KYC_DOCUMENTS.length * maxBytes + MULTIPART_OVERHEAD_BYTES) {
    throw payloadTooLarge(`The upload is larger than ${KYC_DOCUMENTS.length} documents of ${megabytes(maxBytes)} MB.`);
  }
  const received = new Map<KycDocument, ReceivedDocument>();
  const seen = new Set<KycDocument>();
  try {
    const parts = request.parts({
      // One file more than needed, so an extra or repeated file gets its own clear answer.
      limits: { fileSize: maxBytes, files: KYC_DOCUMENTS.length + 1, fields: 8, parts: 12, fieldSize: 1024, headerPairs: 64 },
    });
    for await (const part of parts) {
      if (part.type !== 'file') continue;
      if (!isKycDocument(part.fieldname)) {
        throw badRequest(`Unexpected file "${cleanFileName(part.fieldname) ?? ''}": send ${KYC_DOCUMENTS.join(', ')}.`);
      }
      if (seen.has(part.fieldname)) throw fieldErrors({ [part.fieldname]: ['Send only one file for this document.'] });
      seen.add(part.fieldname);
      try {
        const document = await storePart(request, part, part.fieldname, vault, maxBytes);
        if (document) received.set(part.fieldname, document);
      } catch (error) {
        if ((error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(part.fieldname, maxBytes);
        throw error;
      }
    }
  } catch (error) {
    await vault.remove([...received.values()].map((document) => document.file.id));
    if (error instanceof HttpError || typeof (error as { statusCode?: unknown }).statusCode === 'number') throw error;
    // Parser errors (a truncated or malformed body) carry no status.
    throw badRequest('The upload was incomplete or malformed. Please try again.');
  }

  const missing = KYC_DOCUMENTS.filter((kind) => !received.has(kind));
  if (missing.length > 0) {
    await vault.remove([...received.values()].map((document) => document.file.id));
    throw fieldErrors(Object.fromEntries(missing.map((kind) => [kind, ['This file is required.']])));
  }
  return KYC_DOCUMENTS.map((kind) => received.get(kind) as ReceivedDocument);
}

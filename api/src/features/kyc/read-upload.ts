import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { KYC_DOCUMENTS, type KycDocument } from 'shared-contracts';
import { badRequest, fieldErrors, payloadTooLarge } from '../../http/errors';
import { isKycDocument, KYC_DOCUMENT_LABELS } from './document-kinds';
import { detectImageKind } from './image-signature';
import type { AcceptedDocument } from './kyc-service';

interface ReceivedFile {
  bytes: Buffer;
  truncated: boolean;
  originalName: string | null;
}

async function readFilePart(part: MultipartFile): Promise<ReceivedFile> {
  // With throwFileSizeLimit off, toBuffer() returns at most the limit and flags truncation.
  const bytes = await part.toBuffer();
  return { bytes, truncated: part.file.truncated, originalName: part.filename || null };
}

async function drain(part: MultipartFile) {
  for await (const chunk of part.file) void chunk;
}

/**
 * Reads the four KYC images from a multipart request and validates them all before anything
 * is stored: size (413), presence (400 per field), real JPEG/PNG/GIF bytes (400).
 */
export async function readKycUpload(request: FastifyRequest, maxBytes: number): Promise<AcceptedDocument[]> {
  if (!request.isMultipart()) throw badRequest('Send the documents as multipart/form-data.');
  const received = new Map<KycDocument, ReceivedFile>();
  const duplicates = new Set<KycDocument>();
  const parts = request.parts({
    limits: { fileSize: maxBytes, files: 8, fields: 16, parts: 24, fieldSize: 4096 },
  });
  try {
    for await (const part of parts) {
      if (part.type !== 'file') continue;
      if (!isKycDocument(part.fieldname)) {
        await drain(part);
        continue;
      }
      if (received.has(part.fieldname)) {
        duplicates.add(part.fieldname);
        await drain(part);
        continue;
      }
      received.set(part.fieldname, await readFilePart(part));
    }
  } catch (error) {
    // Plugin errors carry a 4xx status; parser errors (truncated or malformed bodies) do not.
    if (typeof (error as { statusCode?: unknown }).statusCode === 'number') throw error;
    throw badRequest('The upload was incomplete or malformed. Please try again.');
  }

  for (const kind of KYC_DOCUMENTS) {
    if (received.get(kind)?.truncated) {
      throw payloadTooLarge(`${KYC_DOCUMENT_LABELS[kind]} is larger than ${Math.round(maxBytes / (1024 * 1024))} MB.`);
    }
  }
  const problems: Record<string, string[]> = {};
  for (const kind of KYC_DOCUMENTS) {
    const file = received.get(kind);
    if (!file || file.bytes.length === 0) problems[kind] = ['This file is required.'];
    else if (duplicates.has(kind)) problems[kind] = ['Send only one file for this document.'];
  }
  if (Object.keys(problems).length > 0) throw fieldErrors(problems);

  return KYC_DOCUMENTS.map((kind) => {
    const file = received.get(kind) as ReceivedFile;
    const image = detectImageKind(file.bytes);
    if (!image) throw badRequest(`${KYC_DOCUMENT_LABELS[kind]} must be a JPG, PNG or GIF image.`);
    return { kind, bytes: file.bytes, image, originalName: file.originalName };
  });
}

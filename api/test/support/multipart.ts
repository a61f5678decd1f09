import { randomBytes } from 'node:crypto';
import { documentPng } from '../../src/seed/png';
import { gifDeclaring, jpegDeclaring } from './images';

export interface FilePart {
  field: string;
  filename: string;
  contentType: string;
  data: Buffer;
}

/** Builds a multipart/form-data body by hand (what a browser's FormData sends). */
export function multipart(files: FilePart[], fields: Record<string, string> = {}) {
  const boundary = `----test${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
      ),
    );
    chunks.push(file.data);
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export const png = () => documentPng(40, 24, [30, 90, 200]);
// Real headers declaring 40 × 24 pixels; random image data, so no two files are alike.
export const jpeg = () => jpegDeclaring(40, 24, [], randomBytes(200));
export const gif = () => gifDeclaring(40, 24, randomBytes(64));

export const KYC_FIELDS = ['aadhar_front', 'aadhar_back', 'pan_front', 'pan_back'] as const;

/** The four KYC images; `replace` swaps some of them. */
export function kycFiles(replace: Partial<Record<(typeof KYC_FIELDS)[number], FilePart | null>> = {}): FilePart[] {
  const defaults: Record<(typeof KYC_FIELDS)[number], FilePart> = {
    aadhar_front: { field: 'aadhar_front', filename: 'aadhar-front.png', contentType: 'image/png', data: png() },
    aadhar_back: { field: 'aadhar_back', filename: 'aadhar-back.jpg', contentType: 'image/jpeg', data: jpeg() },
    pan_front: { field: 'pan_front', filename: 'pan-front.gif', contentType: 'image/gif', data: gif() },
    pan_back: { field: 'pan_back', filename: 'pan-back.png', contentType: 'image/png', data: png() },
  };
  return KYC_FIELDS.flatMap((field) => {
    const replacement = replace[field];
    if (replacement === null) return [];
    return [replacement ?? defaults[field]];
  });
}

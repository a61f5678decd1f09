// Leads with uploaded document pages, for the benches that measure the lead pages (lighthouse.mjs,
// lead-documents.mjs): made through the API of a bench's own portal (bench-servers.mjs, benchPortal).
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
// sharp is the API's own image library: it makes realistic photos here without a package of its own.
const sharp = createRequire(path.join(ROOT, 'api', 'package.json'))('sharp');

/**
 * A phone photo of a page: `width` × `height` with fine noise over paper-coloured rows of "text", so it
 * compresses like a real photo (a 4000 × 3000 one at quality 87 is about 4 MB).
 */
export async function pagePhoto(width, height, quality = 92) {
  const noise = await sharp({ create: { width, height, channels: 3, noise: { type: 'gaussian', mean: 200, sigma: 28 } } }).raw().toBuffer();
  for (let y = 0; y < height; y += 1) {
    if (Math.floor(y / 24) % 3 !== 0) continue;
    for (let x = Math.floor(width * 0.08); x < width * 0.92; x += 1) noise[(y * width + x) * 3] = noise[(y * width + x) * 3 + 1] = noise[(y * width + x) * 3 + 2] = 40;
  }
  return sharp(noise, { raw: { width, height, channels: 3 } }).jpeg({ quality }).toBuffer();
}

/** A PDF of `pages` A4 pages of text, as a bank's statement export makes them (uncompressed content). */
export function statementPdf(pages) {
  const objects = [];
  const add = (body) => objects.push(body) && objects.length;
  const catalog = add('');
  const pageTree = add('');
  const font = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>');
  const kids = [];
  for (let page = 1; page <= pages; page += 1) {
    const lines = [`BT /F1 16 Tf 50 790 Td (Statement of account - page ${page} of ${pages}) Tj ET`];
    for (let row = 0; row < 40; row += 1) lines.push(`BT /F1 10 Tf 50 ${750 - row * 17} Td (0${(row % 28) + 1}/03/2026  UPI/${100000 + page * 100 + row}  Transfer  ${(row * 137.5).toFixed(2)}  ${(90000 - row * 1210).toFixed(2)}) Tj ET`);
    const content = lines.join('\n');
    const stream = add(`<< /Length ${Buffer.byteLength(content)} >>\nstream\n${content}\nendstream`);
    kids.push(add(`<< /Type /Page /Parent ${pageTree} 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 ${font} 0 R >> >> /Contents ${stream} 0 R >>`));
  }
  objects[catalog - 1] = `<< /Type /Catalog /Pages ${pageTree} 0 R >>`;
  objects[pageTree - 1] = `<< /Type /Pages /Kids [${kids.map((kid) => `${kid} 0 R`).join(' ')}] /Count ${pages} >>`;
  let body = '%PDF-1.4\n';
  const offsets = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/**
 * The newest processing lead of `employeeId` with a document open for pages, and `files` uploaded to
 * that document through the API: `{ leadId, document, pages }`.
 */
export async function leadWithPages(portal, employeeId, files) {
  const { access } = await portal.signIn(employeeId);
  const headers = { authorization: `Bearer ${access}` };
  const leads = await (await fetch(`${portal.apiUrl}/leads/leads/my-leads/`, { headers })).json();
  for (const lead of leads.filter((candidate) => candidate.status === 'processing')) {
    const { documents } = await (await fetch(`${portal.apiUrl}/leads/leads/${lead.id}/documents/`, { headers })).json();
    const document = documents.find((candidate) => candidate.can_upload);
    if (!document) continue;
    const pages = [];
    for (const [index, file] of files.entries()) {
      const form = new FormData();
      form.append('document', document.name);
      form.append('upload_key', `bench-${Date.now()}-${index}`);
      form.append('file', new Blob([file.bytes], { type: file.type }), file.name);
      const response = await fetch(`${portal.apiUrl}/leads/leads/${lead.id}/documents/pages/`, { method: 'POST', headers, body: form });
      if (response.status !== 201) throw new Error(`uploading ${file.name}: ${response.status} ${await response.text()}`);
      pages.push((await response.json()).page);
    }
    return { leadId: lead.id, document: document.name, pages };
  }
  throw new Error(`${employeeId} has no processing lead with a document open for pages`);
}

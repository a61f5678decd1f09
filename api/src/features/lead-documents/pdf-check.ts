import { promisify } from 'node:util';
import { inflate } from 'node:zlib';

/**
 * Refuses PDFs that can act on the reviewer's machine (docs/lead-documents.md, "Safety"): JavaScript,
 * launch actions, embedded files and rich media, and PDFs whose contents cannot be checked (encrypted
 * ones: a password-protected bank statement must be saved without its password first).
 *
 * Actions live in dictionaries, which sit either between the streams or inside compressed object
 * streams (`/Type /ObjStm`, PDF 1.5+). Both are searched: the text outside the streams, and each object
 * stream inflated (in libuv's pool, within a budget). An object stream compressed any other way is
 * refused, as nothing could check it. Other streams (what a page draws, images, fonts) are skipped:
 * they hold no actions, and their binary bytes would spell `/JS` by chance in a few percent of large
 * files. A stream whose declared `/Length` does not end at its `endstream` (a crafted file hiding objects
 * inside what looks like a stream) is searched whole.
 *
 * A name may spell characters as `#xx` (`/J#61vaScript` is `/JavaScript`): names are decoded first.
 */
export const PDF_DANGEROUS_NAMES = ['JavaScript', 'JS', 'Launch', 'EmbeddedFile', 'EmbeddedFiles', 'RichMedia', 'XFA', 'GoToE'] as const;

/** Why a PDF was refused (for the log; the caller turns it into the message). */
export type PdfRefusal = { reason: 'dangerous' | 'encrypted' | 'unchecked-compression' | 'too-large-inflated' | 'not-pdf'; name?: string };

const DANGEROUS = new Set<string>(PDF_DANGEROUS_NAMES);
/** A name token: `/` then regular characters (PDF 32000 7.3.5). */
const NAME = /\/([^\s()<>[\]{}/%]{1,64})/g;
/** Bytes searched at a time, with the tail of the slice before (longer than any name token above). */
const SLICE = 256 * 1024;
const OVERLAP = 256;
/** Inflated bytes of object streams one PDF may produce: a bank statement's are a few megabytes. */
const MAX_INFLATED_BYTES = 64 * 1024 * 1024;
/** How far before `stream` its dictionary may start. */
const DICTIONARY_LOOKBACK = 4096;

const inflateAsync = promisify(inflate);
const yieldToOthers = () => new Promise((resolve) => setImmediate(resolve));
const decodeEscapes = (text: string) => text.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** The first dangerous name in `text` (latin1), or null. */
export function dangerousName(text: string): string | null {
  NAME.lastIndex = 0;
  for (let match = NAME.exec(text); match; match = NAME.exec(text)) {
    const name = decodeEscapes(match[1] as string);
    if (DANGEROUS.has(name)) return name;
  }
  return null;
}

/** Searches `bytes` a slice at a time, letting other requests run in between. */
async function searchBytes(bytes: Buffer): Promise<PdfRefusal | null> {
  for (let offset = 0; offset < bytes.length; offset += SLICE) {
    const text = bytes.toString('latin1', Math.max(0, offset - OVERLAP), Math.min(bytes.length, offset + SLICE));
    const name = dangerousName(text);
    if (name) return { reason: 'dangerous', name };
    if (/\/Encrypt\b/.test(text)) return { reason: 'encrypted' };
    if (offset + SLICE < bytes.length) await yieldToOthers();
  }
  return null;
}

/** Checks a whole PDF (at most the upload limit); null when it may be kept. */
export async function checkPdf(bytes: Buffer): Promise<PdfRefusal | null> {
  if (!bytes.subarray(0, 1024).toString('latin1').includes('%PDF-')) return { reason: 'not-pdf' };
  const streams = [...streamsOf(bytes, integerObjects(bytes))];
  let from = 0;
  for (const stream of streams) {
    const outside = await searchBytes(bytes.subarray(from, stream.dataStart));
    if (outside) return outside;
    from = stream.consistent ? stream.dataEnd : stream.dataStart;
  }
  const rest = await searchBytes(bytes.subarray(from));
  if (rest) return rest;

  let inflated = 0;
  for (const stream of streams) {
    if (!stream.objectStream || stream.filter === 'none') continue;
    if (stream.filter !== 'FlateDecode') return { reason: 'unchecked-compression' };
    let contents: Buffer;
    try {
      contents = await inflateAsync(bytes.subarray(stream.dataStart, stream.dataEnd), { maxOutputLength: Math.max(1, MAX_INFLATED_BYTES - inflated) });
    } catch (error) {
      if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') return { reason: 'too-large-inflated' };
      // A stream that does not inflate holds nothing a reader could run either.
      continue;
    }
    inflated += contents.length;
    const found = await searchBytes(contents);
    if (found) return found;
  }
  return null;
}

interface PdfStream {
  dataStart: number;
  dataEnd: number;
  objectStream: boolean;
  /** The stream's only filter; `none`, or `chain` for several. */
  filter: string;
  /** Whether `/Length` (given, or an integer object it refers to) ends the data where `endstream` is. */
  consistent: boolean;
}

/** Objects that are a bare integer (`12 0 obj 3456 endobj`): the lengths a stream may refer to. */
function integerObjects(bytes: Buffer): Map<string, number> {
  const found = new Map<string, number>();
  for (const match of bytes.toString('latin1').matchAll(/(\d+)\s+(\d+)\s+obj\s*(\d+)\s*endobj/g)) found.set(`${match[1]} ${match[2]}`, Number(match[3]));
  return found;
}

/** Each `stream … endstream` whose keyword follows a dictionary (`>>`). */
function* streamsOf(bytes: Buffer, integers: Map<string, number>): Generator<PdfStream> {
  for (let at = bytes.indexOf('stream', 0, 'latin1'); at !== -1; at = bytes.indexOf('stream', at + 6, 'latin1')) {
    const before = bytes.toString('latin1', Math.max(0, at - DICTIONARY_LOOKBACK), at);
    if (!/>>\s*$/.test(before)) continue;
    const open = before.lastIndexOf('<<');
    if (open === -1) continue;
    const dictionary = decodeEscapes(before.slice(open));
    let dataStart = at + 6;
    if (bytes[dataStart] === 0x0d) dataStart += 1;
    if (bytes[dataStart] === 0x0a) dataStart += 1;
    const end = bytes.indexOf('endstream', dataStart, 'latin1');
    if (end === -1) return;
    const direct = /\/Length\s+(\d+)(?!\s+\d+\s+R)/.exec(dictionary);
    const reference = /\/Length\s+(\d+)\s+(\d+)\s+R/.exec(dictionary);
    const length = direct ? Number(direct[1]) : reference ? integers.get(`${reference[1]} ${reference[2]}`) : undefined;
    const declaredEnd = length === undefined ? -1 : dataStart + length;
    const consistent = declaredEnd >= dataStart && declaredEnd <= end && /^\s*$/.test(bytes.toString('latin1', declaredEnd, end));
    const names = [...dictionary.matchAll(/\/Filter\s*(\[[^\]]*\]|\/[A-Za-z0-9]+)/g)].flatMap((match) =>
      [...(match[1] as string).matchAll(/\/([A-Za-z0-9]+)/g)].map((name) => name[1] as string),
    );
    yield {
      dataStart,
      dataEnd: consistent ? declaredEnd : end,
      objectStream: /\/Type\s*\/ObjStm\b/.test(dictionary),
      filter: names.length === 1 ? (names[0] as string) : names.length === 0 ? 'none' : 'chain',
      consistent,
    };
    at = end;
  }
}

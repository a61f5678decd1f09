import { crc32 } from 'node:zlib';
import type { ImageKind } from './image-signature';

/**
 * The most pixels an accepted image may declare. A browser decodes an image to an RGBA bitmap
 * (4 bytes a pixel) whatever size it is shown at, so a 40 MP image costs the reviewer's browser
 * 160 MB; a file of a few kilobytes can declare far more than any document photo needs.
 */
export const MAX_IMAGE_PIXELS = 40_000_000;

/**
 * How far into a file its size must be declared. PNG and GIF declare it in their first bytes; a
 * JPEG's frame header follows its metadata segments (EXIF, XMP, ICC profile, each segment at most
 * 64 KB), and a GIF's first frame follows its colour table and extension blocks. A file that has
 * not declared its size by then is refused rather than read further, so the work per file is
 * bounded whatever its structure.
 */
export const IMAGE_HEADER_SCAN_LIMIT_BYTES = 1024 * 1024;

/** What a file's header says: its pixel size, or why it cannot be trusted. */
export type ImageHeader = { readable: true; width: number; height: number } | { readable: false; reason: string };

const size = (width: number, height: number): ImageHeader =>
  width > 0 && height > 0 ? { readable: true, width, height } : { readable: false, reason: `declares a size of ${width} × ${height}` };
const unreadable = (reason: string): ImageHeader => ({ readable: false, reason });

/**
 * A header walk asks for bytes one step at a time: `read` answers the next n bytes, `skip` passes
 * over n bytes without keeping them, `firstNot` passes over repeats of one byte and answers the
 * first other byte (a one-byte Buffer). Only the bytes of the current step are ever held.
 */
type Step = { read: number } | { skip: number } | { firstNot: number };
type HeaderWalk = Generator<Step, ImageHeader, Buffer>;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** The PNG signature, then the IHDR chunk: length, type, 13 bytes of data, CRC. */
const PNG_HEAD_BYTES = 8 + 4 + 4 + 13 + 4;
/** PNG limits each dimension to 2^31 - 1. */
const PNG_MAX_DIMENSION = 0x7fffffff;

function* pngHeader(): HeaderWalk {
  const head = yield { read: PNG_HEAD_BYTES };
  if (!head.subarray(0, 8).equals(PNG_SIGNATURE)) return unreadable('no PNG signature');
  // The first chunk must be IHDR, and decoders refuse it when its checksum is wrong.
  if (head.readUInt32BE(8) !== 13 || head.toString('latin1', 12, 16) !== 'IHDR') return unreadable('the first chunk is not IHDR');
  if (crc32(head.subarray(12, 29)) !== head.readUInt32BE(29)) return unreadable('the IHDR checksum is wrong');
  const width = head.readUInt32BE(16);
  const height = head.readUInt32BE(20);
  if (width > PNG_MAX_DIMENSION || height > PNG_MAX_DIMENSION) return unreadable('declares a dimension beyond the PNG limit');
  return size(width, height);
}

const JPEG_MARKER_PREFIX = 0xff;
const JPEG_START_OF_IMAGE = 0xd8;
const JPEG_END_OF_IMAGE = 0xd9;
const JPEG_START_OF_SCAN = 0xda;

/** SOF0–SOF15 but DHT (C4), JPG (C8) and DAC (CC), which share the range. */
const isStartOfFrame = (marker: number) => marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
/** TEM and RST0–RST7 stand alone: no length follows them. */
const isStandalone = (marker: number) => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7);

/**
 * Walks a JPEG's segments from SOI to its frame header (SOFn), which holds the height and width.
 * Every other segment is skipped by its declared length; fill bytes (0xFF) before a marker are
 * allowed. Anything else where a marker should be, or image data before a frame header, is refused.
 */
function* jpegHeader(): HeaderWalk {
  const start = yield { read: 2 };
  if (start[0] !== JPEG_MARKER_PREFIX || start[1] !== JPEG_START_OF_IMAGE) return unreadable('no JPEG start of image');
  for (;;) {
    const prefix = (yield { read: 1 })[0];
    if (prefix !== JPEG_MARKER_PREFIX) return unreadable('a segment does not start with a marker');
    const marker = (yield { firstNot: JPEG_MARKER_PREFIX })[0];
    if (marker === 0x00) return unreadable('a segment does not start with a marker');
    if (isStandalone(marker)) continue;
    if (marker === JPEG_START_OF_IMAGE) return unreadable('a second start of image');
    if (marker === JPEG_START_OF_SCAN || marker === JPEG_END_OF_IMAGE) return unreadable('no frame header before the image data');
    const length = (yield { read: 2 }).readUInt16BE(0);
    if (length < 2) return unreadable('a segment declares a length under 2');
    if (isStartOfFrame(marker)) {
      // Sample precision (1 byte), then the number of lines (height) and of samples a line (width).
      if (length < 8) return unreadable('the frame header is too short');
      const frame = yield { read: 5 };
      return size(frame.readUInt16BE(3), frame.readUInt16BE(1));
    }
    yield { skip: length - 2 };
  }
}

const GIF_EXTENSION = 0x21;
const GIF_IMAGE_DESCRIPTOR = 0x2c;
const GIF_TRAILER = 0x3b;

/**
 * A GIF's logical screen, grown to hold its first frame: browsers enlarge the canvas when the first
 * frame reaches beyond the declared screen, so a tiny screen cannot hide a huge frame.
 */
function* gifHeader(): HeaderWalk {
  // The signature (6 bytes), then the logical screen descriptor (7 bytes).
  const head = yield { read: 13 };
  const signature = head.toString('latin1', 0, 6);
  if (signature !== 'GIF87a' && signature !== 'GIF89a') return unreadable('no GIF signature');
  const screenWidth = head.readUInt16LE(6);
  const screenHeight = head.readUInt16LE(8);
  if (screenWidth === 0 || screenHeight === 0) return size(screenWidth, screenHeight);
  const flags = head[10];
  if (flags & 0x80) yield { skip: 3 * 2 ** ((flags & 0x07) + 1) };
  for (;;) {
    const block = (yield { read: 1 })[0];
    if (block === GIF_IMAGE_DESCRIPTOR) {
      const descriptor = yield { read: 9 };
      const right = descriptor.readUInt16LE(0) + descriptor.readUInt16LE(4);
      const bottom = descriptor.readUInt16LE(2) + descriptor.readUInt16LE(6);
      return size(Math.max(screenWidth, right), Math.max(screenHeight, bottom));
    }
    if (block !== GIF_EXTENSION) return unreadable(block === GIF_TRAILER ? 'no image before the trailer' : 'an unknown block');
    yield { skip: 1 }; // the extension's label
    // Its data: sub-blocks, each led by its size, until an empty one.
    for (;;) {
      const subBlockSize = (yield { read: 1 })[0];
      if (subBlockSize === 0) break;
      yield { skip: subBlockSize };
    }
  }
}

const WALKS: Record<ImageKind['contentType'], () => HeaderWalk> = {
  'image/png': pngHeader,
  'image/jpeg': jpegHeader,
  'image/gif': gifHeader,
};

/**
 * Reads an image's declared size from its first bytes as they arrive, chunk by chunk, without
 * keeping the file: `push` answers the header once it is known (null while more bytes are needed),
 * `end` answers when the file ends. Never reads past `IMAGE_HEADER_SCAN_LIMIT_BYTES`.
 */
export class ImageHeaderReader {
  private readonly walk: HeaderWalk;
  private step: Step;
  private header: ImageHeader | null = null;
  /** Bytes of the current `read` step received so far. */
  private collected: Buffer = Buffer.alloc(0);
  private collectedLength = 0;
  /** Bytes the walk has consumed, the current step's included. */
  private scanned = 0;

  constructor(contentType: ImageKind['contentType']) {
    this.walk = WALKS[contentType]();
    this.step = { read: 0 };
    this.advance(Buffer.alloc(0));
  }

  /** Feeds the next bytes of the file; answers the header once known, then keeps answering it. */
  push(chunk: Buffer): ImageHeader | null {
    let offset = 0;
    while (this.header === null && offset < chunk.length) {
      const step = this.step;
      if ('skip' in step) {
        const taken = Math.min(step.skip, chunk.length - offset);
        offset += taken;
        step.skip -= taken;
        if (step.skip === 0) this.advance(Buffer.alloc(0));
      } else if ('firstNot' in step) {
        while (offset < chunk.length && chunk[offset] === step.firstNot && this.withinLimit(1)) offset += 1;
        if (this.header === null && offset < chunk.length) {
          offset += 1;
          if (this.withinLimit(1)) this.advance(chunk.subarray(offset - 1, offset));
        }
      } else if (this.collectedLength === 0 && chunk.length - offset >= step.read) {
        // The whole step is in this chunk: answered with a view of it, nothing copied.
        offset += step.read;
        this.advance(chunk.subarray(offset - step.read, offset));
      } else {
        if (this.collectedLength === 0) this.collected = Buffer.alloc(step.read);
        const taken = Math.min(step.read - this.collectedLength, chunk.length - offset);
        chunk.copy(this.collected, this.collectedLength, offset, offset + taken);
        this.collectedLength += taken;
        offset += taken;
        if (this.collectedLength === step.read) this.advance(this.collected);
      }
    }
    return this.header;
  }

  /** The file has ended: its header, or why there is none. */
  end(): ImageHeader {
    this.header ??= unreadable('the file ends inside its header');
    return this.header;
  }

  /** Counts `bytes` more as scanned; past the limit the header is decided as unreadable. */
  private withinLimit(bytes: number): boolean {
    this.scanned += bytes;
    if (this.scanned <= IMAGE_HEADER_SCAN_LIMIT_BYTES) return true;
    this.header = unreadable(`no size within the first ${IMAGE_HEADER_SCAN_LIMIT_BYTES} bytes`);
    return false;
  }

  /** Answers the current step and takes the walk's next one (or its result). */
  private advance(answer: Buffer) {
    const next = this.walk.next(answer);
    if (next.done) {
      this.header = next.value;
      return;
    }
    this.step = next.value;
    this.collectedLength = 0;
    // A step whose bytes would run past the limit is refused now, before they are received.
    if ('read' in this.step) {
      this.withinLimit(this.step.read);
    } else if ('skip' in this.step) {
      if (this.withinLimit(this.step.skip) && this.step.skip === 0) this.advance(Buffer.alloc(0));
    }
  }
}

/** The header of a whole file already in memory. */
export function readImageHeader(contentType: ImageKind['contentType'], bytes: Buffer): ImageHeader {
  const reader = new ImageHeaderReader(contentType);
  return reader.push(bytes) ?? reader.end();
}

import { describe, expect, it } from 'vitest';
import { IMAGE_HEADER_SCAN_LIMIT_BYTES, ImageHeaderReader, readImageHeader, type ImageHeader } from '../src/features/kyc/image-header';
import type { ImageKind } from '../src/features/kyc/image-signature';
import {
  blackPng,
  exifSegment,
  GIF_TRAILER,
  gifComment,
  gifDeclaring,
  gifFrame,
  gifScreen,
  JPEG_END,
  JPEG_START,
  jfifSegment,
  jpegDeclaring,
  jpegFrameSegment,
  jpegScan,
  jpegSegment,
  PNG_SIGNATURE,
  pngChunk,
  pngHeaderChunk,
} from './support/images';

type ContentType = ImageKind['contentType'];

const sized = (width: number, height: number): ImageHeader => ({ readable: true, width, height });
const refused = { readable: false, reason: expect.any(String) };

/** Feeds the file `chunkBytes` at a time, as an upload arrives; the answer once decided, or at the end. */
function readInChunks(contentType: ContentType, bytes: Buffer, chunkBytes: number) {
  const reader = new ImageHeaderReader(contentType);
  for (let offset = 0; offset < bytes.length; offset += chunkBytes) {
    const header = reader.push(bytes.subarray(offset, offset + chunkBytes));
    if (header) return { header, bytesPushed: Math.min(offset + chunkBytes, bytes.length) };
  }
  return { header: reader.end(), bytesPushed: bytes.length };
}

/** A deterministic stream of pseudo-random bytes (a linear congruential generator). */
function pseudoRandomBytes(seed: number, length: number): Buffer {
  const bytes = Buffer.alloc(length);
  let state = seed >>> 0;
  for (let index = 0; index < length; index += 1) {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    bytes[index] = state >>> 24;
  }
  return bytes;
}

/** A PNG whose IHDR says this size: the signature and the header chunk, nothing after. */
const pngHead = (width: number, height: number) => Buffer.concat([PNG_SIGNATURE, pngHeaderChunk(width, height)]);

describe('PNG header', () => {
  it('reads the width and height of IHDR', () => {
    expect(readImageHeader('image/png', blackPng(40, 24))).toEqual(sized(40, 24));
    expect(readImageHeader('image/png', pngHead(16_000, 16_000))).toEqual(sized(16_000, 16_000));
  });

  it('needs only the signature and IHDR, whatever follows', () => {
    const { header, bytesPushed } = readInChunks('image/png', Buffer.concat([pngHead(3000, 2000), Buffer.alloc(50_000)]), 1024);
    expect(header).toEqual(sized(3000, 2000));
    expect(bytesPushed).toBe(1024);
  });

  it('refuses an IHDR with a wrong checksum, a first chunk other than IHDR, no pixels, or a size beyond the PNG limit', () => {
    const wrongChecksum = pngHead(40, 24);
    wrongChecksum.writeUInt32BE((wrongChecksum.readUInt32BE(29) + 1) >>> 0, 29);
    expect(readImageHeader('image/png', wrongChecksum)).toEqual(refused);

    const dataFirst = Buffer.concat([PNG_SIGNATURE, pngChunk('IDAT', Buffer.alloc(13)), pngHeaderChunk(40, 24)]);
    expect(readImageHeader('image/png', dataFirst)).toEqual(refused);

    expect(readImageHeader('image/png', pngHead(0, 24))).toEqual(refused);
    expect(readImageHeader('image/png', pngHead(40, 0))).toEqual(refused);
    expect(readImageHeader('image/png', pngHead(2 ** 31, 1))).toEqual(refused);
  });

  it('refuses every truncation of the header', () => {
    const head = pngHead(40, 24);
    for (let length = 0; length < head.length; length += 1) {
      expect(readImageHeader('image/png', head.subarray(0, length)), `${length} bytes`).toEqual(refused);
    }
  });
});

describe('JPEG header', () => {
  it('reads the frame header after large EXIF segments, height and width in that order', () => {
    const file = jpegDeclaring(3000, 2000, [exifSegment(65_533), exifSegment(65_533), jpegSegment(0xe2, Buffer.alloc(40_000))]);
    expect(readImageHeader('image/jpeg', file)).toEqual(sized(3000, 2000));
    // Decided at the frame header: the scan after it is never needed.
    const { header, bytesPushed } = readInChunks('image/jpeg', Buffer.concat([file, Buffer.alloc(500_000)]), 16 * 1024);
    expect(header).toEqual(sized(3000, 2000));
    expect(bytesPushed).toBeLessThan(file.length + 16 * 1024);
  });

  it('reads every kind of frame header (baseline, extended, progressive, lossless, arithmetic)', () => {
    for (const marker of [0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]) {
      const file = Buffer.concat([JPEG_START, jfifSegment(), jpegFrameSegment(640, 480, marker), jpegScan(Buffer.alloc(8)), JPEG_END]);
      expect(readImageHeader('image/jpeg', file), marker.toString(16)).toEqual(sized(640, 480));
    }
  });

  it('skips the tables that share the frame markers\' range (DHT, DAC) by their length', () => {
    // Their first bytes would read as 65535 × 65535 if taken for a frame header.
    const huffmanTable = jpegSegment(0xc4, Buffer.from([0x00, 0xff, 0xff, 0xff, 0xff, 0x03]));
    const arithmeticTable = jpegSegment(0xcc, Buffer.from([0x00, 0xff, 0xff, 0xff, 0xff, 0x03]));
    const file = jpegDeclaring(800, 600, [huffmanTable, arithmeticTable]);
    expect(readImageHeader('image/jpeg', file)).toEqual(sized(800, 600));
  });

  it('allows fill bytes before a marker, and restart markers without a length', () => {
    const file = Buffer.concat([
      JPEG_START,
      Buffer.from([0xff, 0xff, 0xff]),
      jfifSegment(),
      Buffer.from([0xff, 0xd0]),
      Buffer.from([0xff, 0xff]),
      jpegFrameSegment(1024, 768),
      jpegScan(Buffer.alloc(4)),
      JPEG_END,
    ]);
    expect(readImageHeader('image/jpeg', file)).toEqual(sized(1024, 768));
  });

  it('refuses a file whose image data, or end, comes before any frame header', () => {
    expect(readImageHeader('image/jpeg', Buffer.concat([JPEG_START, jfifSegment(), jpegScan(Buffer.alloc(64)), JPEG_END]))).toEqual(refused);
    expect(readImageHeader('image/jpeg', Buffer.concat([JPEG_START, jfifSegment(), JPEG_END]))).toEqual(refused);
    expect(readImageHeader('image/jpeg', Buffer.concat([JPEG_START, JPEG_START, jpegFrameSegment(40, 24)]))).toEqual(refused);
  });

  it('refuses bytes that are no marker where a segment should start, and a length under 2', () => {
    expect(readImageHeader('image/jpeg', Buffer.concat([JPEG_START, jfifSegment(), Buffer.from([0x00]), jpegFrameSegment(40, 24)]))).toEqual(refused);
    expect(readImageHeader('image/jpeg', Buffer.concat([JPEG_START, Buffer.from([0xff, 0x00]), jpegFrameSegment(40, 24)]))).toEqual(refused);
    expect(readImageHeader('image/jpeg', Buffer.concat([JPEG_START, Buffer.from([0xff, 0xe0, 0x00, 0x01]), jpegFrameSegment(40, 24)]))).toEqual(refused);
    const shortFrame = Buffer.concat([JPEG_START, jpegSegment(0xc0, Buffer.from([8, 0, 24, 0, 40])), JPEG_END]);
    expect(readImageHeader('image/jpeg', shortFrame)).toEqual(refused);
  });

  it('refuses a frame header that declares no lines or no samples', () => {
    expect(readImageHeader('image/jpeg', jpegDeclaring(640, 0))).toEqual(refused);
    expect(readImageHeader('image/jpeg', jpegDeclaring(0, 480))).toEqual(refused);
  });

  it('refuses every truncation before the frame header is complete', () => {
    const file = jpegDeclaring(640, 480, [exifSegment(300)]);
    const frameEnd = file.indexOf(jpegFrameSegment(640, 480)) + 9;
    for (let length = 0; length < frameEnd; length += 1) {
      expect(readImageHeader('image/jpeg', file.subarray(0, length)), `${length} bytes`).toEqual(refused);
    }
    expect(readImageHeader('image/jpeg', file.subarray(0, frameEnd))).toEqual(sized(640, 480));
  });

  it('refuses a frame header beyond the scan limit, as soon as a segment reaches past it', () => {
    const metadata = Array.from({ length: Math.ceil(IMAGE_HEADER_SCAN_LIMIT_BYTES / 65_535) + 1 }, () => exifSegment(65_533));
    const file = jpegDeclaring(640, 480, metadata);
    const { header, bytesPushed } = readInChunks('image/jpeg', file, 64 * 1024);
    expect(header).toEqual(refused);
    expect(bytesPushed).toBeLessThanOrEqual(IMAGE_HEADER_SCAN_LIMIT_BYTES);
  });

  it('stays bounded on thousands of tiny segments or fill bytes, even a byte at a time', () => {
    // Empty comment segments (4 bytes each) up to twice the limit, then a frame header it never reaches.
    const tinySegments = Buffer.concat([
      JPEG_START,
      Buffer.alloc(IMAGE_HEADER_SCAN_LIMIT_BYTES * 2, Buffer.from([0xff, 0xfe, 0x00, 0x02])),
      jpegFrameSegment(640, 480),
    ]);
    const fillBytes = Buffer.concat([JPEG_START, Buffer.alloc(IMAGE_HEADER_SCAN_LIMIT_BYTES * 2, 0xff), Buffer.from([0xc0])]);
    const started = performance.now();
    for (const file of [tinySegments, fillBytes]) {
      const whole = readInChunks('image/jpeg', file, file.length);
      expect(whole.header).toEqual(refused);
      const byteByByte = readInChunks('image/jpeg', file, 1);
      expect(byteByByte.header).toEqual(refused);
      expect(byteByByte.bytesPushed).toBeLessThanOrEqual(IMAGE_HEADER_SCAN_LIMIT_BYTES + 1);
    }
    expect(performance.now() - started).toBeLessThan(5_000);
  });
});

describe('GIF header', () => {
  it('reads the logical screen and its first frame, past the colour table and extension blocks', () => {
    expect(readImageHeader('image/gif', gifDeclaring(40, 24))).toEqual(sized(40, 24));
    const graphicControl = Buffer.from([0x21, 0xf9, 0x04, 0x00, 0x00, 0x00, 0x00, 0x00]);
    const file = Buffer.concat([gifScreen(320, 200), graphicControl, gifComment(300), gifFrame(10, 10, 100, 100), GIF_TRAILER]);
    expect(readImageHeader('image/gif', file)).toEqual(sized(320, 200));
  });

  it('counts a first frame reaching beyond the screen, because browsers grow the canvas to hold it', () => {
    const tinyScreenHugeFrame = Buffer.concat([gifScreen(1, 1), gifFrame(0, 0, 20_000, 20_000), GIF_TRAILER]);
    expect(readImageHeader('image/gif', tinyScreenHugeFrame)).toEqual(sized(20_000, 20_000));
    const offsetFrame = Buffer.concat([gifScreen(100, 100), gifFrame(60_000, 50, 5_000, 10), GIF_TRAILER]);
    expect(readImageHeader('image/gif', offsetFrame)).toEqual(sized(65_000, 100));
  });

  it('refuses a screen of no pixels, no frame before the trailer, an unknown block and every truncation', () => {
    expect(readImageHeader('image/gif', gifDeclaring(0, 24))).toEqual(refused);
    expect(readImageHeader('image/gif', gifDeclaring(40, 0))).toEqual(refused);
    expect(readImageHeader('image/gif', Buffer.concat([gifScreen(40, 24), GIF_TRAILER]))).toEqual(refused);
    expect(readImageHeader('image/gif', Buffer.concat([gifScreen(40, 24), Buffer.from([0x99]), gifFrame(0, 0, 40, 24)]))).toEqual(refused);
    const file = Buffer.concat([gifScreen(40, 24), gifComment(2, 10), gifFrame(0, 0, 40, 24)]);
    const descriptorEnd = file.length - gifFrame(0, 0, 40, 24).length + 10;
    for (let length = 0; length < descriptorEnd; length += 1) {
      expect(readImageHeader('image/gif', file.subarray(0, length)), `${length} bytes`).toEqual(refused);
    }
    expect(readImageHeader('image/gif', file.subarray(0, descriptorEnd))).toEqual(sized(40, 24));
  });

  it('refuses a first frame that comes after the scan limit', () => {
    const commentBlocks = Math.ceil(IMAGE_HEADER_SCAN_LIMIT_BYTES / 256) + 1;
    const file = Buffer.concat([gifScreen(1, 1), gifComment(commentBlocks), gifFrame(0, 0, 20_000, 20_000), GIF_TRAILER]);
    expect(readImageHeader('image/gif', file)).toEqual(refused);
  });
});

describe('any format', () => {
  const samples: [ContentType, Buffer][] = [
    ['image/png', blackPng(300, 200)],
    ['image/jpeg', jpegDeclaring(300, 200, [exifSegment(5000), Buffer.from([0xff, 0xff])])],
    ['image/gif', Buffer.concat([gifScreen(300, 200), gifComment(20), gifFrame(0, 0, 300, 200), GIF_TRAILER])],
  ];

  it.each(samples)('%s: the same answer whatever the chunks the file arrives in', (contentType, file) => {
    for (const chunkBytes of [1, 2, 3, 7, 64, 1000, file.length]) {
      expect(readInChunks(contentType, file, chunkBytes).header, `${chunkBytes}-byte chunks`).toEqual(sized(300, 200));
    }
  });

  it.each(samples)('%s: garbage after the first bytes gets an answer and never throws', (contentType, file) => {
    for (let seed = 1; seed <= 300; seed += 1) {
      const keep = seed % 24;
      const garbage = Buffer.concat([file.subarray(0, keep), pseudoRandomBytes(seed, seed * 7)]);
      const { header } = readInChunks(contentType, garbage, (seed % 5) + 1);
      expect(typeof header.readable, `seed ${seed}`).toBe('boolean');
    }
  });
});

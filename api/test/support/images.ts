import { deflateSync } from 'node:zlib';
import { pngChunk } from '../../src/seed/png';

/** Image files built byte by byte, declaring whatever size a test needs. */

export { pngChunk };

export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The IHDR chunk of a 1-bit greyscale PNG of this size. */
export function pngHeaderChunk(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([1, 0, 0, 0, 0], 8);
  return pngChunk('IHDR', header);
}

/**
 * A complete, decodable PNG: 1-bit greyscale, every pixel black. Its rows compress to almost
 * nothing, which is how a file of a few kilobytes declares a huge bitmap (16,000 × 16,000 is
 * about 31 KB).
 */
export function blackPng(width: number, height: number): Buffer {
  const rows = Buffer.alloc((1 + Math.ceil(width / 8)) * height);
  return Buffer.concat([
    PNG_SIGNATURE,
    pngHeaderChunk(width, height),
    pngChunk('IDAT', deflateSync(rows, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** One JPEG segment: marker, big-endian length (which counts itself), data. */
export function jpegSegment(marker: number, data: Buffer): Buffer {
  const head = Buffer.from([0xff, marker, 0, 0]);
  head.writeUInt16BE(data.length + 2, 2);
  return Buffer.concat([head, data]);
}

export const JPEG_START = Buffer.from([0xff, 0xd8]);
export const JPEG_END = Buffer.from([0xff, 0xd9]);
export const jfifSegment = () => jpegSegment(0xe0, Buffer.from([0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00]));

/** An APP1 segment holding `dataBytes` bytes (65,533 at most): where cameras put EXIF. */
export const exifSegment = (dataBytes: number) =>
  jpegSegment(0xe1, Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), Buffer.alloc(dataBytes - 6, 0x2a)]));

/** A frame header (SOF0 unless told): 8-bit samples, this height and width, three components. */
export function jpegFrameSegment(width: number, height: number, marker = 0xc0): Buffer {
  const frame = Buffer.from([8, 0, 0, 0, 0, 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]);
  frame.writeUInt16BE(height, 1);
  frame.writeUInt16BE(width, 3);
  return jpegSegment(marker, frame);
}

/** The start of scan, then `scanData` as the entropy-coded data. */
export const jpegScan = (scanData: Buffer) => Buffer.concat([jpegSegment(0xda, Buffer.from([3, 1, 0, 2, 0x11, 3, 0x11, 0, 0x3f, 0])), scanData]);

/**
 * A JPEG's segment structure as a camera writes it: JFIF, then `metadataSegments` (EXIF and the
 * like), the frame header declaring the size, the scan and the end. Only the structure is real:
 * the scan holds `scanData`, not decodable pixels.
 */
export function jpegDeclaring(width: number, height: number, metadataSegments: Buffer[] = [], scanData: Buffer = Buffer.alloc(16)): Buffer {
  return Buffer.concat([JPEG_START, jfifSegment(), ...metadataSegments, jpegFrameSegment(width, height), jpegScan(scanData), JPEG_END]);
}

/** A GIF89a's signature and logical screen descriptor, with a two-colour global colour table. */
export function gifScreen(width: number, height: number): Buffer {
  const screen = Buffer.alloc(13 + 6);
  screen.write('GIF89a', 0, 'latin1');
  screen.writeUInt16LE(width, 6);
  screen.writeUInt16LE(height, 8);
  screen[10] = 0x80; // a global colour table of 2 entries
  screen.set([0, 0, 0, 255, 255, 255], 13);
  return screen;
}

/** An image descriptor at (left, top) of this size, with its image data as sub-blocks. */
export function gifFrame(left: number, top: number, width: number, height: number, imageData: Buffer = Buffer.from([0x4c, 0x01, 0x00])): Buffer {
  const descriptor = Buffer.alloc(10);
  descriptor[0] = 0x2c;
  descriptor.writeUInt16LE(left, 1);
  descriptor.writeUInt16LE(top, 3);
  descriptor.writeUInt16LE(width, 5);
  descriptor.writeUInt16LE(height, 7);
  return Buffer.concat([descriptor, Buffer.from([2, imageData.length]), imageData, Buffer.from([0])]);
}

/** A comment extension of `blocks` sub-blocks of `blockBytes` bytes each. */
export function gifComment(blocks: number, blockBytes = 255): Buffer {
  const subBlock = Buffer.concat([Buffer.from([blockBytes]), Buffer.alloc(blockBytes, 0x41)]);
  return Buffer.concat([Buffer.from([0x21, 0xfe]), ...Array.from({ length: blocks }, () => subBlock), Buffer.from([0])]);
}

export const GIF_TRAILER = Buffer.from([0x3b]);

/** A GIF whose screen and only frame are this size. */
export const gifDeclaring = (width: number, height: number, imageData?: Buffer) =>
  Buffer.concat([gifScreen(width, height), gifFrame(0, 0, width, height, imageData), GIF_TRAILER]);

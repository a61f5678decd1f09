import { crc32 } from 'node:zlib';

/**
 * The files of a ZIP archive stored without compression (what the API writes), read through its
 * central directory; each file's checksum is verified, so a broken archive fails the test.
 */
export function readZip(archive: Buffer): { name: string; bytes: Buffer }[] {
  const end = archive.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new Error('not a ZIP archive: no end of central directory');
  const count = archive.readUInt16LE(end + 10);
  let at = archive.readUInt32LE(end + 16);
  const files: { name: string; bytes: Buffer }[] = [];
  for (let index = 0; index < count; index += 1) {
    if (archive.readUInt32LE(at) !== 0x02014b50) throw new Error(`central directory entry ${index} is broken`);
    const method = archive.readUInt16LE(at + 10);
    const crc = archive.readUInt32LE(at + 16);
    const size = archive.readUInt32LE(at + 20);
    const nameLength = archive.readUInt16LE(at + 28);
    const extraLength = archive.readUInt16LE(at + 30);
    const commentLength = archive.readUInt16LE(at + 32);
    const local = archive.readUInt32LE(at + 42);
    const name = archive.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    if (method !== 0) throw new Error(`${name}: compressed (method ${method}); only stored files are read here`);
    const dataStart = local + 30 + archive.readUInt16LE(local + 26) + archive.readUInt16LE(local + 28);
    const bytes = archive.subarray(dataStart, dataStart + size);
    if (crc32(bytes) !== crc) throw new Error(`${name}: checksum differs`);
    files.push({ name, bytes });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return files;
}

/**
 * How long burning a mask into a phone photo of an Aadhaar card takes (docs/document-vault.md,
 * "Masking the Aadhaar number"): a 12-megapixel JPEG (4000 × 3000, a phone camera's default) with two
 * boxes, through the API's own burnMask. Figures only.
 *
 *   npx tsx bench/aadhaar-mask.cts          (in api/)
 *   BENCH_ROUNDS=7
 *
 * CommonJS (.cts): tsx then resolves shared-contracts' TypeScript sources the way the API's own build does.
 */
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { burnMask } from '../src/features/kyc/aadhaar-mask';

const WIDTH = 4000;
const HEIGHT = 3000;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 7);

/** A photo-like JPEG: a smooth gradient with noise, so the encoder has real work (a flat image compresses to nothing). */
async function photo(): Promise<Buffer> {
  const raw = Buffer.alloc(WIDTH * HEIGHT * 3);
  for (let i = 0; i < raw.length; i += 3) {
    const pixel = i / 3;
    const x = pixel % WIDTH;
    const y = Math.floor(pixel / WIDTH);
    const noise = (pixel * 2654435761) % 23;
    raw[i] = (x / 16 + noise) & 255;
    raw[i + 1] = (y / 12 + noise) & 255;
    raw[i + 2] = ((x + y) / 28) & 255;
  }
  return sharp(raw, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } }).jpeg({ quality: 88 }).toBuffer();
}

async function main(): Promise<void> {
  const original = await photo();
  const boxes = [
    { x: 0.3, y: 0.62, width: 0.28, height: 0.07 },
    { x: 0.3, y: 0.75, width: 0.12, height: 0.05 },
  ];
  await burnMask(original, boxes); // warm-up: libvips loads its codecs on first use
  const times: number[] = [];
  let outputBytes = 0;
  for (let round = 0; round < ROUNDS; round += 1) {
    const start = performance.now();
    const masked = await burnMask(original, boxes);
    times.push(performance.now() - start);
    outputBytes = masked.bytes.length;
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)] ?? 0;
  console.log(
    `aadhaar-mask: ${WIDTH}×${HEIGHT} JPEG of ${(original.length / 1e6).toFixed(1)} MB → ${(outputBytes / 1e6).toFixed(1)} MB; ` +
      `${ROUNDS} rounds: median ${median.toFixed(0)} ms, min ${(times[0] ?? 0).toFixed(0)} ms, max ${(times[times.length - 1] ?? 0).toFixed(0)} ms ` +
      `(libvips threads: ${sharp.concurrency()})`,
  );
}

void main();

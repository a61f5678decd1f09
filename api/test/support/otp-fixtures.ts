import { randomInt } from 'node:crypto';

/**
 * Client addresses of a test file's own (`10.<secondOctet>.x.y`), a new one per call, so the per-address limits
 * of the one-time-code routes stay out of the way unless a test is about them.
 */
export function addressSequence(secondOctet: number): () => string {
  let count = 0;
  return () => {
    count += 1;
    return `10.${secondOctet}.${Math.floor(count / 250)}.${(count % 250) + 1}`;
  };
}

const usedMobiles = new Set<string>();

/** A 10-digit number starting with 6–9 that no seeded (98765…) or earlier test employee of this process has. */
export function freshMobile(): string {
  for (;;) {
    const mobile = `${randomInt(6, 10)}${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`;
    if (!mobile.startsWith('98765') && !usedMobiles.has(mobile)) {
      usedMobiles.add(mobile);
      return mobile;
    }
  }
}

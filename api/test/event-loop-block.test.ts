/**
 * The measure behind the worst-case requests test (support/worst-case-requests.ts): work that holds
 * the event loop counts; waiting for something (a timer, a database in another process) does not.
 */
import { describe, expect, it } from 'vitest';
import { longestEventLoopBlockMs } from './support/worst-case-requests';

function busyFor(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // Holds the event loop on the CPU.
  }
}

describe('longestEventLoopBlockMs', () => {
  it('counts a stretch of synchronous work as the block, once', async () => {
    const { result, blockMs, wallMs } = await longestEventLoopBlockMs(async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      busyFor(80);
      await new Promise((resolve) => setTimeout(resolve, 5));
      return 'done';
    });
    expect(result).toBe('done');
    // The thread's CPU clock can lag the wall clock a little; never by half.
    expect(blockMs).toBeGreaterThan(40);
    expect(blockMs).toBeLessThanOrEqual(wallMs);
  });

  it('does not count waiting', async () => {
    const { blockMs, wallMs } = await longestEventLoopBlockMs(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(wallMs).toBeGreaterThanOrEqual(95);
    expect(blockMs).toBeLessThan(20);
  });
});

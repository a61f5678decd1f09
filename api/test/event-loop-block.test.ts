/**
 * The measure behind the worst-case requests test (support/worst-case-requests.ts): work that holds
 * the event loop counts; waiting for something (a timer, a database in another process) does not.
 *
 * The kernel accounts a thread's CPU time in scheduler ticks (4 ms at 250 Hz), and a loaded machine
 * takes the CPU away mid-work, so both tests leave room for a few ticks and never read the wall clock
 * as CPU time.
 */
import { describe, expect, it } from 'vitest';
import { longestEventLoopBlockMs } from './support/worst-case-requests';

const threadCpuMs = () => {
  const { user, system } = process.threadCpuUsage();
  return (user + system) / 1000;
};

/** Holds the event loop until this thread has spent `ms` of CPU time, however long that takes. */
function busyForCpu(ms: number): void {
  const until = threadCpuMs() + ms;
  while (threadCpuMs() < until) {
    // Holds the event loop on the CPU.
  }
}

describe('longestEventLoopBlockMs', () => {
  it('counts a stretch of synchronous work as the block, once', async () => {
    const { result, blockMs, wallMs } = await longestEventLoopBlockMs(async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      busyForCpu(80);
      await new Promise((resolve) => setTimeout(resolve, 5));
      return 'done';
    });
    expect(result).toBe('done');
    expect(blockMs).toBeGreaterThanOrEqual(80);
    // Once: the two short waits around it are not added to it.
    expect(blockMs).toBeLessThan(120);
    expect(blockMs).toBeLessThanOrEqual(wallMs);
  });

  it('does not count waiting', async () => {
    const { blockMs, wallMs } = await longestEventLoopBlockMs(() => new Promise((resolve) => setTimeout(resolve, 300)));
    // A wall-clock measure reads the whole wait as one block; this one reads the loop's own turns.
    expect(wallMs).toBeGreaterThan(200);
    expect(blockMs).toBeLessThan(wallMs / 4);
  });
});

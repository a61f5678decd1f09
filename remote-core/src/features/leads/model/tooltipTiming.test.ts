import { TOOLTIP_OPEN_DELAY_MS, TOOLTIP_SKIP_DELAY_MS, tooltipOpenDelay } from './tooltipTiming';

describe('tooltipOpenDelay', () => {
  it('uses the spec timings: open after 700 ms, skip within 300 ms', () => {
    expect(TOOLTIP_OPEN_DELAY_MS).toBe(700);
    expect(TOOLTIP_SKIP_DELAY_MS).toBe(300);
  });

  it('waits 700 ms when no tooltip has closed yet', () => {
    expect(tooltipOpenDelay(10_000, null)).toBe(700);
  });

  it('opens at once when the previous tooltip closed less than 300 ms ago', () => {
    expect(tooltipOpenDelay(10_000, 10_000)).toBe(0);
    expect(tooltipOpenDelay(10_299, 10_000)).toBe(0);
  });

  it('waits again from 300 ms after the previous one closed', () => {
    expect(tooltipOpenDelay(10_300, 10_000)).toBe(700);
    expect(tooltipOpenDelay(12_000, 10_000)).toBe(700);
  });

  it('ignores a close time in the future (a changed clock)', () => {
    expect(tooltipOpenDelay(9_000, 10_000)).toBe(700);
  });
});

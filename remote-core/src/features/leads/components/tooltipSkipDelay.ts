/**
 * When the last referrer tooltip closed (milliseconds since the epoch), shared by every referrer
 * tooltip on the page: the skip delay of spec §9 (model/tooltipTiming.ts).
 */
let lastClosedAt: number | null = null;

export function noteTooltipClosed(at: number): void {
  lastClosedAt = at;
}

export function lastTooltipClosedAt(): number | null {
  return lastClosedAt;
}

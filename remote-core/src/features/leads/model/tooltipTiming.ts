/**
 * Spec §9: the referrer tooltip opens 700 ms after the pointer arrives, with a 300 ms skip delay:
 * when another referrer tooltip closed less than 300 ms ago, the next one opens at once (moving
 * along the column does not wait 700 ms at every row). Chakra UI v3's Tooltip (Zag) has openDelay
 * and closeDelay but no skip delay, so the list keeps the time the last tooltip closed.
 */
export const TOOLTIP_OPEN_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

/** How long a tooltip waits before opening: 0 within the skip window, the open delay otherwise. */
export function tooltipOpenDelay(
  now: number,
  lastClosedAt: number | null,
  openDelay: number = TOOLTIP_OPEN_DELAY_MS,
  skipDelay: number = TOOLTIP_SKIP_DELAY_MS,
): number {
  return lastClosedAt !== null && now - lastClosedAt >= 0 && now - lastClosedAt < skipDelay ? 0 : openDelay;
}

import { useRef, useState } from 'react';
import { tooltipOpenDelay } from '../model/tooltipTiming';
import { lastTooltipClosedAt, noteTooltipClosed } from './tooltipSkipDelay';

/**
 * A controlled Chakra Tooltip with the spec's skip delay. Chakra's Tooltip (Zag) opens after its
 * `openDelay` (700 ms) and reports it through `onOpenChange`; it has no skip delay. This hook keeps
 * the open state, records when a tooltip closes, and when the pointer enters a trigger less than
 * 300 ms after the last close it opens that tooltip at once instead of waiting for Zag's delay.
 * Focus, Escape, scrolling and leaving keep working through Zag's `onOpenChange`.
 */
export function useSkipDelayTooltip() {
  const [open, setOpen] = useState(false);
  const openRef = useRef(false);

  const change = (next: boolean) => {
    if (openRef.current && !next) noteTooltipClosed(Date.now());
    openRef.current = next;
    setOpen(next);
  };

  return {
    open,
    onOpenChange: (details: { open: boolean }) => change(details.open),
    onPointerEnter: () => {
      if (!openRef.current && tooltipOpenDelay(Date.now(), lastTooltipClosedAt()) === 0) change(true);
    },
  };
}

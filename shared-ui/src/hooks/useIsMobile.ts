import { useMediaQuery } from './useMediaQuery';

/** The spec's mobile breakpoint: below 1024px width the shell collapses and cards replace tables. */
export const MOBILE_MAX_WIDTH_PX = 1023;
const MOBILE_QUERY = `(max-width: ${MOBILE_MAX_WIDTH_PX}px)`;

/** True while the viewport is narrower than 1024px; re-renders when that changes. */
export function useIsMobile(): boolean {
  return useMediaQuery(MOBILE_QUERY);
}

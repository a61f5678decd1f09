/**
 * Style props of a native radio input that covers its whole card or segment, invisible: the card is
 * what shows, while clicks, focus, keyboard and the accessibility tree all reach the real input
 * (and end-to-end tests can `check()` it like any radio).
 */
export const COVERING_INPUT = {
  position: 'absolute',
  inset: '0',
  width: '100%',
  height: '100%',
  margin: '0',
  opacity: 0,
  appearance: 'none',
  cursor: 'inherit',
  zIndex: 1,
} as const;

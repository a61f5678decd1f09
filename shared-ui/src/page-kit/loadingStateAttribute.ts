/**
 * The attribute every loading state of the page kit carries (LoadingState): what is still loading on
 * a page can be seen from outside React, by the host (its Devanagari font waits until nothing is:
 * host/src/features/language/pageSettled.ts).
 */
export const LOADING_STATE_ATTRIBUTE = 'data-loading-state';

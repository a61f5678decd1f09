/**
 * Screen tests at a given viewport width: replaces window.matchMedia so `useIsMobile()` (and any
 * other width query) answers as a browser of that width would. Call in beforeEach; the returned
 * function restores the previous matchMedia (call it in afterEach).
 */
/** A laptop: tables, the sidebar beside the page. */
export const WIDE_WIDTH = 1280;
/** A phone: cards instead of tables, the sidebar in a drawer. */
export const NARROW_WIDTH = 390;

export function setViewportWidth(width: number): () => void {
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const matches = Boolean(max || min) && (!max || width <= Number(max[1])) && (!min || width >= Number(min[1]));
    return {
      matches,
      media: query,
      onchange: null,
      addListener() {},
      removeListener() {},
      addEventListener() {},
      removeEventListener() {},
      dispatchEvent: () => false,
    } as unknown as MediaQueryList;
  }) as typeof window.matchMedia;
  return () => {
    window.matchMedia = original;
  };
}

/** Both layouts, for describe.each: cards replace tables below 1024px. */
export const LAYOUTS = [
  { layout: 'wide', width: WIDE_WIDTH },
  { layout: 'narrow', width: NARROW_WIDTH },
] as const;

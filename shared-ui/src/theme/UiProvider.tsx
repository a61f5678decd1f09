import type { ReactNode } from 'react';
import { ChakraProvider, type SystemContext } from '@chakra-ui/react/styled-system';
import { getSystem } from './system';

/**
 * Marks the `<style>` elements holding the system's global CSS (preflight, global styles, token
 * variables) when the page was built with it (the host's HTML, generated at build time:
 * webpack/prerender-plugin.cjs). docs/performance.md, "Chakra's global CSS at build time".
 */
export const PREBUILT_GLOBAL_CSS_ATTRIBUTE = 'data-portal-global-css';

/**
 * The system as ChakraProvider sees it when the document already holds the global CSS: without
 * `_global`, so it is neither computed (a lazy getter in the build, see
 * webpack/source-replace-loader.cjs) nor serialized and inserted again.
 */
let systemWithPrebuiltCss: SystemContext | undefined;

function hasPrebuiltGlobalCss(): boolean {
  return typeof document !== 'undefined' && document.querySelector(`style[${PREBUILT_GLOBAL_CSS_ATTRIBUTE}]`) !== null;
}

function providedSystem(): SystemContext {
  if (!hasPrebuiltGlobalCss()) return getSystem();
  systemWithPrebuiltCss ??= Object.create(getSystem(), { _global: { value: [] } }) as SystemContext;
  return systemWithPrebuiltCss;
}

/** The one ChakraProvider. Only the host (and a remote's standalone dev shell) renders it. */
export function UiProvider({ children }: { children: ReactNode }) {
  return <ChakraProvider value={providedSystem()}>{children}</ChakraProvider>;
}

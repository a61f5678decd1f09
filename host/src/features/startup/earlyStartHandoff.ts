/**
 * How the start script hands the early requests to main.js: one window property, taken once. Kept
 * apart from earlyStart.ts, which starts the requests, because main.js needs only the taking: the
 * start script has already started them, and main.js starts them itself (from a chunk of its own,
 * lazy.ts) only where no start script did.
 *
 * Plain TypeScript with no runtime imports.
 */
import type { EarlyRead } from './earlyReads';
import type { EarlyManifest } from './earlyRemotePage';
import type { RuntimeConfig } from './runtimeConfig';

export interface EarlyStart {
  config: Promise<RuntimeConfig>;
  /** The account reads. */
  earlyReads: EarlyRead[];
  /** The page's first reads, once its remote's manifest has named them. */
  earlyPageReads: Promise<EarlyRead[]>;
  earlyManifest: Promise<EarlyManifest | null>;
}

/** The window property the start script leaves the handles in; main.js removes it when it takes them. */
export const EARLY_START_PROPERTY = '__connectorPortalEarlyStart';

type WindowWithEarlyStart = Window & { [EARLY_START_PROPERTY]?: EarlyStart };

export function publishEarlyStart(target: Window, early: EarlyStart): void {
  (target as WindowWithEarlyStart)[EARLY_START_PROPERTY] = early;
}

/** The handles the start script left, once: a second caller (or a page without one) gets null. */
export function takeEarlyStart(target: Window): EarlyStart | null {
  const holder = target as WindowWithEarlyStart;
  const early = holder[EARLY_START_PROPERTY] ?? null;
  delete holder[EARLY_START_PROPERTY];
  return early;
}

/** Plain TypeScript only: the entry (src/index.ts) imports this before the async boundary. */
export { readRuntimeConfig, type RuntimeConfig } from './runtimeConfig';
export { startEarlyReads, storedAccessToken, type EarlyRead } from './earlyReads';
export { startEarlyRemotePage, type EarlyManifest } from './earlyRemotePage';
export { prerenderedPageHere } from './prerenderedPage';
export { PORTAL_LIVE_EVENT } from './liveEvent';
export { afterNextPaint } from './afterNextPaint';
export { prefetchListedChunksWhenIdle } from './idlePrefetch';
export { publishEarlyStart, startEarlyRequests, takeEarlyStart, type EarlyStart } from './earlyStart';
export { startPrerenderedPage } from './pageStart';

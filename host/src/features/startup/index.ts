/** Plain TypeScript only: the entry (src/index.ts) imports this before the async boundary. */
export { readRuntimeConfig, type RuntimeConfig } from './runtimeConfig';
export { startEarlyReads, type EarlyRead } from './earlyReads';
export { deviceLanguage, storedAccessToken } from './storedSession';
export { startEarlyRemotePage, type EarlyManifest } from './earlyRemotePage';
export { prerenderedPageHere } from './prerenderedPage';
export { PORTAL_LIVE_EVENT } from './liveEvent';
export { afterNextPaint } from './afterNextPaint';
export { appFirstFrameShown, markAppFirstFrameShown } from './appFirstFrame';
export { prefetchListedChunksWhenIdle } from './idlePrefetch';
export { startEarlyRequests } from './earlyStart';
export { publishEarlyStart, takeEarlyStart, type EarlyStart } from './earlyStartHandoff';
export { startPrerenderedPage } from './pageStart';
export { preloadLanguageFiles } from './languageFiles';
export { prerenderedLanguage } from './prerenderedLanguage';

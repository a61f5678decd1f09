/** Plain TypeScript only: the entry (src/index.ts) imports this before the async boundary. */
export { loadRuntimeConfig, type RuntimeConfig } from './runtimeConfig';
export { startEarlyReads, storedAccessToken, type EarlyRead } from './earlyReads';
export { firstInteraction, holdActivationsUntilLive, prerenderedPageHere } from './prerenderedPage';

/**
 * Standalone dev shell entry (`pnpm --filter remote-notifications dev`). The async boundary lets the
 * federation runtime set up shared modules before any of them runs. In the portal, the host
 * loads this remote's pages through remoteEntry.js instead; this entry is not part of that build.
 */
import('./dev/bootstrap');

/**
 * Dispatched on `document` once React has committed its first render and the page is live
 * (app/bootstrap.tsx): the pre-rendered page's start script (pageStart.ts) then replays the click
 * or submit it held meanwhile.
 */
export const PORTAL_LIVE_EVENT = 'portal:live';

/* global window -- a browser module, bundled into the development shell and the dev remote */
/**
 * The development shell's first module (scripts/dev-remote.mjs builds the host with it; a
 * production build never includes it). React Refresh can patch components only through the runtime
 * that was in React's devtools hook when react-dom started, so the shell injects it here, before
 * its start-up imports react-dom, and hands that one runtime to the dev remote, whose copy of
 * 'react-refresh/runtime' resolves to it (runtime-from-shell.cjs). docs/developing-a-remote.md.
 */
const RefreshRuntime = require('react-refresh/runtime');

RefreshRuntime.injectIntoGlobalHook(window);
// Modules compiled with refresh registration that run before a dev remote's own setup.
window.$RefreshReg$ = () => {};
window.$RefreshSig$ = () => (type) => type;
window.__PORTAL_REACT_REFRESH_RUNTIME__ = RefreshRuntime;

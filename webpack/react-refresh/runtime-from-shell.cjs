/* global window -- a browser module, bundled into the development shell and the dev remote */
/**
 * 'react-refresh/runtime' for a remote served in the portal for development: the runtime the
 * development shell put into React's devtools hook (shell-hook.cjs). A copy of its own would
 * register the remote's components where the shell's react-dom never looks, and edits would not
 * show. docs/developing-a-remote.md.
 */
const runtime = typeof window === 'undefined' ? undefined : window.__PORTAL_REACT_REFRESH_RUNTIME__;
if (!runtime) {
  throw new Error(
    'This remote was built for development inside the portal and needs the development shell (npm run dev -- <remote>); a production host has no React Refresh runtime.',
  );
}
module.exports = runtime;

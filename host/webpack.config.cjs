const { createFederatedConfig } = require('../webpack/federated-app.cjs');

// The shell. No remote URLs here: remotes come from /config.json at runtime (src/app/bootstrap.tsx).
// Container name and port: services.json. /login is pre-rendered at build time and hydrated
// (docs/performance.md).
module.exports = createFederatedConfig({
  appDir: __dirname,
  service: 'host',
  title: 'Connector Portal',
  prerender: {
    app: './src/app/App.tsx',
    // Every document's first script, built without the federation runtime (src/start.ts).
    pageStart: './src/start.ts',
    paths: ['/login'],
    bootstrapRequest: /^\.\/app\/bootstrap$/,
    signedInRequests: [/^\.\/sessionModule$/, /^\.\/ProtectedRoutes$/],
    // Downloaded when the shell is idle, evaluated when needed (src/features/shell/idlePrefetch.ts).
    idlePrefetchRequests: [/^\.\/MobileNavDrawer$/],
    // The start-up chunks as a few files of about react-dom's size, by share key (brotli KB when
    // this was written; webpack/start-up-chunks.cjs, docs/performance.md). The signed-in area's
    // chunks (@tanstack/react-query, axios, jotai, the shell) become one more file of ~36 KB.
    startUpBundles: [
      ['react-dom/client', 'react-dom'], // 48 + 2
      ['shared-ui', 'shared-ui/widgets', 'react/jsx-runtime'], // 32 + 13 + 4 + 1
      ['react-router', '@emotion/react', 'react'], // 12 + 1 + 8 + 3
    ],
  },
});

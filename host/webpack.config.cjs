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
    // The pre-rendered pages' only script until they are used (src/features/startup/pageStart.ts).
    pageStart: './src/features/startup/pageStart.ts',
    paths: ['/login'],
    bootstrapRequest: /^\.\/app\/bootstrap$/,
    signedInRequests: [/^\.\/sessionModule$/, /^\.\/ProtectedRoutes$/],
    // Downloaded when the shell is idle, evaluated when needed (src/features/shell/idlePrefetch.ts).
    idlePrefetchRequests: [/^\.\/MobileNavDrawer$/],
  },
});

const { createFederatedConfig } = require('../webpack/federated-app.cjs');
const { DEVANAGARI_FACES, fontFaceRule } = require('./src/features/language/devanagariFontFaces.cjs');

// The shell. No remote URLs here: remotes come from /config.json at runtime (src/app/bootstrap.tsx).
// Container name and port: services.json. /login is pre-rendered at build time and hydrated
// (docs/performance.md, "Pre-rendered login page, hydrated").
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
    // Downloaded when the shell is idle, evaluated when needed (src/features/startup/idlePrefetch.ts).
    idlePrefetchRequests: [/^\.\/MobileNavDrawer$/],
    // A device that last showed Hindi preloads the Hindi catalogues and the switch to Hindi from the
    // start script (src/features/startup/languageFiles.ts); the login page is pre-rendered in Hindi
    // too, with the Devanagari font's faces (src/features/startup/prerenderedLanguage.ts).
    languageFiles: { hi: { requests: [/features\/language\/lazy$/], fontFaces: { faces: DEVANAGARI_FACES, rule: fontFaceRule } } },
    // The start-up chunks merged by share key into a few files of similar size, so that a phone's
    // few connections per origin each take one from the start and none (react-dom above all) ends
    // long after the others; the documents request them largest first (webpack/start-up-chunks.cjs,
    // docs/performance.md, "Start-up chunks preloaded and merged into a few files"). The signed-in
    // area's chunks (@tanstack/react-query, axios, jotai, the shell) become one more file. When a
    // shared package grows or shrinks a lot, regroup so that the files stay of similar size
    // (node e2e/bench/bundle-size.mjs lists each file's size).
    startUpBundles: [
      // react-dom, the largest package, alone.
      ['react-dom/client', 'react-dom'],
      // shared-ui's sign-in entry (with the chunk it has in common with the other entries) and the JSX runtime.
      ['shared-ui/sign-in', 'shared-ui/widgets', 'react/jsx-runtime'],
      // The smaller packages together.
      ['react-router', '@emotion/react', 'react'],
    ],
  },
});

// The esbuild plugin the API's bundles share (build.mjs, bench/worst-case-requests.mjs): workspace
// packages (shared-contracts, TypeScript sources) are bundled; every node_modules package stays external
// and is resolved from api/node_modules at run time.
import { readFileSync } from 'node:fs';

const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const workspacePackages = Object.entries({ ...manifest.dependencies, ...manifest.devDependencies })
  .filter(([, version]) => String(version).startsWith('workspace:'))
  .map(([name]) => name);

export const externalNodeModules = {
  name: 'external-node-modules',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('node:')) return { path: args.path, external: true };
      const isWorkspace = workspacePackages.some((name) => args.path === name || args.path.startsWith(`${name}/`));
      return isWorkspace ? undefined : { path: args.path, external: true };
    });
  },
};

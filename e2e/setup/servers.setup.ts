// Global setup (Playwright project "servers", a dependency of the browser tests): starts, from the
// production builds, the API on a fresh PGlite database of its own and the four static servers, each
// on its own e2e port, and waits until every /health answers. "stop servers" tears them down.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test as setup } from '@playwright/test';
import { assertPortsFree } from '../../scripts/lib/ports.mjs';
import { findService } from '../../scripts/lib/services.mjs';
import { E2E_PORTS, REPO_ROOT, e2ePortEnv } from '../support/environment';
import { SERVICE_NAMES, e2eServerEnv, spawnServer, stopPid, waitForHealth, writeState, type RunState } from '../support/servers';

setup('start the API and the four static servers from the production builds', async () => {
  setup.setTimeout(180_000);
  const missing = SERVICE_NAMES.map((name) => findService(name).builtFile).filter((file) => !fs.existsSync(path.join(REPO_ROOT, file)));
  if (missing.length > 0) {
    throw new Error(`Production builds are missing (${missing.join(', ')}). Run \`node scripts/build.mjs\` (or \`npm test\`) first.`);
  }
  await assertPortsFree(
    SERVICE_NAMES.map((name) => ({ name, port: E2E_PORTS[name], portEnv: e2ePortEnv(findService(name).portEnv) })),
    'pnpm --filter e2e test',
  );

  const tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cp-e2e-'));
  const state: RunState = { tmpDir, env: e2eServerEnv(tmpDir), servers: {} };
  try {
    for (const name of SERVICE_NAMES) {
      state.servers[name] = spawnServer(name, state);
      writeState(state);
    }
    await Promise.all(SERVICE_NAMES.map((name) => waitForHealth(state.servers[name], name === 'api' ? 150_000 : 30_000)));
  } catch (error) {
    await Promise.all(Object.values(state.servers).map((record) => stopPid(record.pid)));
    throw error;
  }
  console.log(`e2e servers up (data and logs in ${tmpDir}): ${SERVICE_NAMES.map((n) => `${n} :${E2E_PORTS[n]}`).join(', ')}`);
});

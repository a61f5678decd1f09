// Global teardown (Playwright project "stop servers"): stops every e2e server recorded in the state
// file and removes the run's temporary data (set E2E_KEEP_DATA=1 to keep data and server logs).
import fs from 'node:fs';
import { test as teardown } from '@playwright/test';
import { STATE_FILE } from '../support/environment';
import { readState, stopPid } from '../support/servers';

teardown('stop the e2e servers', async () => {
  if (!fs.existsSync(STATE_FILE)) return;
  const state = readState();
  await Promise.all(Object.values(state.servers).map((record) => stopPid(record.pid)));
  if (process.env.E2E_KEEP_DATA === '1') {
    console.log(`e2e data and server logs kept in ${state.tmpDir}`);
  } else {
    fs.rmSync(state.tmpDir, { recursive: true, force: true });
  }
  fs.rmSync(STATE_FILE, { force: true });
});

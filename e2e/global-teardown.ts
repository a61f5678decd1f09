// Stops every e2e server recorded in the state file and removes the run's temporary data.
import fs from 'node:fs';
import { STATE_FILE } from './support/environment';
import { readState, stopPid } from './support/servers';

export default async function globalTeardown(): Promise<void> {
  if (!fs.existsSync(STATE_FILE)) return;
  const state = readState();
  await Promise.all(Object.values(state.servers).map((record) => stopPid(record.pid)));
  if (process.env.E2E_KEEP_DATA === '1') {
    console.log(`e2e data and server logs kept in ${state.tmpDir}`);
  } else {
    fs.rmSync(state.tmpDir, { recursive: true, force: true });
  }
  fs.rmSync(STATE_FILE, { force: true });
}

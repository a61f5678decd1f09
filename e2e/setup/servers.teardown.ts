// Global teardown (Playwright project "stop servers"): stops every e2e server recorded in the state
// file, checks the API's log of the run, and removes the run's temporary data (set E2E_KEEP_DATA=1 to
// keep data and server logs; a log that fails the check is kept too).
//
// The log check lives here rather than in a last project: the teardown runs after every project that
// uses the servers, whichever subset of the suite ran, and it is the last moment the log exists.
import fs from 'node:fs';
import { test as teardown } from '@playwright/test';
import { STATE_FILE } from '../support/environment';
import { describeFindings, scanLog, type LogFinding } from '../support/personal-data';
import { readState, stopPid, type RunState } from '../support/servers';

teardown.describe.configure({ mode: 'serial' });

let state: RunState | undefined;
let keepData = process.env.E2E_KEEP_DATA === '1';

teardown('stop the e2e servers', async () => {
  if (!fs.existsSync(STATE_FILE)) return;
  state = readState();
  await Promise.all(Object.values(state.servers).map((record) => stopPid(record.pid)));
});

teardown("the API's log of the run holds no mobile number, e-mail, PAN, Aadhaar number, one-time code or token", () => {
  const logFile = state?.servers.api?.logFile;
  if (!logFile || !fs.existsSync(logFile)) return;
  const findings: LogFinding[] = scanLog(fs.readFileSync(logFile, 'utf8'));
  if (findings.length > 0) {
    keepData = true;
    throw new Error(describeFindings(logFile, findings));
  }
});

teardown.afterAll(() => {
  if (!state) return;
  if (keepData) {
    console.log(`e2e data and server logs kept in ${state.tmpDir}`);
  } else {
    fs.rmSync(state.tmpDir, { recursive: true, force: true });
  }
  fs.rmSync(STATE_FILE, { force: true });
});

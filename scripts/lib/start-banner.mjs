// What `npm start` prints once every service is healthy: where to go, where the API's log is, where the
// development one-time codes are, and the demo sign-ins with their mobile numbers. It is the last thing
// printed before the terminal goes quiet (only failures follow, one line each), so it stays on screen.
import path from 'node:path';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts.mjs';
import { bold, cyan, green } from './format.mjs';
import { API_LOG_FILE } from './api-log.mjs';
import { REMOTES, REPO_ROOT } from './services.mjs';

/** A path as the reader types it from the repository root ("api/.data/logs/api.log"). */
function shownPath(file) {
  const relative = path.relative(REPO_ROOT, file);
  return relative.startsWith('..') ? file : relative;
}

/**
 * The banner's lines.
 * @param {Record<string, number>} ports port per service name
 * @param {NodeJS.ProcessEnv} env
 * @param {string} logFile the API's log file
 */
export function startBannerLines(ports, env = process.env, logFile = API_LOG_FILE) {
  const hostUrl = `http://localhost:${ports.host}`;
  const apiUrl = env.API_URL || `http://localhost:${ports.api}`;
  const database = env.DATABASE_URL ? `PostgreSQL (DATABASE_URL)` : `embedded PGlite in ${env.DATA_DIR || path.join('api', '.data', 'pglite')}`;
  // The outbox and the demo accounts exist only outside production (docs/otp.md, docs/security.md).
  const development = env.NODE_ENV !== 'production';
  const outbox = `${apiUrl}/dev/outbox/`;
  const example = DEMO_ACCOUNTS[0];
  return [
    '',
    bold(green('Connector Portal is running.')),
    '',
    `  Open            ${cyan(hostUrl)}`,
    `  API docs        ${cyan(`${apiUrl}/docs`)}   (OpenAPI JSON: ${apiUrl}/openapi.json)`,
    `  Remotes         ${REMOTES.map((remote) => `${remote.app} :${ports[remote.app]}`).join(', ')}`,
    `  Database        ${database}`,
    `  API log         ${shownPath(logFile)}   (every request; this terminal shows only errors, one line each)`,
    ...(development
      ? [
          `  One-time codes  ${cyan(outbox)}   (mobile sign-in and password reset: nothing is sent, the codes are listed here)`,
          `                  newest first, e.g. ${outbox}?mobile_number=${example.mobile}&limit=1`,
          '',
          bold(`  Demo sign-ins (password ${DEMO_PASSWORD} for all; the mobile number signs in at ${hostUrl}/login/mobile):`),
          ...DEMO_ACCOUNTS.map((a) => `    ${a.employeeId}  ${a.name.padEnd(14)} ${a.mobile}  ${a.role.padEnd(21)} ${a.shows}`),
        ]
      : []),
    '',
    '  Press Ctrl-C to stop.',
    '',
  ];
}

// Where `npm start` puts the API's log, and what of it reaches the terminal. The API logs a JSON line
// for every request it receives and answers (docs/logging.md); in a terminal that buries the banner and
// everything else within a minute. So the whole log goes to a file under the API's data folder, and the
// terminal gets one short line per failure: a request answered with a 5xx (or one that logged an
// error), an error outside any request, and any output that is not a log line (a crash's stack).
// Production is untouched: there the API logs its JSON lines to stdout, where the platform collects them.
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './services.mjs';

/** The folder the API keeps its development data in (PGlite's `pglite/`, KYC `uploads/`), and now its logs. */
export const API_DATA_DIR = path.join(REPO_ROOT, 'api', '.data');

/** This run's log; the run before is kept beside it. */
export const API_LOG_FILE = path.join(API_DATA_DIR, 'logs', 'api.log');
export const PREVIOUS_API_LOG_FILE = path.join(API_DATA_DIR, 'logs', 'api.previous.log');

/** pino's numeric levels. */
const WARN = 40;
const ERROR = 50;

const MAX_MESSAGE_CHARS = 200;

/** Starts a run's log: the previous run's log becomes `api.previous.log`, so a run's file holds only that run. */
export function rotateApiLog(logFile = API_LOG_FILE, previousFile = PREVIOUS_API_LOG_FILE) {
  fs.mkdirSync(path.dirname(logFile), { recursive: true });
  if (fs.existsSync(logFile)) fs.renameSync(logFile, previousFile);
}

function parseLogLine(line) {
  if (!line.startsWith('{')) return undefined;
  try {
    const entry = JSON.parse(line);
    return entry && typeof entry === 'object' && typeof entry.level === 'number' ? entry : undefined;
  } catch {
    return undefined;
  }
}

function shorten(text) {
  const oneLine = String(text).replace(/\s+/g, ' ').trim();
  return oneLine.length > MAX_MESSAGE_CHARS ? `${oneLine.slice(0, MAX_MESSAGE_CHARS - 1)}…` : oneLine;
}

/** "unhandled error: relation "x" does not exist": the log message, then the error's own message. */
function describeEntry(entry) {
  const errorMessage = entry.err && typeof entry.err.message === 'string' && entry.err.message !== '' ? entry.err.message : undefined;
  const message = typeof entry.msg === 'string' && entry.msg !== '' ? entry.msg : undefined;
  return shorten([message, errorMessage].filter(Boolean).join(': ') || 'error');
}

/**
 * A filter from the API's output lines to the terminal's: `next(line)` answers the line to print, or
 * undefined to leave it in the file only. It follows requests by `reqId` ("incoming request" names
 * the method and path, "request completed" the status) so one failing request is one line:
 *
 *   500 POST /leads/leads/: unhandled error: connection terminated
 *   503 GET /leads/leads/my-leads/: database unavailable
 *   error: idle-lead check failed: ...          (an error outside a request)
 */
export function createApiTerminalFilter() {
  /** @type {Map<string, { request: string, problem?: string, errorLevel: boolean }>} */
  const open = new Map();

  return function next(line) {
    if (line.trim() === '') return undefined;
    const entry = parseLogLine(line);
    // Not a log line: what Node prints when the process crashes, or a library writing to stderr.
    if (!entry) return line;
    const reqId = typeof entry.reqId === 'string' || typeof entry.reqId === 'number' ? String(entry.reqId) : undefined;
    const tracked = reqId === undefined ? undefined : open.get(reqId);

    if (entry.msg === 'incoming request' && reqId !== undefined && entry.req) {
      open.set(reqId, { request: shorten(`${entry.req.method} ${entry.req.url}`), errorLevel: false });
      return undefined;
    }
    if (entry.msg === 'request completed' && reqId !== undefined) {
      open.delete(reqId);
      const status = entry.res?.statusCode;
      const failed = typeof status === 'number' && status >= 500;
      if (!failed && !tracked?.errorLevel) return undefined;
      const what = tracked ? `${status} ${tracked.request}` : `${status} (request ${reqId})`;
      return tracked?.problem ? `${what}: ${tracked.problem}` : what;
    }
    if (entry.level >= WARN && tracked) {
      // Said when the request completes, together with its status.
      if (entry.level >= ERROR || !tracked.problem) tracked.problem = describeEntry(entry);
      if (entry.level >= ERROR) tracked.errorLevel = true;
      return undefined;
    }
    if (entry.level >= ERROR) return `error: ${describeEntry(entry)}`;
    return undefined;
  };
}

import { sql, type SQL } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { pageResponse, type PageRequest } from '../../http/paging';
import { sendJsonText } from '../../http/schemas';

/**
 * Small helpers shared by the back office's lead management and payouts: pages whose results
 * PostgreSQL built as JSON text, CSV built by PostgreSQL, LIKE patterns, and the database errors
 * a race can raise.
 */

/** Sends a page (`pageResponse`'s envelope) whose `results` PostgreSQL already built as a JSON array text. */
export function sendPageJson(
  request: FastifyRequest,
  reply: FastifyReply,
  paging: PageRequest,
  count: number,
  resultsJson: string,
  resultsLength: number,
  extra: Record<string, unknown> = {},
) {
  // The envelope is computed by pageResponse (next/previous links); only the length of the results matters to it.
  const envelope = pageResponse(request, paging, count, new Array<null>(resultsLength).fill(null), extra);
  // JSON.stringify leaves out a property whose value is undefined.
  const head = JSON.stringify({ ...envelope, results: undefined });
  return sendJsonText(reply, `${head.slice(0, -1)},"results":${resultsJson}}`);
}

/** `%`, `_` and `\` taken literally in a LIKE pattern. */
export const likeEscape = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * A text cell of a CSV row built by PostgreSQL: always quoted (RFC 4180, inner quotes doubled), and a
 * value starting with = + - @ (or a tab or carriage return) gets a leading ' so that a spreadsheet
 * shows it as text instead of running it as a formula. Null is an empty cell.
 */
export const csvText = (expression: SQL) =>
  sql`coalesce('"' || replace(case when left((${expression})::text, 1) in ('=', '+', '-', '@', chr(9), chr(13))
    then '''' || (${expression})::text else (${expression})::text end, '"', '""') || '"', '')`;

/** A number cell (numbers we format ourselves cannot be formulas). Null is an empty cell. */
export const csvNumber = (expression: SQL) => sql`coalesce((${expression})::text, '')`;

/** A time cell in India time, e.g. 2025-03-14 16:05:09. */
export const csvTime = (expression: SQL) => sql`coalesce(date_trunc('second', (${expression}) at time zone 'Asia/Kolkata')::text, '')`;

/** One CSV line of the cells (each already non-null text). */
export const csvLine = (cells: SQL[]) => sql.join(cells, sql` || ',' || `);

/** The header line and a CRLF after every line (RFC 4180). */
export const csvHeader = (names: string[]) => `${names.join(',')}\r\n`;

/**
 * Sends CSV text as a download. It starts with a byte-order mark so that Excel reads it as UTF-8
 * (names in Indian scripts, the rupee sign); other tools ignore it.
 */
export function sendCsv(reply: FastifyReply, filename: string, text: string) {
  return reply
    .header('content-disposition', `attachment; filename="${filename}"`)
    .type('text/csv; charset=utf-8')
    .send(`\uFEFF${text}`);
}

/** Today's date in India, YYYY-MM-DD (file names of the exports). */
export const indiaToday = (now = new Date()) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(now);

/** The PostgreSQL error behind a driver or Drizzle error (its SQLSTATE `code` and `constraint`), if any. */
export function databaseError(error: unknown): { code: string; constraint?: string } | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) {
      return { code: candidate.code, constraint: typeof candidate.constraint === 'string' ? candidate.constraint : undefined };
    }
    current = candidate.cause;
  }
  return null;
}

/**
 * Errors two concurrent changes can raise: a unique violation, the payout invariant's check at commit
 * (`lead_payout_invariant`, SQLSTATE 23514), a deadlock, a serialization failure. Any other failed check
 * is a bug and stays a 500.
 */
export function isRaceError(error: unknown): boolean {
  const found = databaseError(error);
  if (!found) return false;
  if (found.code === '23514') return found.constraint === 'lead_payout_invariant';
  return found.code === '23505' || found.code === '40P01' || found.code === '40001';
}

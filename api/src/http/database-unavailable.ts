/**
 * The database going away for a moment (a restart, a failover, a dropped connection) is not a bug of the
 * request: it answers 503 with Retry-After, so the proxy, the portal's "Cannot reach the server" state and
 * API clients retry, instead of a 500.
 */
const CONNECTION_ERROR_CODES = new Set([
  '57P01', // admin_shutdown: terminating connection due to administrator command
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: the database system is starting up / shutting down
  '08000', // connection_exception
  '08001', // sqlclient_unable_to_establish_sqlconnection
  '08003', // connection_does_not_exist
  '08006', // connection_failure
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
]);
const CONNECTION_ERROR_TEXT = /Connection terminated|Client has encountered a connection error|Connection is closed|timeout exceeded when trying to connect/i;

export const DATABASE_UNAVAILABLE_DETAIL = 'The service is briefly unavailable. Please try again in a moment.';
export const DATABASE_RETRY_AFTER_SECONDS = 2;

/** True when `error` (or an error it wraps, as drizzle's query errors do) says the database connection failed. */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && CONNECTION_ERROR_CODES.has(code)) return true;
    if (CONNECTION_ERROR_TEXT.test(current.message)) return true;
    current = current.cause;
  }
  return false;
}

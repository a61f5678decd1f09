import { getErrorMessage } from 'shared-ui';

/**
 * Spec §8: some failures are only logged (lead fetches, lead creation, 404 and 500 answers).
 * Logs "<what failed>: <the server's message>" (just "<what failed>" when it said nothing) and the error.
 */
export function logApiError(what: string, error: unknown): void {
  const message = getErrorMessage(error, what);
  console.error(message === what ? what : `${what}: ${message}`, error);
}

import { failureLogLine } from 'shared-ui';

/**
 * Spec §8: some failures are only logged (lead fetches, lead creation, 404 and 500 answers).
 * Logs one line of fixed words, "<what failed>: <the server's message> (HTTP 500, POST /leads/leads/)"
 * (`failureLogLine`). The error object itself is not passed: a production build minifies its class,
 * and the console would name it by that letter ("Failed to create lead Y").
 */
export function logApiError(what: string, error: unknown): void {
  console.error(failureLogLine(what, error));
}

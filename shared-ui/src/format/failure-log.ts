/**
 * The portal's console lines for failures. A production build minifies class and function names, so
 * a line must never depend on one: an error object handed to `console.error` is shown by its class
 * name (an axios error reads "Failed to create lead Y"), and `constructor.name` is a letter. A line is
 * built from fixed words: what failed, what the server said, and which request it was.
 */
import { NO_RESPONSE_MESSAGE, parseApiError } from './api-errors';

interface RequestShape {
  config?: { method?: unknown; url?: unknown } | null;
  message?: unknown;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function nonBlank(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** "POST /leads/leads/" from an axios error's request configuration; undefined without one. */
function requestOf(error: unknown): string | undefined {
  if (!isRecord(error)) return undefined;
  const { config } = error as RequestShape;
  if (!isRecord(config)) return undefined;
  const url = nonBlank(config.url);
  if (!url) return undefined;
  const method = nonBlank(config.method);
  return method ? `${method.toUpperCase()} ${url}` : url;
}

/**
 * One readable console line for a failure: "<what failed>: <the server's message> (HTTP 500, POST
 * /leads/leads/)"; "<what failed>: No response received from server (GET /leads/leads/my-leads/)"
 * when nothing came back; "<what failed>: <the error's message>" for an error outside HTTP; just
 * "<what failed>" when there is nothing more to say.
 */
export function failureLogLine(what: string, error: unknown): string {
  const failure = parseApiError(error);
  const request = requestOf(error);
  if (failure.kind === 'answered') {
    const said = failure.detail ?? failure.message;
    const context = [failure.status === undefined ? undefined : `HTTP ${failure.status}`, request].filter(Boolean).join(', ');
    return `${what}${said ? `: ${said}` : ''}${context ? ` (${context})` : ''}`;
  }
  if (failure.kind === 'no-response') return `${what}: ${NO_RESPONSE_MESSAGE}${request ? ` (${request})` : ''}`;
  const message = nonBlank(failure.message) ?? (typeof error === 'string' ? nonBlank(error) : undefined);
  return message ? `${what}: ${message}` : what;
}

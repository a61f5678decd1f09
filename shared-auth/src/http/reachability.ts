/**
 * Telling "the server could not be reached" apart from "the server said no". An API that is down,
 * restarting or behind a proxy with no replica left answers nothing, or 502/503/504: the session and
 * whatever the user typed are still good, so the portal waits and retries instead of signing out.
 */
import { isAxiosError } from 'axios';

/** The refresh call could not reach the server: the session is kept and can be renewed later. */
export class ServerUnreachableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ServerUnreachableError';
  }
}

const GATEWAY_STATUSES = new Set([502, 503, 504]);

/** True for a network failure, a timeout, or a gateway/unavailable answer (502, 503, 504). */
export function isServerUnreachable(error: unknown): boolean {
  if (error instanceof ServerUnreachableError) return true;
  if (!isAxiosError(error)) return false;
  if (!error.response) return error.code !== 'ERR_CANCELED';
  return GATEWAY_STATUSES.has(error.response.status);
}

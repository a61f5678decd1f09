/**
 * The text to show for a failed call (portal-core spec §8): the server's `detail`, else the
 * server's `message`, else "No response received from server" when the request got no answer
 * (network down, timeout, CORS), else the caller's fallback. Works on axios errors by shape, so
 * shared-ui needs no HTTP library.
 */
export const NO_RESPONSE_MESSAGE = 'No response received from server';

/**
 * axios errors without a response are requests that got no answer, except these: the request was
 * never sent (bad configuration) or the caller cancelled it. Errors built by axios-mock-adapter
 * carry neither `request` nor always a `code`, so the absence of a response is what counts.
 */
const NOT_SENT_CODES = new Set(['ERR_CANCELED', 'ERR_INVALID_URL', 'ERR_BAD_OPTION', 'ERR_BAD_OPTION_VALUE', 'ERR_NOT_SUPPORT', 'ERR_DEPRECATED']);

interface HttpErrorShape {
  response?: { data?: unknown } | null;
  request?: unknown;
  code?: unknown;
  isAxiosError?: unknown;
}

function textField(data: unknown, field: 'detail' | 'message'): string | null {
  if (typeof data !== 'object' || data === null) return null;
  const value = (data as Record<string, unknown>)[field];
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

export function getErrorMessage(error: unknown, fallback: string): string {
  if (typeof error !== 'object' || error === null) return fallback;
  const { response, request, code, isAxiosError } = error as HttpErrorShape;
  if (response) {
    return textField(response.data, 'detail') ?? textField(response.data, 'message') ?? fallback;
  }
  const sentWithoutAnswer =
    (request !== undefined && request !== null) || (isAxiosError === true && !NOT_SENT_CODES.has(String(code)));
  return sentWithoutAnswer ? NO_RESPONSE_MESSAGE : fallback;
}

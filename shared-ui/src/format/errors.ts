/**
 * The text to show for a failed call (portal-core spec §8): the server's `detail`, else the
 * server's `message`, else "No response received from server" when the request got no answer
 * (network down, timeout, CORS), else the caller's fallback. Works on axios errors by shape, so
 * shared-ui needs no HTTP library.
 */
export const NO_RESPONSE_MESSAGE = 'No response received from server';

interface HttpErrorShape {
  response?: { data?: unknown } | null;
  request?: unknown;
}

function textField(data: unknown, field: 'detail' | 'message'): string | null {
  if (typeof data !== 'object' || data === null) return null;
  const value = (data as Record<string, unknown>)[field];
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

export function getErrorMessage(error: unknown, fallback: string): string {
  if (typeof error !== 'object' || error === null) return fallback;
  const { response, request } = error as HttpErrorShape;
  if (response) {
    return textField(response.data, 'detail') ?? textField(response.data, 'message') ?? fallback;
  }
  if (request !== undefined && request !== null) return NO_RESPONSE_MESSAGE;
  return fallback;
}

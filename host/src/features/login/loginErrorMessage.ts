/**
 * Login failure text per the spec: the server's message, else "Login failed". The API answers
 * {"detail": "..."} (or {"field": ["..."]} for validation); a missing answer gives the fallback.
 */
export const LOGIN_FAILED = 'Login failed';

function firstText(value: unknown): string | undefined {
  if (typeof value === 'string' && value.trim() !== '') return value;
  if (Array.isArray(value)) return value.map(firstText).find(Boolean);
  return undefined;
}

export function loginErrorMessage(error: unknown): string {
  const data = (error as { response?: { data?: unknown } } | null)?.response?.data;
  if (typeof data === 'string') return firstText(data) ?? LOGIN_FAILED;
  if (typeof data !== 'object' || data === null) return LOGIN_FAILED;
  const body = data as Record<string, unknown>;
  return firstText(body.detail) ?? firstText(body.message) ?? Object.values(body).map(firstText).find(Boolean) ?? LOGIN_FAILED;
}

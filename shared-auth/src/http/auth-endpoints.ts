/** The API's session calls (paths exactly as the spec names them). */
export const TOKEN_PATH = '/auth/api/connector/token/';
export const REFRESH_PATH = '/auth/refresh';
export const LOGOUT_PATH = '/auth/logout';

function pathOf(url: string | undefined): string {
  if (!url) return '';
  try {
    return new URL(url, 'http://relative.invalid').pathname.replace(/\/+$/, '');
  } catch {
    return url.split('?')[0].replace(/\/+$/, '');
  }
}

const strip = (path: string) => path.replace(/\/+$/, '');

/** Calls that obtain tokens: they carry no bearer header and a 401 from them is final. */
export function isCredentialCall(url: string | undefined): boolean {
  const path = pathOf(url);
  return path.endsWith(strip(TOKEN_PATH)) || path.endsWith(strip(REFRESH_PATH));
}

/** Calls whose 401 must never start a refresh (the token, refresh and logout calls). */
export function isSessionCall(url: string | undefined): boolean {
  return isCredentialCall(url) || pathOf(url).endsWith(strip(LOGOUT_PATH));
}

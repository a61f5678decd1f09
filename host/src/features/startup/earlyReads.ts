/**
 * A signed-in user opening a page directly (a reload, a bookmark, a link): the account reads every
 * signed-in page makes (KYC status, profile) and the page's own first reads are sent as soon as
 * /config.json has answered, while the scripts are still being evaluated. Without this they leave
 * one after the other, after shared-auth, the shell and the page have rendered: on a phone that is
 * seconds later. shared-auth answers the page's own GETs for these paths from these responses
 * (adoptEarlyResponses, shared-auth/src/http/early-responses.ts). docs/performance.md.
 *
 * Plain TypeScript with no runtime imports: it runs before the async boundary (src/index.ts).
 */
import type { RuntimeConfig } from './runtimeConfig';

/** What shared-auth's adoptEarlyResponses takes (kept structurally equal; shared-auth is not loaded yet). */
export interface EarlyRead {
  path: string;
  accessToken: string;
  answer: Promise<EarlyAnswer | null>;
}

interface EarlyAnswer {
  status: number;
  data: unknown;
}

/** shared-auth's key for the access token (shared-auth/src/session/token-storage.ts); only read here, shared-auth owns it. */
// eslint-disable-next-line no-restricted-syntax
const ACCESS_TOKEN_STORAGE_KEY = 'cp.access';

/** The account check of the KYC gate and the shell's profile (shared-auth/src/hooks.ts). */
const ACCOUNT_READS = ['/channel_partner/connector/current/', '/auth/profile/'];

/**
 * The first reads of the pages most often opened directly, by exact path. A path a page no longer
 * requests costs one unused request; nothing else depends on this list.
 */
const PAGE_READS: Record<string, readonly string[]> = {
  '/': ['/leads/transactions/', '/leads/leads/my-leads/'],
  '/dashboard': ['/leads/transactions/', '/leads/leads/my-leads/'],
};

/** The stored access token, if any: whether a session is stored, read before shared-auth is loaded. */
export function storedAccessToken(): string | null {
  try {
    return window.localStorage.getItem(ACCESS_TOKEN_STORAGE_KEY) || null;
  } catch {
    return null;
  }
}

async function read(config: Promise<RuntimeConfig>, path: string, accessToken: string, fetchImpl: typeof fetch): Promise<EarlyAnswer | null> {
  try {
    const { apiBaseUrl } = await config;
    const response = await fetchImpl(`${apiBaseUrl.replace(/\/+$/, '')}${path}`, {
      headers: { Accept: 'application/json', Authorization: `Bearer ${accessToken}` },
    });
    if (!response.ok) return { status: response.status, data: null };
    return { status: response.status, data: (await response.json()) as unknown };
  } catch {
    return null;
  }
}

/** Starts the reads for `pathname` when a session is stored; none otherwise (and never on /login). */
export function startEarlyReads(config: Promise<RuntimeConfig>, pathname: string, fetchImpl: typeof fetch = fetch): EarlyRead[] {
  const accessToken = storedAccessToken();
  const path = pathname.replace(/(.)\/$/, '$1');
  if (!accessToken || path === '/login' || path.startsWith('/login/') || path === '/password-reset') return [];
  return [...ACCOUNT_READS, ...(PAGE_READS[path] ?? [])].map((apiPath) => ({
    path: apiPath,
    accessToken,
    answer: read(config, apiPath, accessToken, fetchImpl),
  }));
}

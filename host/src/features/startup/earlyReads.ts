/**
 * A signed-in user opening a page directly (a reload, a bookmark, a link): the account reads every
 * signed-in page makes (KYC status, profile) are sent at once, and the
 * page's own first reads as soon as its remote's manifest has named them (earlyRemotePage.ts), while
 * the scripts are still being evaluated.
 * Without this they leave one after the other, after shared-auth, the shell and the page have
 * rendered: on a phone that is much later. shared-auth answers the page's own GETs for these paths from these responses
 * (adoptEarlyResponses, shared-auth/src/http/early-responses.ts). docs/performance.md, "Early start
 * script and one batched start-up read".
 *
 * Plain TypeScript with no runtime imports: it runs before the async boundary (src/index.ts).
 */
import type { StartUpReadPath, StartUpReadsAnswer } from 'shared-contracts';
import type { RuntimeConfig } from './runtimeConfig';
import { storedAccessToken } from './storedSession';

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

/** The API route that answers several of these reads at once (api/src/features/start-up/routes.ts). */
const START_UP_READS_PATH = '/start-up/reads/';

/** The account check of the KYC gate and the shell's profile (shared-auth/src/hooks.ts). */
const ACCOUNT_READS: readonly StartUpReadPath[] = ['/channel_partner/connector/current/', '/auth/profile/'];

/**
 * Sends every read in one request (POST /start-up/reads/): on a phone, four preflighted requests at
 * once took their share of the connection from the page's scripts. Settles with each path's answer,
 * or null when the API could not be reached or refused the request (the page then asks on its own).
 */
async function readTogether(
  { apiBaseUrl }: RuntimeConfig,
  paths: readonly string[],
  accessToken: string,
  fetchImpl: typeof fetch,
): Promise<Map<string, EarlyAnswer> | null> {
  try {
    const response = await fetchImpl(`${apiBaseUrl.replace(/\/+$/, '')}${START_UP_READS_PATH}`, {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json', Authorization: `Bearer ${accessToken}` },
      body: JSON.stringify({ paths }),
    });
    if (!response.ok) return null;
    const { answers } = (await response.json()) as StartUpReadsAnswer;
    return new Map(answers.map(({ path, status, body }) => [path, { status, data: status >= 200 && status < 300 ? body : null }]));
  } catch {
    return null;
  }
}

function readAll(config: RuntimeConfig, paths: readonly string[], accessToken: string, fetchImpl: typeof fetch): EarlyRead[] {
  const answers = readTogether(config, paths, accessToken, fetchImpl);
  return paths.map((apiPath) => ({ path: apiPath, accessToken, answer: answers.then((byPath) => byPath?.get(apiPath) ?? null) }));
}

export interface EarlyReads {
  /** The account reads, started at once. */
  account: EarlyRead[];
  /** The page's first reads, started when `pageReads` names them (a second request). */
  page: Promise<EarlyRead[]>;
}

/**
 * Starts the reads for `pathname` when a session is stored; none otherwise (and never on a sign-in
 * page). `pageReads` are the page's first reads once known; a path the API does not accept for
 * start-up (shared-contracts' START_UP_READ_PATHS) makes that request fail, and the page then reads
 * on its own.
 */
export function startEarlyReads(
  config: RuntimeConfig,
  pathname: string,
  pageReads: Promise<readonly string[]>,
  fetchImpl: typeof fetch = fetch,
): EarlyReads {
  const accessToken = storedAccessToken();
  const path = pathname.replace(/(.)\/$/, '$1');
  if (!accessToken || path === '/login' || path.startsWith('/login/') || path === '/password-reset') return { account: [], page: Promise.resolve([]) };
  return {
    account: readAll(config, ACCOUNT_READS, accessToken, fetchImpl),
    page: pageReads.then(
      (paths) => (paths.length > 0 ? readAll(config, paths, accessToken, fetchImpl) : []),
      () => [],
    ),
  };
}

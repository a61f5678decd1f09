import type { EarlyManifest } from '../startup/earlyRemotePage';
import { earlyManifestPlugin } from './earlyManifestPlugin';

const URL_CORE = 'http://core.test/mf-manifest.json';
const URL_ELIGIBILITY = 'http://eligibility.test/mf-manifest.json';
const early = { ok: true, status: 200 } as Response;
const fetched = { ok: true, status: 200 } as Response;

function fetchHook(earlyManifest: EarlyManifest | null) {
  const plugin = earlyManifestPlugin(Promise.resolve(earlyManifest));
  return (url: string) => (plugin.fetch as (url: string, init: RequestInit) => Promise<Response>)(url, {});
}

describe('earlyManifestPlugin', () => {
  const realFetch = globalThis.fetch;
  beforeEach(() => {
    globalThis.fetch = jest.fn().mockResolvedValue(fetched);
  });
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('answers the first request for the early manifest with its response, and fetches any other', async () => {
    const fetch = fetchHook({ url: URL_CORE, response: early });
    await expect(fetch(URL_ELIGIBILITY)).resolves.toBe(fetched);
    await expect(fetch(URL_CORE)).resolves.toBe(early);
    await expect(fetch(URL_CORE)).resolves.toBe(fetched);
    expect(globalThis.fetch).toHaveBeenCalledTimes(2);
    expect(globalThis.fetch).toHaveBeenCalledWith(URL_ELIGIBILITY, {});
  });

  it('fetches as the runtime would when nothing was requested early or the request failed', async () => {
    await expect(fetchHook(null)(URL_CORE)).resolves.toBe(fetched);
    await expect(fetchHook({ url: URL_CORE, response: null })(URL_CORE)).resolves.toBe(fetched);
    expect(globalThis.fetch).toHaveBeenCalledWith(URL_CORE, {});
  });
});

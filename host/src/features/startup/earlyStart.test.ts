import { startEarlyRequests } from './earlyStart';
import { publishEarlyStart, takeEarlyStart } from './earlyStartHandoff';

const CONFIG = {
  apiBaseUrl: 'http://api.test',
  remotes: {
    remote_core: 'http://core.test/mf-manifest.json',
    remote_eligibility: 'http://eligibility.test/mf-manifest.json',
    remote_notifications: 'http://notifications.test/mf-manifest.json',
  },
};
const ROUTES = {
  remoteRoutes: [{ path: '/dashboard', remote: 'remote_core', module: './DashboardPage' }],
  indexRoute: { remote: 'remote_core', module: './DashboardPage' },
} as const;

/** A remote's manifest naming first reads for the page at /dashboard (a fixture: the portal's dashboard declares none). */
const MANIFEST = { metaData: { firstReads: { './DashboardPage': ['/leads/transactions/', '/leads/leads/my-leads/'] } } };

/** A fetch answering the manifest with MANIFEST and every other URL with an empty object. */
const fetchMock = () =>
  jest.fn(async (url: RequestInfo | URL) => {
    const body = String(url) === CONFIG.remotes.remote_core ? MANIFEST : {};
    return { ok: true, status: 200, json: async () => body, clone() { return this; } } as unknown as Response;
  });

/** The document carries the runtime config, as the static server writes it (scripts/lib/runtime-config.cjs). */
beforeEach(() => {
  const meta = document.createElement('meta');
  meta.name = 'portal-runtime-config';
  meta.content = JSON.stringify(CONFIG);
  document.head.append(meta);
});

afterEach(() => {
  localStorage.clear();
  document.head.replaceChildren();
});

describe('the early requests a start script hands to main.js', () => {
  it("with a stored session: the document's config, the account and page reads and the page remote, at once", async () => {
    localStorage.setItem('cp.access', 'token-1');
    const fetchImpl = fetchMock();
    const early = startEarlyRequests('/dashboard', ROUTES, fetchImpl);
    await expect(early.config).resolves.toEqual(CONFIG);
    expect(early.earlyReads.map((read) => read.path)).toEqual(['/channel_partner/connector/current/', '/auth/profile/']);
    // The page's own first reads come from its remote's manifest: the host names none.
    expect((await early.earlyPageReads).map((read) => read.path)).toEqual(['/leads/transactions/', '/leads/leads/my-leads/']);
    await expect(early.earlyManifest).resolves.toMatchObject({ url: CONFIG.remotes.remote_core });
    await Promise.all(early.earlyReads.map((read) => read.answer));
    expect(fetchImpl.mock.calls.map(([url]) => String(url))).toEqual(
      expect.arrayContaining(['http://api.test/start-up/reads/', CONFIG.remotes.remote_core]),
    );
  });

  it('without a session: the config and no request', async () => {
    const fetchImpl = fetchMock();
    const early = startEarlyRequests('/dashboard', ROUTES, fetchImpl);
    await expect(early.config).resolves.toEqual(CONFIG);
    expect(early.earlyReads).toEqual([]);
    await expect(early.earlyPageReads).resolves.toEqual([]);
    await expect(early.earlyManifest).resolves.toBeNull();
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('a document without its runtime config: the config fails (bootstrap says so) and nothing is requested', async () => {
    document.head.replaceChildren();
    localStorage.setItem('cp.access', 'token-1');
    const fetchImpl = fetchMock();
    const early = startEarlyRequests('/dashboard', ROUTES, fetchImpl);
    await expect(early.config).rejects.toThrow('the page carries no runtime configuration');
    await expect(early.earlyManifest).resolves.toBeNull();
    await Promise.all(early.earlyReads.map((read) => read.answer));
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('main.js takes the handles the start script left, once', () => {
    const early = startEarlyRequests('/login', ROUTES, fetchMock());
    publishEarlyStart(window, early);
    expect(takeEarlyStart(window)).toBe(early);
    expect(takeEarlyStart(window)).toBeNull();
  });
});

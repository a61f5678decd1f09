import type { RuntimeConfig } from './runtimeConfig';
import { remotePageScripts, startEarlyRemotePage } from './earlyRemotePage';

const CONFIG = {
  apiBaseUrl: 'http://api.test/',
  remotes: {
    remote_core: 'http://core.test/mf-manifest.json',
    remote_eligibility: 'http://eligibility.test/static/mf-manifest.json',
    remote_notifications: 'http://notifications.test/mf-manifest.json',
  },
} as RuntimeConfig;

const ROUTES = {
  remoteRoutes: [
    { path: '/dashboard', remote: 'remote_core', module: './DashboardPage' },
    { path: '/bank/:bankId', remote: 'remote_core', module: './BankDetailPage' },
    { path: '/banks_eligibility', remote: 'remote_eligibility', module: './LoanCriteriaPage' },
  ],
  indexRoute: { remote: 'remote_core', module: './DashboardPage' },
} as const;

/** A remote's manifest (a fixture: its first reads are the host's to start, whatever the page). */
const MANIFEST = {
  metaData: {
    publicPath: 'auto',
    remoteEntry: { name: 'remoteEntry.js', path: '' },
    firstReads: { './DashboardPage': ['/leads/transactions/', '/leads/leads/my-leads/'] },
  },
  exposes: [
    { name: 'DashboardPage', path: './DashboardPage', assets: { js: { sync: ['__federation_expose_DashboardPage.1a2b3c4d.js'], async: [] } } },
    { name: 'BankDetailPage', path: './BankDetailPage', assets: { js: { sync: ['511.9f9f9f9f.js', '__federation_expose_BankDetailPage.5e6f7a8b.js'] } } },
  ],
};

/** A fetch answering every URL with `body`; the response can be read once, like a real one. */
function answering(body: unknown, status = 200) {
  const makeResponse = (): Response => {
    let read = false;
    return {
      ok: status < 400,
      status,
      json: async () => {
        if (read) throw new TypeError('body used already');
        read = true;
        return body;
      },
      clone: () => makeResponse(),
    } as unknown as Response;
  };
  return jest.fn(async () => makeResponse());
}

const preloadedScripts = () =>
  Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]')).map((link) => link.href);

/** Lets the preloads (started after the manifest answered) reach the document. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('a remote page opened directly while signed in', () => {
  afterEach(() => {
    localStorage.clear();
    document.head.replaceChildren();
  });

  it('requests the manifest at once and preloads the entry and the page chunks it names', async () => {
    localStorage.setItem('cp.access', 'token-1');
    const fetchMock = answering(MANIFEST);
    const started = startEarlyRemotePage(CONFIG, '/bank/7', ROUTES, fetchMock as unknown as typeof fetch);
    const early = await started.manifest;
    expect(fetchMock).toHaveBeenCalledWith('http://core.test/mf-manifest.json');
    expect(early?.url).toBe('http://core.test/mf-manifest.json');
    await settle();
    expect(preloadedScripts()).toEqual([
      'http://core.test/remoteEntry.js',
      'http://core.test/511.9f9f9f9f.js',
      'http://core.test/__federation_expose_BankDetailPage.5e6f7a8b.js',
    ]);
    // The runtime still gets an unread response.
    await expect(early?.response?.json()).resolves.toEqual(MANIFEST);
    // This page declares no first reads.
    await expect(started.firstReads).resolves.toEqual([]);
  });

  it("names the page's first reads as its remote's manifest declares them", async () => {
    localStorage.setItem('cp.access', 'token-1');
    const started = startEarlyRemotePage(CONFIG, '/dashboard', ROUTES, answering(MANIFEST) as unknown as typeof fetch);
    await expect(started.firstReads).resolves.toEqual(['/leads/transactions/', '/leads/leads/my-leads/']);
    const odd = { ...MANIFEST, metaData: { ...MANIFEST.metaData, firstReads: { './DashboardPage': ['/auth/profile/', 42, 'no-slash'] } } };
    const filtered = startEarlyRemotePage(CONFIG, '/dashboard', ROUTES, answering(odd) as unknown as typeof fetch);
    await expect(filtered.firstReads).resolves.toEqual(['/auth/profile/']);
  });

  it("fills a page's first reads with the id in its address, and leaves out a read naming a value it does not have", async () => {
    localStorage.setItem('cp.access', 'token-1');
    const withIds = { ...MANIFEST, metaData: { ...MANIFEST.metaData, firstReads: { './BankDetailPage': ['/leads/banks/:bankId/', '/leads/branches/:branchId/', '/auth/profile/'] } } };
    const started = startEarlyRemotePage(CONFIG, '/bank/7', ROUTES, answering(withIds) as unknown as typeof fetch);
    await expect(started.firstReads).resolves.toEqual(['/leads/banks/7/', '/auth/profile/']);
    // An address segment that is not a plain value is never put into a read.
    const odd = startEarlyRemotePage(CONFIG, '/bank/7%2F..', ROUTES, answering(withIds) as unknown as typeof fetch);
    await expect(odd.firstReads).resolves.toEqual(['/auth/profile/']);
  });

  it('takes "/" as the index page, and preloads each file once', async () => {
    localStorage.setItem('cp.access', 'token-1');
    const fetchMock = answering(MANIFEST);
    await startEarlyRemotePage(CONFIG, '/', ROUTES, fetchMock as unknown as typeof fetch).firstReads;
    await startEarlyRemotePage(CONFIG, '/dashboard', ROUTES, fetchMock as unknown as typeof fetch).firstReads;
    await settle();
    expect(preloadedScripts()).toEqual(['http://core.test/remoteEntry.js', 'http://core.test/__federation_expose_DashboardPage.1a2b3c4d.js']);
  });

  it('requests nothing when signed out or where no remote page is routed', async () => {
    const fetchMock = answering(MANIFEST);
    await expect(startEarlyRemotePage(CONFIG, '/dashboard', ROUTES, fetchMock as unknown as typeof fetch).manifest).resolves.toBeNull();
    localStorage.setItem('cp.access', 'token-1');
    for (const path of ['/login', '/kyc', '/bank', '/bank/7/branches']) {
      const started = startEarlyRemotePage(CONFIG, path, ROUTES, fetchMock as unknown as typeof fetch);
      await expect(started.manifest).resolves.toBeNull();
      await expect(started.firstReads).resolves.toEqual([]);
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('preloads nothing when the manifest is refused or unreachable; the runtime then tries itself', async () => {
    localStorage.setItem('cp.access', 'token-1');
    const refused = startEarlyRemotePage(CONFIG, '/dashboard', ROUTES, answering('Not Found', 404) as unknown as typeof fetch);
    expect((await refused.manifest)?.response?.status).toBe(404);
    await expect(refused.firstReads).resolves.toEqual([]);
    const unreachable = startEarlyRemotePage(CONFIG, '/dashboard', ROUTES, jest.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(unreachable.manifest).resolves.toEqual({ url: 'http://core.test/mf-manifest.json', response: null });
    await expect(unreachable.firstReads).resolves.toEqual([]);
    await settle();
    expect(preloadedScripts()).toEqual([]);
  });
});

describe('remotePageScripts', () => {
  it('resolves the files against the publicPath the manifest gives, else the manifest folder', () => {
    expect(remotePageScripts(MANIFEST, 'http://eligibility.test/static/mf-manifest.json', './DashboardPage')).toEqual([
      'http://eligibility.test/static/remoteEntry.js',
      'http://eligibility.test/static/__federation_expose_DashboardPage.1a2b3c4d.js',
    ]);
    const withPublicPath = { ...MANIFEST, metaData: { publicPath: 'https://cdn.test/core/', remoteEntry: { name: 'remoteEntry.js', path: 'entry' } } };
    expect(remotePageScripts(withPublicPath, 'http://core.test/mf-manifest.json', './DashboardPage')).toEqual([
      'https://cdn.test/core/entry/remoteEntry.js',
      'https://cdn.test/core/__federation_expose_DashboardPage.1a2b3c4d.js',
    ]);
  });

  it("adds the page's own texts file in the device's language, not its app's texts or its other lazy parts", () => {
    const withTexts = {
      ...MANIFEST,
      exposes: [
        {
          path: './DashboardPage',
          assets: {
            js: {
              sync: ['__federation_expose_DashboardPage.1a2b3c4d.js'],
              async: ['dashboard-chart.0f0f0f0f.js', 'texts-hi.58315689.js', 'texts-hi-DashboardPage.a41bd72f.js', 'texts-hi-DashboardPageBody.0c0c0c0c.js', 'hindi-fonts.12345678.js'],
            },
          },
        },
      ],
    };
    expect(remotePageScripts(withTexts, 'http://core.test/mf-manifest.json', './DashboardPage', 'hi')).toEqual([
      'http://core.test/remoteEntry.js',
      'http://core.test/__federation_expose_DashboardPage.1a2b3c4d.js',
      'http://core.test/texts-hi-DashboardPage.a41bd72f.js',
    ]);
    expect(remotePageScripts(withTexts, 'http://core.test/mf-manifest.json', './DashboardPage')).toEqual([
      'http://core.test/remoteEntry.js',
      'http://core.test/__federation_expose_DashboardPage.1a2b3c4d.js',
    ]);
  });

  it("adds the app's texts file from a remote built before pages had their own", () => {
    const appTextsOnly = {
      ...MANIFEST,
      exposes: [{ path: './DashboardPage', assets: { js: { sync: ['__federation_expose_DashboardPage.1a2b3c4d.js'], async: ['dashboard-chart.0f0f0f0f.js', 'texts-hi.58315689.js'] } } }],
    };
    expect(remotePageScripts(appTextsOnly, 'http://core.test/mf-manifest.json', './DashboardPage', 'hi')).toEqual([
      'http://core.test/remoteEntry.js',
      'http://core.test/__federation_expose_DashboardPage.1a2b3c4d.js',
      'http://core.test/texts-hi.58315689.js',
    ]);
  });

  it('names nothing for a module the manifest does not expose', () => {
    expect(remotePageScripts(MANIFEST, 'http://core.test/mf-manifest.json', './ProfilePage')).toEqual([]);
    expect(remotePageScripts({}, 'http://core.test/mf-manifest.json', './DashboardPage')).toEqual([]);
  });
});

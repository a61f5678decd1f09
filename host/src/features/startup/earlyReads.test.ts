import type { RuntimeConfig } from './runtimeConfig';
import { startEarlyReads } from './earlyReads';

const CONFIG = Promise.resolve({ apiBaseUrl: 'http://api.test/', remotes: {} } as RuntimeConfig);

function answering(status: number, body: unknown) {
  return jest.fn().mockResolvedValue({ ok: status < 400, status, json: async () => body });
}

describe('early reads of a signed-in page opened directly', () => {
  afterEach(() => localStorage.clear());

  it('send the account reads and the dashboard reads with the stored token', async () => {
    localStorage.setItem('cp.access', 'token-1');
    const fetchMock = answering(200, { ok: true });
    const reads = startEarlyReads(CONFIG, '/dashboard', fetchMock as unknown as typeof fetch);
    expect(reads.map((read) => read.path)).toEqual([
      '/channel_partner/connector/current/',
      '/auth/profile/',
      '/leads/transactions/',
      '/leads/leads/my-leads/',
    ]);
    await expect(reads[1].answer).resolves.toEqual({ status: 200, data: { ok: true } });
    expect(reads.every((read) => read.accessToken === 'token-1')).toBe(true);
    expect(fetchMock).toHaveBeenCalledWith('http://api.test/auth/profile/', {
      headers: { Accept: 'application/json', Authorization: 'Bearer token-1' },
    });
  });

  it('send only the account reads elsewhere, and nothing when signed out or on a sign-in page', () => {
    const fetchMock = answering(200, {});
    expect(startEarlyReads(CONFIG, '/leads', fetchMock as unknown as typeof fetch)).toEqual([]);
    localStorage.setItem('cp.access', 'token-1');
    expect(startEarlyReads(CONFIG, '/leads', fetchMock as unknown as typeof fetch)).toHaveLength(2);
    for (const path of ['/login', '/login/mobile', '/password-reset']) {
      expect(startEarlyReads(CONFIG, path, fetchMock as unknown as typeof fetch)).toEqual([]);
    }
  });

  it('settle with the refusal or with null when the API cannot be reached', async () => {
    localStorage.setItem('cp.access', 'token-1');
    const refused = startEarlyReads(CONFIG, '/leads', answering(401, {}) as unknown as typeof fetch);
    await expect(refused[0].answer).resolves.toEqual({ status: 401, data: null });
    const unreachable = startEarlyReads(CONFIG, '/leads', jest.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(unreachable[0].answer).resolves.toBeNull();
  });
});

import type { RuntimeConfig } from './runtimeConfig';
import { startEarlyReads } from './earlyReads';

const CONFIG = Promise.resolve({ apiBaseUrl: 'http://api.test/', remotes: {} } as RuntimeConfig);

function answering(status: number, body: unknown) {
  return jest.fn().mockResolvedValue({ ok: status < 400, status, json: async () => body });
}

const asFetch = (mock: jest.Mock) => mock as unknown as typeof fetch;

describe('early reads of a signed-in page opened directly', () => {
  afterEach(() => localStorage.clear());

  it('send the account reads and the dashboard reads with the stored token, in one request', async () => {
    localStorage.setItem('cp.access', 'token-1');
    const fetchMock = answering(200, {
      answers: [
        { path: '/channel_partner/connector/current/', status: 200, body: { kyc_verified: true } },
        { path: '/auth/profile/', status: 200, body: { employee_id: 'CN1001' } },
        { path: '/leads/transactions/', status: 200, body: { total_bonus: 0 } },
        { path: '/leads/leads/my-leads/', status: 403, body: { detail: 'Complete your KYC verification to use the portal.' } },
      ],
    });
    const reads = startEarlyReads(CONFIG, '/dashboard', asFetch(fetchMock));
    const paths = ['/channel_partner/connector/current/', '/auth/profile/', '/leads/transactions/', '/leads/leads/my-leads/'];
    expect(reads.map((read) => read.path)).toEqual(paths);
    expect(reads.every((read) => read.accessToken === 'token-1')).toBe(true);
    await expect(reads[1]?.answer).resolves.toEqual({ status: 200, data: { employee_id: 'CN1001' } });
    // A refused read keeps its status, without a body to use.
    await expect(reads[3]?.answer).resolves.toEqual({ status: 403, data: null });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith('http://api.test/start-up/reads/', {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json', Authorization: 'Bearer token-1' },
      body: JSON.stringify({ paths }),
    });
  });

  it('send only the account reads elsewhere, and nothing when signed out or on a sign-in page', () => {
    const fetchMock = answering(200, { answers: [] });
    expect(startEarlyReads(CONFIG, '/leads', asFetch(fetchMock))).toEqual([]);
    localStorage.setItem('cp.access', 'token-1');
    expect(startEarlyReads(CONFIG, '/leads', asFetch(fetchMock))).toHaveLength(2);
    for (const path of ['/login', '/login/mobile', '/password-reset']) {
      expect(startEarlyReads(CONFIG, path, asFetch(fetchMock))).toEqual([]);
    }
  });

  it('settle with null when the request is refused, the API cannot be reached, or a read is missing from the answer', async () => {
    localStorage.setItem('cp.access', 'token-1');
    const refused = startEarlyReads(CONFIG, '/leads', asFetch(answering(401, { detail: 'expired' })));
    await expect(refused[0]?.answer).resolves.toBeNull();
    const unreachable = startEarlyReads(CONFIG, '/leads', asFetch(jest.fn().mockRejectedValue(new TypeError('Failed to fetch'))));
    await expect(unreachable[0]?.answer).resolves.toBeNull();
    const partial = startEarlyReads(CONFIG, '/leads', asFetch(answering(200, { answers: [{ path: '/auth/profile/', status: 200, body: {} }] })));
    await expect(partial[0]?.answer).resolves.toBeNull();
    await expect(partial[1]?.answer).resolves.toEqual({ status: 200, data: {} });
  });
});

import type { RuntimeConfig } from './runtimeConfig';
import { startEarlyReads } from './earlyReads';

const CONFIG = { apiBaseUrl: 'http://api.test/', remotes: {} } as RuntimeConfig;

function answering(status: number, body: unknown) {
  return jest.fn().mockResolvedValue({ ok: status < 400, status, json: async () => body });
}

const asFetch = (mock: jest.Mock) => mock as unknown as typeof fetch;

describe('early reads of a signed-in page opened directly', () => {
  afterEach(() => localStorage.clear());

  it("send the account reads at once, and the page's first reads when its manifest has named them", async () => {
    localStorage.setItem('cp.access', 'token-1');
    const fetchMock = jest
      .fn()
      .mockResolvedValueOnce({
        ok: true,
        status: 200,
        json: async () => ({
          answers: [
            { path: '/channel_partner/connector/current/', status: 200, body: { kyc_verified: true } },
            { path: '/auth/profile/', status: 200, body: { employee_id: 'CN1001' } },
          ],
        }),
      })
      .mockResolvedValueOnce({
        ok: true,
        status: 200,
        json: async () => ({
          answers: [
            { path: '/leads/transactions/', status: 200, body: { total_bonus: 0 } },
            { path: '/leads/leads/my-leads/', status: 403, body: { detail: 'Complete your KYC verification to use the portal.' } },
          ],
        }),
      });
    let nameFirstReads: (paths: string[]) => void = () => {};
    const pageReads = new Promise<string[]>((resolve) => {
      nameFirstReads = resolve;
    });
    const reads = startEarlyReads(CONFIG, '/dashboard', pageReads, asFetch(fetchMock));
    expect(reads.account.map((read) => read.path)).toEqual(['/channel_partner/connector/current/', '/auth/profile/']);
    expect(reads.account.every((read) => read.accessToken === 'token-1')).toBe(true);
    await expect(reads.account[1]?.answer).resolves.toEqual({ status: 200, data: { employee_id: 'CN1001' } });
    expect(fetchMock).toHaveBeenCalledTimes(1);

    nameFirstReads(['/leads/transactions/', '/leads/leads/my-leads/']);
    const page = await reads.page;
    expect(page.map((read) => read.path)).toEqual(['/leads/transactions/', '/leads/leads/my-leads/']);
    // A refused read keeps its status, without a body to use.
    await expect(page[1]?.answer).resolves.toEqual({ status: 403, data: null });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock).toHaveBeenLastCalledWith('http://api.test/start-up/reads/', {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json', Authorization: 'Bearer token-1' },
      body: JSON.stringify({ paths: ['/leads/transactions/', '/leads/leads/my-leads/'] }),
    });
  });

  it('send only the account reads for a page without first reads, and nothing when signed out or on a sign-in page', async () => {
    const fetchMock = answering(200, { answers: [] });
    const none = Promise.resolve([]);
    const signedOut = startEarlyReads(CONFIG, '/leads', none, asFetch(fetchMock));
    expect(signedOut.account).toEqual([]);
    await expect(signedOut.page).resolves.toEqual([]);
    localStorage.setItem('cp.access', 'token-1');
    const signedIn = startEarlyReads(CONFIG, '/leads', none, asFetch(fetchMock));
    expect(signedIn.account).toHaveLength(2);
    await expect(signedIn.page).resolves.toEqual([]);
    for (const path of ['/login', '/login/mobile', '/password-reset']) {
      expect(startEarlyReads(CONFIG, path, Promise.resolve(['/leads/transactions/']), asFetch(fetchMock)).account).toEqual([]);
    }
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('settle with null when the request is refused, the API cannot be reached, or a read is missing from the answer', async () => {
    localStorage.setItem('cp.access', 'token-1');
    const none = Promise.resolve([]);
    const refused = startEarlyReads(CONFIG, '/leads', none, asFetch(answering(401, { detail: 'expired' }))).account;
    await expect(refused[0]?.answer).resolves.toBeNull();
    const unreachable = startEarlyReads(CONFIG, '/leads', none, asFetch(jest.fn().mockRejectedValue(new TypeError('Failed to fetch')))).account;
    await expect(unreachable[0]?.answer).resolves.toBeNull();
    const partial = startEarlyReads(CONFIG, '/leads', none, asFetch(answering(200, { answers: [{ path: '/auth/profile/', status: 200, body: {} }] }))).account;
    await expect(partial[0]?.answer).resolves.toBeNull();
    await expect(partial[1]?.answer).resolves.toEqual({ status: 200, data: {} });
  });
});

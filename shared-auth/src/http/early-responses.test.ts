import { adoptEarlyResponses, httpClient, setTokens, type EarlyAnswer } from '../index';
import { mockApi } from '../testing';

const PROFILE = '/auth/profile/';

function early(path: string, accessToken: string, answer: EarlyAnswer | null) {
  return { path, accessToken, answer: Promise.resolve(answer) };
}

describe('early responses (reads sent by the host before shared-auth loaded)', () => {
  beforeEach(() => setTokens({ access: 'access-1', refresh: 'refresh-1' }));

  it("answer the page's first GET of that path with the same token, without a second request", async () => {
    const api = mockApi();
    api.onGet(PROFILE).reply(200, { username: 'from the server' });
    adoptEarlyResponses([early(PROFILE, 'access-1', { status: 200, data: { username: 'sent early' } })]);

    const first = await httpClient.get(PROFILE);
    expect(first.status).toBe(200);
    expect(first.data).toEqual({ username: 'sent early' });
    expect(api.history.get).toHaveLength(0);

    const second = await httpClient.get(PROFILE);
    expect(second.data).toEqual({ username: 'from the server' });
    expect(api.history.get).toHaveLength(1);
  });

  it('are not used for another token, a failed read, a refused read or a query string', async () => {
    const api = mockApi();
    api.onGet(/.*/).reply(200, { from: 'server' });
    adoptEarlyResponses([
      early('/a/', 'someone-else', { status: 200, data: { from: 'early' } }),
      early('/b/', 'access-1', null),
      early('/c/', 'access-1', { status: 401, data: null }),
      early('/d/', 'access-1', { status: 200, data: { from: 'early' } }),
    ]);

    for (const path of ['/a/', '/b/', '/c/']) expect((await httpClient.get(path)).data).toEqual({ from: 'server' });
    expect((await httpClient.get('/d/', { params: { page: 2 } })).data).toEqual({ from: 'server' });
    expect(api.history.get.map((request) => request.url)).toEqual(['/a/', '/b/', '/c/', '/d/']);
  });

  it('leave an expired token to the usual refresh: a 401 early answer, then the refreshed repeat', async () => {
    const api = mockApi();
    api.onGet(PROFILE).reply((config) => (config.headers?.Authorization === 'Bearer fresh' ? [200, { username: 'refreshed' }] : [401, {}]));
    api.onPost('/auth/refresh').reply(200, { accessToken: 'fresh', refreshToken: 'refresh-2' });
    adoptEarlyResponses([early(PROFILE, 'access-1', { status: 401, data: null })]);

    expect((await httpClient.get(PROFILE)).data).toEqual({ username: 'refreshed' });
  });
});

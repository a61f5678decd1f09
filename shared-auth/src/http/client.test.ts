import { AxiosError } from 'axios';
import {
  ACCESS_TOKEN_KEY,
  REFRESH_TOKEN_KEY,
  authStore,
  httpClient,
  isAuthenticatedAtom,
  isServerUnreachable,
  queryClient,
  ServerUnreachableError,
  setTokens,
} from '../index';
import { mockApi } from '../testing';

const API = 'http://api.test';

function tokensInStorage() {
  return { access: localStorage.getItem(ACCESS_TOKEN_KEY), refresh: localStorage.getItem(REFRESH_TOKEN_KEY) };
}

function refreshCalls() {
  return mockApi().history.post.filter((request) => request.url === '/auth/refresh');
}

describe('httpClient', () => {
  it('uses the configured base URL, JSON and a 10 s timeout', async () => {
    const api = mockApi();
    api.onGet('/leads/banks/').reply(200, []);
    await httpClient.get('/leads/banks/');
    const [request] = api.history.get;
    expect(request.baseURL).toBe(API);
    expect(request.timeout).toBe(10_000);
    expect(request.headers?.['Content-Type']).toBe('application/json');
  });

  it("asks for the API's messages in the page's language", async () => {
    const api = mockApi();
    api.onPost('/auth/login/').reply(401, {});
    document.documentElement.lang = 'hi';
    try {
      await httpClient.post('/auth/login/', {}).catch(() => undefined);
    } finally {
      document.documentElement.lang = 'en';
    }
    await httpClient.post('/auth/login/', {}).catch(() => undefined);
    expect(api.history.post.map((request) => request.headers?.['Accept-Language'])).toEqual(['hi', 'en']);
  });

  it('sends the stored access token as a bearer header', async () => {
    setTokens({ access: 'access-1', refresh: 'refresh-1' });
    const api = mockApi();
    api.onGet('/auth/profile/').reply(200, {});
    await httpClient.get('/auth/profile/');
    expect(api.history.get[0].headers?.Authorization).toBe('Bearer access-1');
  });

  it('sends no bearer header when signed out', async () => {
    const api = mockApi();
    api.onGet('/leads/banks/').reply(200, []);
    await httpClient.get('/leads/banks/');
    expect(api.history.get[0].headers?.Authorization).toBeUndefined();
  });

  it('makes exactly one refresh call for 5 concurrent 401s and repeats each request once', async () => {
    setTokens({ access: 'expired', refresh: 'refresh-1' });
    const api = mockApi();
    api.onGet(/\/leads\/item\/\d+\//).reply((config) =>
      config.headers?.Authorization === 'Bearer fresh' ? [200, { url: config.url }] : [401, { detail: 'Token expired' }],
    );
    api.onPost('/auth/refresh').reply(
      () => new Promise((resolve) => setTimeout(() => resolve([200, { accessToken: 'fresh', refreshToken: 'refresh-2' }]), 20)),
    );

    const answers = await Promise.all([1, 2, 3, 4, 5].map((id) => httpClient.get(`/leads/item/${id}/`)));

    expect(answers.map((answer) => answer.data.url)).toEqual([1, 2, 3, 4, 5].map((id) => `/leads/item/${id}/`));
    expect(refreshCalls()).toHaveLength(1);
    expect(JSON.parse(refreshCalls()[0].data)).toEqual({ refreshToken: 'refresh-1' });
    // 5 refused + 5 repeated, each request repeated exactly once.
    expect(api.history.get).toHaveLength(10);
    for (const id of [1, 2, 3, 4, 5]) {
      expect(api.history.get.filter((request) => request.url === `/leads/item/${id}/`)).toHaveLength(2);
    }
    expect(tokensInStorage()).toEqual({ access: 'fresh', refresh: 'refresh-2' });
  });

  it('does not send a bearer header on the refresh call', async () => {
    setTokens({ access: 'expired', refresh: 'refresh-1' });
    const api = mockApi();
    api.onGet('/auth/profile/').replyOnce(401).onGet('/auth/profile/').reply(200, {});
    api.onPost('/auth/refresh').reply(200, { accessToken: 'fresh', refreshToken: 'refresh-2' });
    await httpClient.get('/auth/profile/');
    expect(refreshCalls()[0].headers?.Authorization).toBeUndefined();
  });

  it('repeats a request only once: a second 401 is final', async () => {
    setTokens({ access: 'expired', refresh: 'refresh-1' });
    const api = mockApi();
    api.onGet('/auth/profile/').reply(401, { detail: 'Not allowed' });
    api.onPost('/auth/refresh').reply(200, { accessToken: 'fresh', refreshToken: 'refresh-2' });

    await expect(httpClient.get('/auth/profile/')).rejects.toMatchObject({ response: { status: 401 } });
    expect(api.history.get).toHaveLength(2);
    expect(refreshCalls()).toHaveLength(1);
  });

  it('clears both tokens and signs out when the refresh fails, rejecting every waiting request with its 401', async () => {
    setTokens({ access: 'expired', refresh: 'revoked' });
    queryClient.setQueryData(['leads'], ['cached']);
    const api = mockApi();
    api.onGet('/leads/leads/my-leads/').reply(401, { detail: 'Token expired' });
    api.onPost('/auth/refresh').reply(401, { detail: 'Refresh token revoked' });

    const results = await Promise.allSettled([1, 2, 3].map(() => httpClient.get('/leads/leads/my-leads/')));

    for (const result of results) {
      expect(result.status).toBe('rejected');
      const reason = (result as PromiseRejectedResult).reason as AxiosError;
      expect(reason.response?.status).toBe(401);
      expect(reason.config?.url).toBe('/leads/leads/my-leads/');
    }
    expect(refreshCalls()).toHaveLength(1);
    expect(tokensInStorage()).toEqual({ access: null, refresh: null });
    expect(authStore.get(isAuthenticatedAtom)).toBe(false);
    expect(queryClient.getQueryData(['leads'])).toBeUndefined();
  });

  it.each([
    ['a network error', (api: ReturnType<typeof mockApi>) => api.onPost('/auth/refresh').networkError()],
    ['a timeout', (api: ReturnType<typeof mockApi>) => api.onPost('/auth/refresh').timeout()],
    ['502 from the proxy', (api: ReturnType<typeof mockApi>) => api.onPost('/auth/refresh').reply(502)],
    ['503 from a draining replica', (api: ReturnType<typeof mockApi>) => api.onPost('/auth/refresh').reply(503)],
  ])('keeps the session when the refresh call meets %s, and says the server is unreachable', async (_case, answerRefresh) => {
    setTokens({ access: 'expired', refresh: 'refresh-1' });
    const api = mockApi();
    api.onGet('/auth/profile/').reply(401);
    answerRefresh(api);
    const failure = await httpClient.get('/auth/profile/').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ServerUnreachableError);
    expect(isServerUnreachable(failure)).toBe(true);
    expect(tokensInStorage()).toEqual({ access: 'expired', refresh: 'refresh-1' });
    expect(authStore.get(isAuthenticatedAtom)).toBe(true);

    // Once the server answers again, the same refresh token renews the session.
    api.reset();
    api.onGet('/auth/profile/').replyOnce(401).onGet('/auth/profile/').reply(200, { id: 1 });
    api.onPost('/auth/refresh').reply(200, { accessToken: 'fresh', refreshToken: 'refresh-2' });
    await expect(httpClient.get('/auth/profile/')).resolves.toMatchObject({ status: 200 });
    expect(tokensInStorage()).toEqual({ access: 'fresh', refresh: 'refresh-2' });
  });

  it('still clears the session when the server refuses the refresh (400, 401, 403)', async () => {
    for (const status of [400, 401, 403]) {
      setTokens({ access: 'expired', refresh: 'refresh-1' });
      const api = mockApi();
      api.onGet('/auth/profile/').reply(401);
      api.onPost('/auth/refresh').reply(status);
      await expect(httpClient.get('/auth/profile/')).rejects.toMatchObject({ response: { status: 401 } });
      expect(tokensInStorage()).toEqual({ access: null, refresh: null });
    }
  });

  it('clears the session without a refresh call when no refresh token is stored', async () => {
    // Only an access token is left in storage (the shared truth across tabs).
    setTokens({ access: 'only-access', refresh: 'r' });
    localStorage.removeItem(REFRESH_TOKEN_KEY);
    const api = mockApi();
    api.onGet('/auth/profile/').reply(401);
    await expect(httpClient.get('/auth/profile/')).rejects.toMatchObject({ response: { status: 401 } });
    expect(refreshCalls()).toHaveLength(0);
    expect(tokensInStorage()).toEqual({ access: null, refresh: null });
    expect(authStore.get(isAuthenticatedAtom)).toBe(false);
  });

  it('clears the session when signed out entirely and a request is refused', async () => {
    const api = mockApi();
    api.onGet('/auth/profile/').reply(401);
    await expect(httpClient.get('/auth/profile/')).rejects.toMatchObject({ response: { status: 401 } });
    expect(refreshCalls()).toHaveLength(0);
    expect(authStore.get(isAuthenticatedAtom)).toBe(false);
  });

  it('never refreshes for a 401 from the token call itself', async () => {
    setTokens({ access: 'a', refresh: 'r' });
    const api = mockApi();
    api.onPost('/auth/api/connector/token/').reply(401, { detail: 'Invalid employee ID or password' });
    await expect(
      httpClient.post('/auth/api/connector/token/', { employee_id: 'CN1001', password: 'x' }),
    ).rejects.toMatchObject({ response: { status: 401 } });
    expect(refreshCalls()).toHaveLength(0);
    expect(tokensInStorage()).toEqual({ access: 'a', refresh: 'r' });
  });

  it('adopts tokens another tab already refreshed instead of reusing the rotated refresh token', async () => {
    setTokens({ access: 'expired', refresh: 'refresh-1' });
    const api = mockApi();
    api.onGet('/auth/profile/').reply((config) =>
      config.headers?.Authorization === 'Bearer from-other-tab' ? [200, { ok: true }] : [401],
    );
    // The other tab rotated the tokens; this tab's storage event has not been handled yet.
    localStorage.setItem(ACCESS_TOKEN_KEY, 'from-other-tab');
    localStorage.setItem(REFRESH_TOKEN_KEY, 'refresh-2');

    const answer = await httpClient.get('/auth/profile/');

    expect(answer.data).toEqual({ ok: true });
    expect(refreshCalls()).toHaveLength(0);
    expect(tokensInStorage()).toEqual({ access: 'from-other-tab', refresh: 'refresh-2' });
  });

  it('passes other errors through untouched', async () => {
    setTokens({ access: 'a', refresh: 'r' });
    const api = mockApi();
    api.onGet('/leads/banks/').reply(500, { detail: 'boom' });
    await expect(httpClient.get('/leads/banks/')).rejects.toMatchObject({ response: { status: 500 } });
    expect(refreshCalls()).toHaveLength(0);
    expect(tokensInStorage()).toEqual({ access: 'a', refresh: 'r' });
  });

  describe('with Web Locks (browsers)', () => {
    const requestLock = jest.fn((_name: string, _options: unknown, task: () => Promise<unknown>) => task());

    beforeEach(() => {
      Object.defineProperty(navigator, 'locks', { configurable: true, value: { request: requestLock } });
    });

    afterEach(() => {
      Reflect.deleteProperty(navigator, 'locks');
      requestLock.mockClear();
    });

    it('refreshes under the cross-tab lock, once for concurrent 401s', async () => {
      setTokens({ access: 'expired', refresh: 'refresh-1' });
      const api = mockApi();
      api.onGet('/auth/profile/').reply((config) => (config.headers?.Authorization === 'Bearer fresh' ? [200, {}] : [401]));
      api.onPost('/auth/refresh').reply(200, { accessToken: 'fresh', refreshToken: 'refresh-2' });

      await Promise.all([httpClient.get('/auth/profile/'), httpClient.get('/auth/profile/')]);

      expect(requestLock).toHaveBeenCalledTimes(1);
      expect(requestLock.mock.calls[0][0]).toBe('cp.auth.refresh');
      expect(refreshCalls()).toHaveLength(1);
    });
  });
});

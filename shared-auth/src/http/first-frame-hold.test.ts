import { adoptEarlyResponses, holdNetworkRequestsUntil, httpClient, setTokens } from '../index';
import { mockApi } from '../testing';

describe("network requests held until the host's first frame is on screen", () => {
  beforeEach(() => setTokens({ access: 'access-1', refresh: 'refresh-1' }));

  it('leave only once the frame is shown; a request answered from an early response does not wait', async () => {
    const api = mockApi();
    api.onGet('/leads/manage/leads/').reply(200, { from: 'server' });
    adoptEarlyResponses([{ path: '/auth/profile/', accessToken: 'access-1', answer: Promise.resolve({ status: 200, data: { from: 'early' } }) }]);
    let frameShown = () => {};
    holdNetworkRequestsUntil(new Promise<void>((resolve) => (frameShown = resolve)));

    const list = httpClient.get('/leads/manage/leads/', { params: { page: 1 } });
    expect((await httpClient.get('/auth/profile/')).data).toEqual({ from: 'early' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(api.history.get).toHaveLength(0);

    frameShown();
    expect((await list).data).toEqual({ from: 'server' });
    expect(api.history.get).toHaveLength(1);
    // After the frame nothing waits.
    expect((await httpClient.get('/leads/manage/leads/')).data).toEqual({ from: 'server' });
  });

  it('are sent if the host can never show its frame (a failed render): the hold ends with it', async () => {
    const api = mockApi();
    api.onGet('/leads/banks/').reply(200, []);
    let failed = (_error: Error) => {};
    holdNetworkRequestsUntil(new Promise<void>((_resolve, reject) => (failed = reject)));
    const banks = httpClient.get('/leads/banks/');
    failed(new Error('render failed'));
    expect((await banks).status).toBe(200);
  });
});

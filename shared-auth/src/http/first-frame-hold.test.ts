import { adoptEarlyResponses, holdNetworkRequestsUntil, httpClient, setTokens } from '../index';
import { PAINT_REPORT_WAIT_MS } from './first-frame-hold';
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

  describe('where the browser reports paints', () => {
    let reportPaint: () => void = () => {};
    let painted = false;
    beforeEach(() => {
      painted = false;
      class FakePaintObserver {
        constructor(private readonly callback: (list: { getEntriesByName: (name: string) => unknown[] }) => void) {}
        observe() {
          reportPaint = () => {
            painted = true;
            this.callback({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) });
          };
        }
        disconnect() {}
      }
      Object.assign(globalThis, { PerformanceObserver: FakePaintObserver });
      // jsdom has neither paint timing nor PerformanceObserver.
      Object.defineProperty(performance, 'getEntriesByName', {
        configurable: true,
        value: (name: string) => (painted && name === 'first-contentful-paint' ? [{}] : []),
      });
    });
    afterEach(() => {
      delete (globalThis as { PerformanceObserver?: unknown }).PerformanceObserver;
      delete (performance as { getEntriesByName?: unknown }).getEntriesByName;
    });

    it("leave only once the frame's paint is reported, not at the frame's callbacks", async () => {
      const api = mockApi();
      api.onGet('/leads/manage/leads/').reply(200, { from: 'server' });
      holdNetworkRequestsUntil(Promise.resolve());
      const list = httpClient.get('/leads/manage/leads/');
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(api.history.get).toHaveLength(0);

      reportPaint();
      expect((await list).data).toEqual({ from: 'server' });
    });

    it(`leave after ${PAINT_REPORT_WAIT_MS} ms when no paint is reported (nothing contentful drawn)`, async () => {
      jest.useFakeTimers({ doNotFake: ['performance'] });
      try {
        const api = mockApi();
        api.onGet('/leads/banks/').reply(200, []);
        holdNetworkRequestsUntil(Promise.resolve());
        const banks = httpClient.get('/leads/banks/');
        await jest.advanceTimersByTimeAsync(PAINT_REPORT_WAIT_MS - 50);
        expect(api.history.get).toHaveLength(0);
        await jest.advanceTimersByTimeAsync(100);
        expect((await banks).status).toBe(200);
      } finally {
        jest.useRealTimers();
      }
    });
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

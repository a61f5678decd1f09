import { logApiError } from './logApiError';

describe('logApiError', () => {
  let log: jest.SpyInstance;
  beforeEach(() => {
    log = jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => log.mockRestore());

  it("logs one readable line: what failed, the server's message, the status and the request", () => {
    const answered = { isAxiosError: true, config: { method: 'get', url: '/leads/leads/my-leads/' }, response: { status: 500, data: { detail: 'Database unavailable' } } };
    logApiError('Failed to fetch my leads', answered);
    expect(log).toHaveBeenLastCalledWith('Failed to fetch my leads: Database unavailable (HTTP 500, GET /leads/leads/my-leads/)');

    const silent = { isAxiosError: true, config: { method: 'post', url: '/leads/leads/' }, response: { status: 500, data: {} } };
    logApiError('Failed to create lead', silent);
    expect(log).toHaveBeenLastCalledWith('Failed to create lead (HTTP 500, POST /leads/leads/)');
  });

  it('never hands the console the error object, which a production build names by its minified class ("Failed to create lead Y")', () => {
    class Y {}
    const minified = Object.assign(new Y(), { isAxiosError: true, config: { method: 'post', url: '/leads/leads/' }, request: {}, code: 'ERR_NETWORK' });
    logApiError('Failed to create lead', minified);
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]).toEqual(['Failed to create lead: No response received from server (POST /leads/leads/)']);
  });
});

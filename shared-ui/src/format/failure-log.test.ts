import { failureLogLine } from './failure-log';

/** An axios error as a production build makes it: its class is minified to one letter. */
function minifiedAxiosError(fields: Record<string, unknown>): unknown {
  class Y {}
  return Object.assign(new Y(), { isAxiosError: true, message: 'Request failed with status code 500', ...fields });
}

const post = { method: 'post', url: '/leads/leads/' };

describe('failureLogLine', () => {
  it("names what failed, the server's message, the status and the request", () => {
    const error = minifiedAxiosError({ config: post, response: { status: 500, data: { detail: 'Database unavailable' } } });
    expect(failureLogLine('Failed to create lead', error)).toBe('Failed to create lead: Database unavailable (HTTP 500, POST /leads/leads/)');
  });

  it('never shows the minified class name of the error', () => {
    const error = minifiedAxiosError({ config: post, response: { status: 500, data: {} } });
    const line = failureLogLine('Failed to create lead', error);
    expect(line).toBe('Failed to create lead (HTTP 500, POST /leads/leads/)');
    expect(line).not.toMatch(/\bY\b/);
  });

  it('says no answer came, with the request', () => {
    const error = minifiedAxiosError({ config: { method: 'get', url: '/leads/leads/my-leads/' }, request: {}, code: 'ERR_NETWORK' });
    expect(failureLogLine('Failed to fetch my leads', error)).toBe('Failed to fetch my leads: No response received from server (GET /leads/leads/my-leads/)');
  });

  it("uses an error's own message outside HTTP, and just what failed when there is none", () => {
    expect(failureLogLine('Portal bootstrap failed', new TypeError('Failed to fetch dynamically imported module'))).toBe(
      'Portal bootstrap failed: Failed to fetch dynamically imported module',
    );
    expect(failureLogLine('Portal bootstrap failed', 'config.json is missing')).toBe('Portal bootstrap failed: config.json is missing');
    expect(failureLogLine('Portal bootstrap failed', undefined)).toBe('Portal bootstrap failed');
    expect(failureLogLine('Failed to fetch lead details', { isAxiosError: true, response: { status: 404, data: { detail: 'Not found.' } } })).toBe(
      'Failed to fetch lead details: Not found. (HTTP 404)',
    );
  });
});

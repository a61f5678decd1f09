import { CanceledError } from 'axios';
import { isUnreachableError } from 'shared-ui';
import { httpClient } from './client';
import { isServerUnreachable, ServerUnreachableError } from './reachability';
import { mockApi } from '../testing';

/** The error the one HTTP client rejects with for a request answered (or not) as `answer` says. */
async function failureOf(answer: (api: ReturnType<typeof mockApi>) => void): Promise<unknown> {
  const api = mockApi();
  answer(api);
  return httpClient.get('/leads/banks/').then(
    () => {
      throw new Error('expected the request to fail');
    },
    (error: unknown) => error,
  );
}

/**
 * The shell's banner decides "Cannot reach the server" with isServerUnreachable (axios' own test);
 * the page kit's states decide it with shared-ui's isUnreachableError (the error's shape, as shared-ui
 * has no HTTP library). A page must never say "unreachable" while the banner does not, or the reverse.
 */
describe('isServerUnreachable and the page kit agree on what "cannot reach the server" is', () => {
  const cases: [string, (api: ReturnType<typeof mockApi>) => void, boolean][] = [
    ['no answer (network error)', (api) => api.onGet('/leads/banks/').networkError(), true],
    ['a timeout', (api) => api.onGet('/leads/banks/').timeout(), true],
    ['502', (api) => api.onGet('/leads/banks/').reply(502), true],
    ['503 with a detail', (api) => api.onGet('/leads/banks/').reply(503, { detail: 'Service Unavailable' }), true],
    ['504', (api) => api.onGet('/leads/banks/').reply(504), true],
    ['500', (api) => api.onGet('/leads/banks/').reply(500, { detail: 'Database unavailable' }), false],
    ['404', (api) => api.onGet('/leads/banks/').reply(404), false],
    ['403', (api) => api.onGet('/leads/banks/').reply(403, { detail: 'You do not have permission to perform this action.' }), false],
  ];

  it.each(cases)('%s', async (_name, answer, unreachable) => {
    const error = await failureOf(answer);
    expect(isServerUnreachable(error)).toBe(unreachable);
    expect(isUnreachableError(error)).toBe(unreachable);
  });

  it('a token refresh that could not reach the server', async () => {
    const error = new ServerUnreachableError('Token refresh could not reach the server', { cause: await failureOf((api) => api.onGet('/leads/banks/').networkError()) });
    expect(isServerUnreachable(error)).toBe(true);
    expect(isUnreachableError(error)).toBe(true);
  });

  it('a cancelled request and an error outside HTTP are neither', () => {
    const errors = [new Error('boom'), new CanceledError()];
    for (const error of errors) {
      expect(isServerUnreachable(error)).toBe(false);
      expect(isUnreachableError(error)).toBe(false);
    }
  });
});

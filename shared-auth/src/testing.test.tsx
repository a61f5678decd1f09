import { getErrorMessage } from 'shared-ui';
import { authStore, httpClient, isAuthenticatedAtom, queryClient } from './index';
import { mockApi, resetAuthForTests, signInForTests } from './testing';

describe('resetAuthForTests', () => {
  it('signs out, empties the cache and removes the HTTP mock', async () => {
    signInForTests();
    queryClient.setQueryData(['leads'], ['one']);
    const first = mockApi();
    first.onGet('/leads/banks/').reply(200, ['SBI']);

    resetAuthForTests();

    expect(authStore.get(isAuthenticatedAtom)).toBe(false);
    expect(queryClient.getQueryData(['leads'])).toBeUndefined();
    const second = mockApi();
    expect(second).not.toBe(first);
    await expect(httpClient.get('/leads/banks/')).rejects.toThrow(/Could not find mock/);
  });

  it('returns the same mock within a test', () => {
    expect(mockApi()).toBe(mockApi());
  });
});

describe('mockApi errors read as the screens will show them', () => {
  it('a mocked network error or timeout is "No response received from server"', async () => {
    const api = mockApi();
    api.onGet('/leads/banks/').networkError();
    api.onGet('/leads/loans/').timeout();
    const network = await httpClient.get('/leads/banks/').catch((error: unknown) => error);
    const timeout = await httpClient.get('/leads/loans/').catch((error: unknown) => error);
    expect(getErrorMessage(network, 'Failed to fetch banks')).toBe('No response received from server');
    expect(getErrorMessage(timeout, 'Failed to fetch loans')).toBe('No response received from server');
  });

  it("a mocked error answer shows the server's detail", async () => {
    mockApi().onGet('/leads/banks/').reply(403, { detail: 'You do not have permission to perform this action.' });
    const error = await httpClient.get('/leads/banks/').catch((e: unknown) => e);
    expect(getErrorMessage(error, 'Failed to fetch banks')).toBe('You do not have permission to perform this action.');
  });
});

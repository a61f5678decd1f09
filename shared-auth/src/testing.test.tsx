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

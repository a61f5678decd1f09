import { act } from '@testing-library/react';
import { isAxiosError } from 'axios';
import {
  ACCESS_TOKEN_KEY,
  DEVICE_TOKEN_KEY,
  REFRESH_TOKEN_KEY,
  authStore,
  clearSession,
  isAuthenticatedAtom,
  queryClient,
  sessionAtom,
  setTokens,
  signIn,
  signOut,
} from './index';
import { mockApi } from './testing';

function stored() {
  return { access: localStorage.getItem(ACCESS_TOKEN_KEY), refresh: localStorage.getItem(REFRESH_TOKEN_KEY) };
}

function storageEvent(key: string | null, newValue: string | null) {
  window.dispatchEvent(new StorageEvent('storage', { key, newValue, storageArea: localStorage }));
}

describe('signIn', () => {
  it('posts the credentials and stores both tokens', async () => {
    const api = mockApi();
    api.onPost('/auth/api/connector/token/').reply(200, { access: 'acc', refresh: 'ref' });

    await signIn({ employee_id: 'CN1001', password: 'Demo@1234' });

    expect(JSON.parse(api.history.post[0].data)).toEqual({ employee_id: 'CN1001', password: 'Demo@1234' });
    expect(stored()).toEqual({ access: 'acc', refresh: 'ref' });
    expect(authStore.get(sessionAtom)).toEqual({ accessToken: 'acc', refreshToken: 'ref' });
    expect(authStore.get(isAuthenticatedAtom)).toBe(true);
  });

  it('throws the axios error with the server answer and stores nothing', async () => {
    mockApi().onPost('/auth/api/connector/token/').reply(401, { detail: 'Invalid employee ID or password' });

    const error = await signIn({ employee_id: 'CN1001', password: 'wrong' }).catch((e: unknown) => e);

    expect(isAxiosError(error)).toBe(true);
    expect(isAxiosError(error) && error.response?.data).toEqual({ detail: 'Invalid employee ID or password' });
    expect(stored()).toEqual({ access: null, refresh: null });
    expect(authStore.get(isAuthenticatedAtom)).toBe(false);
  });

  it("drops the previous user's cached answers", async () => {
    queryClient.setQueryData(['auth', 'profile'], { employee_id: 'CN1002' });
    mockApi().onPost('/auth/api/connector/token/').reply(200, { access: 'acc', refresh: 'ref' });
    await signIn({ employee_id: 'CN1001', password: 'Demo@1234' });
    expect(queryClient.getQueryData(['auth', 'profile'])).toBeUndefined();
  });
});

describe('the device token', () => {
  it('is kept from a sign-in answer, sent with the next sign-in, and survives signing out', async () => {
    localStorage.removeItem(DEVICE_TOKEN_KEY);
    const api = mockApi();
    api.onPost('/auth/api/connector/token/').reply(200, { access: 'acc', refresh: 'ref', device_token: 'dev-1' });
    api.onPost('/auth/logout').reply(204);

    await signIn({ employee_id: 'CN1001', password: 'Demo@1234' });
    expect(JSON.parse(api.history.post[0].data)).toEqual({ employee_id: 'CN1001', password: 'Demo@1234' });
    await signOut();
    await signIn({ employee_id: 'CN1002', password: 'Demo@1234' });

    expect(JSON.parse(api.history.post[2].data)).toEqual({ employee_id: 'CN1002', password: 'Demo@1234', device_token: 'dev-1' });
    expect(localStorage.getItem(DEVICE_TOKEN_KEY)).toBe('dev-1');
  });
});

describe('signOut', () => {
  it('calls logout with the refresh token, then clears tokens and the query cache', async () => {
    setTokens({ access: 'acc', refresh: 'ref' });
    queryClient.setQueryData(['leads'], ['one']);
    const api = mockApi();
    api.onPost('/auth/logout').reply(200, {});

    await signOut();

    expect(api.history.post).toHaveLength(1);
    expect(JSON.parse(api.history.post[0].data)).toEqual({ refreshToken: 'ref' });
    expect(api.history.post[0].headers?.Authorization).toBe('Bearer acc');
    expect(stored()).toEqual({ access: null, refresh: null });
    expect(authStore.get(isAuthenticatedAtom)).toBe(false);
    expect(queryClient.getQueryData(['leads'])).toBeUndefined();
  });

  it('signs out even when the logout call fails, without trying a refresh', async () => {
    setTokens({ access: 'acc', refresh: 'ref' });
    const api = mockApi();
    api.onPost('/auth/logout').reply(401, { detail: 'Token expired' });

    await expect(signOut()).resolves.toBeUndefined();

    expect(api.history.post.map((request) => request.url)).toEqual(['/auth/logout']);
    expect(stored()).toEqual({ access: null, refresh: null });
  });

  it('signs out when the server cannot be reached', async () => {
    setTokens({ access: 'acc', refresh: 'ref' });
    mockApi().onPost('/auth/logout').networkError();
    await signOut();
    expect(authStore.get(isAuthenticatedAtom)).toBe(false);
  });
});

describe('setTokens and clearSession', () => {
  it('setTokens refuses an incomplete pair', () => {
    expect(() => setTokens({ access: 'a', refresh: '' })).toThrow();
    expect(authStore.get(isAuthenticatedAtom)).toBe(false);
  });

  it('clearSession removes both keys', () => {
    setTokens({ access: 'a', refresh: 'r' });
    clearSession();
    expect(stored()).toEqual({ access: null, refresh: null });
    expect(authStore.get(sessionAtom)).toEqual({ accessToken: null, refreshToken: null });
  });
});

describe('cross-tab session', () => {
  it('signs this tab out when another tab signs out', () => {
    setTokens({ access: 'acc', refresh: 'ref' });
    queryClient.setQueryData(['leads'], ['one']);

    // The other tab removed the keys; the browser then tells this tab.
    localStorage.removeItem(ACCESS_TOKEN_KEY);
    localStorage.removeItem(REFRESH_TOKEN_KEY);
    act(() => storageEvent(ACCESS_TOKEN_KEY, null));

    expect(authStore.get(isAuthenticatedAtom)).toBe(false);
    expect(queryClient.getQueryData(['leads'])).toBeUndefined();
  });

  it('treats localStorage.clear() in another tab as a sign-out', () => {
    setTokens({ access: 'acc', refresh: 'ref' });
    localStorage.clear();
    act(() => storageEvent(null, null));
    expect(authStore.get(isAuthenticatedAtom)).toBe(false);
  });

  it('adopts tokens that another tab signed in with or refreshed', () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'other-acc');
    localStorage.setItem(REFRESH_TOKEN_KEY, 'other-ref');
    act(() => storageEvent(REFRESH_TOKEN_KEY, 'other-ref'));
    expect(authStore.get(sessionAtom)).toEqual({ accessToken: 'other-acc', refreshToken: 'other-ref' });
    expect(authStore.get(isAuthenticatedAtom)).toBe(true);
  });

  it('ignores changes to unrelated keys', () => {
    setTokens({ access: 'acc', refresh: 'ref' });
    localStorage.removeItem(ACCESS_TOKEN_KEY);
    act(() => storageEvent('chakra-ui-color-mode', 'dark'));
    expect(authStore.get(isAuthenticatedAtom)).toBe(true);
  });
});

/**
 * Test helpers for screens that use shared-auth (entry 'shared-auth/testing'; never in app code).
 * Screens are rendered inside the real providers, and HTTP is mocked only at the one axios
 * instance, so the bearer header, the refresh flow and the query cache behave as in the browser.
 */
import './test-environment';
import type { ReactElement } from 'react';
import type { Profile } from 'shared-contracts';
import type { RenderResult } from '@testing-library/react';
import MockAdapter from 'axios-mock-adapter';
import { renderWithProviders as renderWithUiProviders, type RenderWithProvidersOptions as UiRenderOptions } from 'shared-ui/testing';
import { AuthProvider } from './AuthProvider';
import { configureAuth } from './config';
import { httpClient } from './http/client';
import { queryClient } from './query/query-client';
import { clearEarlyResponses } from './http/early-responses';
import { clearSession, setTokens } from './session/session-state';
import { startCrossTabSync } from './session/cross-tab';

export const TEST_API_BASE_URL = 'http://api.test';
export const TEST_ACCESS_TOKEN = 'test-access-token';
export const TEST_REFRESH_TOKEN = 'test-refresh-token';

/** The signed-in demo connector CN1001 as GET /auth/profile/ answers it (docs/demo-data.md). */
export const TEST_PROFILE: Profile = {
  id: 1,
  username: 'Aarav Sharma',
  employee_id: 'CN1001',
  email: 'aarav.sharma@connectorportal.in',
  mobile_number: '9876500001',
  role: 'connector',
  assigned_territory: { id: 7, name: 'Pune West', level: 'cluster' },
  language: 'en',
};

/**
 * shared-ui/testing's options (route, path with a probe for every other path, other pages), and
 * whether the user is signed in.
 */
export interface RenderWithProvidersOptions extends Omit<UiRenderOptions, 'wrapper'> {
  /** true: store fake tokens first, so the user is signed in. */
  tokens?: boolean;
}

// Screen tests show error states at once: no retries with back-off delays.
const productionQueryDefaults = queryClient.getDefaultOptions();
queryClient.setDefaultOptions({
  ...productionQueryDefaults,
  queries: { ...productionQueryDefaults.queries, retry: false, gcTime: Infinity },
});

configureAuth({ apiBaseUrl: TEST_API_BASE_URL });

let currentMock: MockAdapter | null = null;

/** The MockAdapter on httpClient (created on first use; unmatched requests fail loudly). */
export function mockApi(): MockAdapter {
  if (!currentMock) currentMock = new MockAdapter(httpClient, { onNoMatch: 'throwException' });
  return currentMock;
}

/** Store fake tokens: the user counts as signed in. */
export function signInForTests(tokens = { access: TEST_ACCESS_TOKEN, refresh: TEST_REFRESH_TOKEN }): void {
  setTokens(tokens);
}

/** Sign out, empty the query cache, remove the HTTP mock. Runs after each test automatically. */
export function resetAuthForTests(): void {
  currentMock?.restore();
  currentMock = null;
  clearSession();
  clearEarlyResponses();
  queryClient.clear();
  configureAuth({ apiBaseUrl: TEST_API_BASE_URL });
}

/** shared-ui/testing's renderWithProviders with the AuthProvider between UiProvider and the router. */
export function renderWithProviders(ui: ReactElement, options: RenderWithProvidersOptions = {}): RenderResult {
  const { tokens = false, ...uiOptions } = options;
  configureAuth({ apiBaseUrl: TEST_API_BASE_URL });
  startCrossTabSync();
  if (tokens) signInForTests();
  return renderWithUiProviders(ui, { ...uiOptions, wrapper: AuthProvider });
}

declare const afterEach: ((fn: () => void) => void) | undefined;
if (typeof afterEach === 'function') afterEach(resetAuthForTests);

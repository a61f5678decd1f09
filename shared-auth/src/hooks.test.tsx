// 'shared-auth/testing' first: it provides TextEncoder, which React Router needs when it loads.
import { mockApi, renderWithProviders, TEST_PROFILE } from './testing';
import { act, screen, waitFor } from '@testing-library/react';
import { Profiler } from 'react';
import { useParams } from 'react-router-dom';
import type { KycStatus, Profile } from 'shared-contracts';
import { queryClient, setTokens, signOut, useKycStatus, useProfile, useSession } from './index';

const profile: Profile = TEST_PROFILE;

const kyc: KycStatus = { kyc_verified: true, kyc_submitted: true, kyc_rejection_reason: null, kyc_message: null, consent_required: false };

function SessionProbe() {
  const { isAuthenticated, accessToken, refreshToken } = useSession();
  return <p>{isAuthenticated ? `signed in with ${accessToken} and ${refreshToken}` : 'signed out'}</p>;
}

function ProfileProbe() {
  const { profile: user, isLoading, error } = useProfile();
  if (isLoading) return <p>loading profile</p>;
  if (error) return <p>profile error {error.message}</p>;
  return <p>{user ? `${user.username} (${user.employee_id})` : 'no profile'}</p>;
}

function KycProbe() {
  const { kyc: status, isLoading } = useKycStatus();
  if (isLoading) return <p>loading kyc</p>;
  return <p>{status ? `verified: ${String(status.kyc_verified)}` : 'no kyc'}</p>;
}

describe('useSession', () => {
  it('reports the stored tokens and follows sign-out', async () => {
    renderWithProviders(<SessionProbe />, { tokens: true });
    expect(screen.getByText('signed in with test-access-token and test-refresh-token')).toBeInTheDocument();

    mockApi().onPost('/auth/logout').reply(200, {});
    await act(() => signOut());

    expect(screen.getByText('signed out')).toBeInTheDocument();
  });

  it('renders a reader once when it mounts, and again only when the session changes', async () => {
    const commits: string[] = [];
    renderWithProviders(
      <Profiler id="session-reader" onRender={(_id, phase) => commits.push(phase)}>
        <SessionProbe />
      </Profiler>,
      { tokens: true },
    );
    // Let the mount effects and anything they schedule run.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(commits).toEqual(['mount']);

    act(() => setTokens({ access: 'a2', refresh: 'r2' }));
    expect(screen.getByText('signed in with a2 and r2')).toBeInTheDocument();
    expect(commits).toEqual(['mount', 'update']);
  });

  it('follows a sign-in', () => {
    renderWithProviders(<SessionProbe />);
    expect(screen.getByText('signed out')).toBeInTheDocument();
    act(() => setTokens({ access: 'a1', refresh: 'r1' }));
    expect(screen.getByText('signed in with a1 and r1')).toBeInTheDocument();
  });
});

describe('useProfile', () => {
  it('fetches GET /auth/profile/ with the bearer header', async () => {
    const api = mockApi();
    api.onGet('/auth/profile/').reply(200, profile);

    renderWithProviders(<ProfileProbe />, { tokens: true });

    expect(await screen.findByText('Aarav Sharma (CN1001)')).toBeInTheDocument();
    expect(api.history.get[0].headers?.Authorization).toBe('Bearer test-access-token');
  });

  it('does not fetch while signed out', () => {
    const api = mockApi();
    renderWithProviders(<ProfileProbe />);
    expect(screen.getByText('no profile')).toBeInTheDocument();
    expect(api.history.get).toHaveLength(0);
  });

  it('exposes the error of a failed fetch', async () => {
    mockApi().onGet('/auth/profile/').reply(500, { detail: 'Database down' });
    renderWithProviders(<ProfileProbe />, { tokens: true });
    expect(await screen.findByText('profile error Request failed with status code 500')).toBeInTheDocument();
  });

  it('forgets the profile on sign-out', async () => {
    const api = mockApi();
    api.onGet('/auth/profile/').reply(200, profile);
    api.onPost('/auth/logout').reply(200, {});
    renderWithProviders(<ProfileProbe />, { tokens: true });
    await screen.findByText('Aarav Sharma (CN1001)');

    await act(() => signOut());

    expect(screen.getByText('no profile')).toBeInTheDocument();
    expect(queryClient.getQueryData(['auth', 'profile'])).toBeUndefined();
  });
});

describe('useKycStatus', () => {
  it('fetches GET /channel_partner/connector/current/', async () => {
    mockApi().onGet('/channel_partner/connector/current/').reply(200, kyc);
    renderWithProviders(<KycProbe />, { tokens: true });
    expect(await screen.findByText('verified: true')).toBeInTheDocument();
  });

  it('refetches after an expired token is refreshed', async () => {
    const api = mockApi();
    api
      .onGet('/channel_partner/connector/current/')
      .reply((config) => (config.headers?.Authorization === 'Bearer renewed' ? [200, kyc] : [401]));
    api.onPost('/auth/refresh').reply(200, { accessToken: 'renewed', refreshToken: 'r2' });
    renderWithProviders(<KycProbe />, { tokens: true });
    expect(await screen.findByText('verified: true')).toBeInTheDocument();
  });
});

describe('renderWithProviders', () => {
  function LeadIdProbe() {
    const { id } = useParams();
    return <p>lead {id}</p>;
  }

  it('renders the ui as the element of the given route pattern so useParams works', () => {
    renderWithProviders(<LeadIdProbe />, { route: '/lead/42', path: '/lead/:id' });
    expect(screen.getByText('lead 42')).toBeInTheDocument();
  });

  it('starts signed out unless tokens are asked for', async () => {
    renderWithProviders(<SessionProbe />);
    expect(screen.getByText('signed out')).toBeInTheDocument();
  });

  it('configures the test API base URL', async () => {
    const api = mockApi();
    api.onGet('http://api.test/auth/profile/').reply(200, profile);
    renderWithProviders(<ProfileProbe />, { tokens: true });
    await waitFor(() => expect(api.history.get[0]?.baseURL).toBe('http://api.test'));
  });
});

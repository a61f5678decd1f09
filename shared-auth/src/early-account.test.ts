import { adoptEarlyResponses, httpClient, kycStatusQueryKey, primeAccountQueries, profileQueryKey, queryClient, setTokens, type EarlyAnswer } from './index';
import { mockApi } from './testing';

const PROFILE = '/auth/profile/';
const KYC_STATUS = '/channel_partner/connector/current/';

function early(path: string, accessToken: string, answer: EarlyAnswer | null) {
  return { path, accessToken, answer: Promise.resolve(answer) };
}

/** Lets the early answers' callbacks run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('account queries primed from the early reads', () => {
  beforeEach(() => {
    queryClient.clear();
    setTokens({ access: 'access-1', refresh: 'refresh-1' });
  });

  it('hold the profile and KYC status before any component asks, and later reads go to the server', async () => {
    const api = mockApi();
    api.onGet(PROFILE).reply(200, { username: 'from the server' });
    adoptEarlyResponses([
      early(PROFILE, 'access-1', { status: 200, data: { username: 'sent early' } }),
      early(KYC_STATUS, 'access-1', { status: 200, data: { kyc_verified: true } }),
    ]);
    primeAccountQueries();
    await settle();

    expect(queryClient.getQueryData(profileQueryKey)).toEqual({ username: 'sent early' });
    expect(queryClient.getQueryData(kycStatusQueryKey)).toEqual({ kyc_verified: true });
    // Used up: a refetch (after an update, say) is not answered from the early read again.
    expect((await httpClient.get(PROFILE)).data).toEqual({ username: 'from the server' });
    expect(api.history.get).toHaveLength(1);
  });

  it('take nothing sent with another token, refused or failed, and keep data a query already has', async () => {
    queryClient.setQueryData(kycStatusQueryKey, { kyc_verified: false });
    adoptEarlyResponses([
      early(PROFILE, 'someone-else', { status: 200, data: { username: 'not mine' } }),
      early(KYC_STATUS, 'access-1', { status: 200, data: { kyc_verified: true } }),
    ]);
    primeAccountQueries();
    await settle();
    expect(queryClient.getQueryData(profileQueryKey)).toBeUndefined();
    expect(queryClient.getQueryData(kycStatusQueryKey)).toEqual({ kyc_verified: false });

    adoptEarlyResponses([early(PROFILE, 'access-1', { status: 401, data: null }), early(KYC_STATUS, 'access-1', null)]);
    queryClient.clear();
    primeAccountQueries();
    await settle();
    expect(queryClient.getQueryData(profileQueryKey)).toBeUndefined();
    expect(queryClient.getQueryData(kycStatusQueryKey)).toBeUndefined();
  });
});

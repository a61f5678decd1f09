import type { ConsentState, PrivacyNotice } from 'shared-contracts';
import { httpClient } from 'shared-auth';

export const PRIVACY_NOTICE_PATH = '/auth/privacy-notice/';

/** GET /auth/privacy-notice/: the notice the deployment publishes, with its version. */
export async function fetchPrivacyNotice(): Promise<PrivacyNotice> {
  return (await httpClient.get<PrivacyNotice>(PRIVACY_NOTICE_PATH)).data;
}

/** POST /auth/profile/consent/: agree to the version read (409 when the notice changed meanwhile). */
export async function agreeToPrivacyNotice(version: string): Promise<ConsentState> {
  return (await httpClient.post<ConsentState>('/auth/profile/consent/', { notice_version: version })).data;
}

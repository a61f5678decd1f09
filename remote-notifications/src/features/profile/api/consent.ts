import { useQuery } from '@tanstack/react-query';
import { httpClient, queryClient } from 'shared-auth';
import type { ConsentState, ConsentWithdrawal, PrivacyNotice } from 'shared-contracts';
import { useLanguage } from 'shared-ui/i18n';
import type { ProfileMessageId } from '../i18n';

/** What the card says when the server gives no message of its own (ids in the catalogue). */
export const CONSENT_FETCH_ERROR: ProfileMessageId = 'consent.fetchError';
export const NOTICE_FETCH_ERROR: ProfileMessageId = 'consent.noticeFetchError';
export const WITHDRAW_ERROR: ProfileMessageId = 'consent.withdrawError';

/** GET /auth/profile/consent/: the user's consent to the current notice, their history and the grievance officer; read once `enabled`. */
export function useConsentState(enabled: boolean) {
  return useQuery(
    { queryKey: ['profile', 'consent'], queryFn: async () => (await httpClient.get<ConsentState>('/auth/profile/consent/')).data, enabled },
    queryClient,
  );
}

/** GET /auth/privacy-notice/, read when the user asks to read the notice again; in the page's language (the request's Accept-Language). */
export function usePrivacyNotice() {
  const language = useLanguage();
  return useQuery({ queryKey: ['/auth/privacy-notice/', language], queryFn: async () => (await httpClient.get<PrivacyNotice>('/auth/privacy-notice/')).data }, queryClient);
}

/** POST /auth/profile/consent/withdraw/: every session of the user ends with it. */
export async function withdrawConsent(): Promise<ConsentWithdrawal> {
  return (await httpClient.post<ConsentWithdrawal>('/auth/profile/consent/withdraw/')).data;
}

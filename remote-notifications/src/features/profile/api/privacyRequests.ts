import { useMutation, useQuery } from '@tanstack/react-query';
import { httpClient, queryClient } from 'shared-auth';
import type { PrivacyRequest, PrivacyRequestCreate, PrivacyRequestList } from 'shared-contracts';
import type { ProfileMessageId } from '../i18n';

/** What the panel says when the server gives no message of its own (ids in the catalogue). */
export const PRIVACY_REQUESTS_FETCH_ERROR: ProfileMessageId = 'requests.fetchError';
export const PRIVACY_REQUEST_SEND_ERROR: ProfileMessageId = 'requests.sendError';
export const PRIVACY_REQUEST_CANCEL_ERROR: ProfileMessageId = 'requests.cancelError';

const privacyRequestsKey = ['profile', 'privacy-requests'] as const;

/** GET /auth/profile/privacy-requests/: the signed-in user's correction and erasure requests, newest first. */
export async function fetchPrivacyRequests(): Promise<PrivacyRequestList> {
  return (await httpClient.get<PrivacyRequestList>('/auth/profile/privacy-requests/')).data;
}

export function usePrivacyRequests() {
  return useQuery({ queryKey: privacyRequestsKey, queryFn: fetchPrivacyRequests }, queryClient);
}

/** POST /auth/profile/privacy-requests/: 400 per field, 409 one of the kind is open, 429 too many. */
export function useCreatePrivacyRequest() {
  return useMutation(
    {
      mutationFn: async (body: PrivacyRequestCreate) => (await httpClient.post<PrivacyRequest>('/auth/profile/privacy-requests/', body)).data,
      onSuccess: () => queryClient.invalidateQueries({ queryKey: privacyRequestsKey }),
    },
    queryClient,
  );
}

/** POST /auth/profile/privacy-requests/{id}/cancel/ */
export function useCancelPrivacyRequest() {
  return useMutation(
    {
      mutationFn: async (id: number) => (await httpClient.post<PrivacyRequest>(`/auth/profile/privacy-requests/${id}/cancel/`)).data,
      onSuccess: () => queryClient.invalidateQueries({ queryKey: privacyRequestsKey }),
    },
    queryClient,
  );
}

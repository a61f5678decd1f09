import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { httpClient, queryClient } from 'shared-auth';
import type { PrivacyRequestAdmin, PrivacyRequestPage } from 'shared-contracts';
import { employeesKeyPrefix } from './employees';

/** Requests per page of the People area's section. */
export const PRIVACY_REQUESTS_PAGE_SIZE = 10;

const privacyRequestsKeyPrefix = ['people', 'privacy-requests'] as const;

/** GET /people/privacy-requests/?page= : open requests first (oldest first), then the handled ones. */
export async function fetchPrivacyRequests(page: number): Promise<PrivacyRequestPage> {
  return (await httpClient.get<PrivacyRequestPage>('/people/privacy-requests/', { params: { page, page_size: PRIVACY_REQUESTS_PAGE_SIZE } })).data;
}

export function usePrivacyRequests(page: number, enabled: boolean) {
  return useQuery({ queryKey: [...privacyRequestsKeyPrefix, page], queryFn: () => fetchPrivacyRequests(page), placeholderData: keepPreviousData, enabled }, queryClient);
}

export type PrivacyDecision = { id: number; action: 'complete'; note: string } | { id: number; action: 'decline'; reason: string };

/** POST /people/privacy-requests/{id}/complete/ {note} or /decline/ {reason}: 400 per field, 403 one's own, 409 handled already. */
export function usePrivacyDecision() {
  return useMutation(
    {
      mutationFn: async (decision: PrivacyDecision) =>
        (
          await httpClient.post<PrivacyRequestAdmin>(
            `/people/privacy-requests/${decision.id}/${decision.action}/`,
            decision.action === 'complete' ? { note: decision.note } : { reason: decision.reason },
          )
        ).data,
      // An erasure changes the person in the list above too.
      onSuccess: () =>
        Promise.all([
          queryClient.invalidateQueries({ queryKey: privacyRequestsKeyPrefix }),
          queryClient.invalidateQueries({ queryKey: employeesKeyPrefix }),
        ]),
    },
    queryClient,
  );
}

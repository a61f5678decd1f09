import { useMutation, useQuery } from '@tanstack/react-query';
import { httpClient, queryClient } from 'shared-auth';
import type { TaxProfile, TaxProfilesToVerify, TaxProfileVerifyRequest } from 'shared-contracts';
import { responseStatus } from 'shared-ui';
import { payoutsKeyPrefix, pendingPayoutsKeyPrefix } from './pendingPayouts';

export function taxProfileQueryKey(employeeId: string) {
  return [...payoutsKeyPrefix, 'tax-profile', employeeId] as const;
}

/** The back office's queue of profiles with a detail to verify. */
export const taxProfilesToVerifyQueryKey = [...payoutsKeyPrefix, 'tax-profiles-to-verify'] as const;

/**
 * GET /leads/payouts/tax-profiles/ : the profiles with a detail on file not verified yet, the oldest
 * change first, at most 200 of them; `count` is all of them.
 */
export async function fetchTaxProfilesToVerify(): Promise<TaxProfilesToVerify> {
  return (await httpClient.get<TaxProfilesToVerify>('/leads/payouts/tax-profiles/')).data;
}

export function useTaxProfilesToVerify() {
  return useQuery({ queryKey: taxProfilesToVerifyQueryKey, queryFn: fetchTaxProfilesToVerify }, queryClient);
}

function taxProfilePath(employeeId: string): string {
  return `/leads/payouts/tax-profiles/${encodeURIComponent(employeeId)}/`;
}

/** GET /leads/payouts/tax-profiles/{employee_id}/ : PAN, GSTIN and bank account (masked), each with its verification. */
export async function fetchTaxProfile(employeeId: string): Promise<TaxProfile> {
  return (await httpClient.get<TaxProfile>(taxProfilePath(employeeId))).data;
}

/** Read again each time the dialog opens (no stale time): the reviewer verifies what is on file now. */
export function useTaxProfile(employeeId: string | null) {
  return useQuery(
    { queryKey: taxProfileQueryKey(employeeId ?? ''), queryFn: () => fetchTaxProfile(employeeId as string), enabled: employeeId !== null, staleTime: 0 },
    queryClient,
  );
}

/**
 * POST /leads/payouts/tax-profiles/{employee_id}/verify/ : 200 with the profile; 409 when the profile
 * changed since `seen_updated_at` or the field is already verified; 400 on `field`; 403 for one's own.
 */
export async function verifyTaxProfile(employeeId: string, request: TaxProfileVerifyRequest): Promise<TaxProfile> {
  return (await httpClient.post<TaxProfile>(`${taxProfilePath(employeeId)}verify/`, request)).data;
}

/**
 * Verifies one field. The answer is the profile as it now is; a verified bank account lifts the hold,
 * so the pending list refetches, and the queue of details to verify refetches (the person leaves it
 * once nothing of theirs waits). On a 409 the profile is read again: what the reviewer checked is no
 * longer what is on file (or someone verified it meanwhile), and they must see what is; the queue's
 * line for the person is out of date for the same reason, so it is read again too.
 */
export function useVerifyTaxProfile(employeeId: string) {
  return useMutation(
    {
      mutationFn: (request: TaxProfileVerifyRequest) => verifyTaxProfile(employeeId, request),
      onSuccess: (profile) => {
        queryClient.setQueryData(taxProfileQueryKey(employeeId), profile);
        return Promise.all([
          queryClient.invalidateQueries({ queryKey: pendingPayoutsKeyPrefix }),
          queryClient.invalidateQueries({ queryKey: taxProfilesToVerifyQueryKey }),
        ]);
      },
      onError: (error) => {
        if (responseStatus(error) !== 409) return undefined;
        return Promise.all([
          queryClient.invalidateQueries({ queryKey: taxProfileQueryKey(employeeId) }),
          queryClient.invalidateQueries({ queryKey: taxProfilesToVerifyQueryKey }),
        ]);
      },
    },
    queryClient,
  );
}

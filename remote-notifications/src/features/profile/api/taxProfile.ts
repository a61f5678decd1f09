import { useMutation, useQuery } from '@tanstack/react-query';
import { httpClient, queryClient } from 'shared-auth';
import type { TaxProfile, TaxProfileUpdateRequest } from 'shared-contracts';
import type { ProfileMessageId } from '../i18n';

export const TAX_PROFILE_FETCH_ERROR: ProfileMessageId = 'tax.fetchError';

const TAX_PROFILE_PATH = '/auth/tax-profile/';

/** Query key of the signed-in user's own tax and payout details. */
export const TAX_PROFILE_QUERY_KEY = ['profile', 'tax-profile'] as const;

/** GET /auth/tax-profile/: PAN, GSTIN and payout bank account (masked), their verification, any payout hold, the TDS rate. */
export async function fetchTaxProfile(): Promise<TaxProfile> {
  return (await httpClient.get<TaxProfile>(TAX_PROFILE_PATH)).data;
}

/** The signed-in user's tax and payout details. */
export function useTaxProfile() {
  return useQuery({ queryKey: TAX_PROFILE_QUERY_KEY, queryFn: fetchTaxProfile }, queryClient);
}

/**
 * PUT /auth/tax-profile/: the fields present change (null removes one), with `current_password`.
 * Answers the new profile; 400 with a message per field (`pan`, `gstin`, `account_number`, `ifsc`,
 * `holder_name`, `current_password`), 429 when saved too often.
 */
export async function updateTaxProfile(changes: TaxProfileUpdateRequest): Promise<TaxProfile> {
  return (await httpClient.put<TaxProfile>(TAX_PROFILE_PATH, changes)).data;
}

/**
 * Saves the signed-in user's tax and payout details. The answer is the whole new profile (its
 * verification cleared for what changed, the hold and TDS rate recomputed), so it replaces the
 * cached one as it is: nothing is read again.
 */
export function useUpdateTaxProfile() {
  return useMutation(
    {
      mutationFn: (changes: TaxProfileUpdateRequest) => updateTaxProfile(changes),
      onSuccess: (profile) => {
        queryClient.setQueryData(TAX_PROFILE_QUERY_KEY, profile);
      },
    },
    queryClient,
  );
}

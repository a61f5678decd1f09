import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { httpClient, queryClient } from 'shared-auth';
import type { BranchChoices } from 'shared-contracts';

export const branchChoicesKeyPrefix = ['leads', 'branch-choices'] as const;

export function branchChoicesQueryKey(bankLoanId: number, address: string) {
  return [...branchChoicesKeyPrefix, bankLoanId, address] as const;
}

/** GET /leads/leads/branch-choices/?bank_loan=&address= : the bank's branches, best first for this customer, with the suggestion. */
export async function fetchBranchChoices(bankLoanId: number, address: string): Promise<BranchChoices> {
  const query = new URLSearchParams({ bank_loan: String(bankLoanId) });
  if (address !== '') query.set('address', address);
  return (await httpClient.get<BranchChoices>(`/leads/leads/branch-choices/?${query.toString()}`)).data;
}

/** How long the address must stay unchanged before the branches are asked for again (not on every key press). */
export const ADDRESS_SETTLE_MS = 400;

function useSettledText(text: string, delay: number): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    if (text === settled) return undefined;
    const timer = setTimeout(() => setSettled(text), delay);
    return () => clearTimeout(timer);
  }, [text, settled, delay]);
  return settled;
}

/**
 * The branches a new lead of this bank loan may go to, ranked for the address once the user stops
 * typing; nothing is asked before a loan type is chosen. The previous answer stays shown while the
 * next loads, so the select does not flicker. A failure only leaves the choice to the server.
 */
export function useBranchChoices(bankLoanId: number | null, address: string) {
  const settledAddress = useSettledText(address.trim(), ADDRESS_SETTLE_MS);
  return useQuery(
    {
      queryKey: branchChoicesQueryKey(bankLoanId ?? 0, settledAddress),
      queryFn: () => fetchBranchChoices(bankLoanId as number, settledAddress),
      enabled: bankLoanId !== null,
      placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === bankLoanId ? keepPreviousData(previous) : undefined),
      retry: false,
    },
    queryClient,
  );
}

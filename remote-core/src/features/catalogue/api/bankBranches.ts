import { useQuery } from '@tanstack/react-query';
import { httpClient, queryClient } from 'shared-auth';
import type { BankBranch, BankBranchList } from 'shared-contracts';

export function bankBranchesQueryKey(bankId: number) {
  return ['catalogue', 'branches', { bank: bankId }] as const;
}

export function bankBranchQueryKey(branchId: number) {
  return ['catalogue', 'branch', branchId] as const;
}

/** GET /leads/bankbranches/?bank={bankId} */
export async function fetchBankBranches(bankId: number): Promise<BankBranchList> {
  return (await httpClient.get<BankBranchList>(`/leads/bankbranches/?bank=${bankId}`)).data;
}

/** GET /leads/bankbranches/{id}/ */
export async function fetchBankBranch(branchId: number): Promise<BankBranch> {
  return (await httpClient.get<BankBranch>(`/leads/bankbranches/${branchId}/`)).data;
}

/** The branches of one bank (nothing is fetched without an id). */
export function useBankBranches(bankId: number | null) {
  return useQuery(
    { queryKey: bankBranchesQueryKey(bankId ?? 0), queryFn: () => fetchBankBranches(bankId as number), enabled: bankId !== null },
    queryClient,
  );
}

/** One branch (nothing is fetched without an id). */
export function useBankBranch(branchId: number | null) {
  return useQuery(
    { queryKey: bankBranchQueryKey(branchId ?? 0), queryFn: () => fetchBankBranch(branchId as number), enabled: branchId !== null },
    queryClient,
  );
}

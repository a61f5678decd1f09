import { useQuery } from '@tanstack/react-query';
import { httpClient, queryClient } from 'shared-auth';
import type { CriteriaByKind, CriteriaKind } from 'shared-contracts';
import { criteriaCollectionPath } from '../model/criteriaKinds';

/** Query key of one kind's criteria list; a create or update invalidates it to refetch the list. */
export function loanCriteriaQueryKey(kind: CriteriaKind) {
  return ['loan-criteria', kind] as const;
}

/** GET /loan_eligibility/{kind}/ */
export async function fetchLoanCriteria<K extends CriteriaKind>(kind: K): Promise<CriteriaByKind[K][]> {
  const response = await httpClient.get<CriteriaByKind[K][]>(criteriaCollectionPath(kind));
  return response.data;
}

/** One kind's criteria list, cached in the one shared QueryClient (named explicitly, like shared-auth's hooks). */
export function useLoanCriteria<K extends CriteriaKind>(kind: K) {
  return useQuery({ queryKey: loanCriteriaQueryKey(kind), queryFn: () => fetchLoanCriteria(kind) }, queryClient);
}

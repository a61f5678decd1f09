import { useMutation, useQuery } from '@tanstack/react-query';
import { httpClient, queryClient } from 'shared-auth';
import type { CriteriaByKind, CriteriaKind } from 'shared-contracts';
import type { CriteriaInputByKind, CriteriaPatch } from '../model/criteriaForm';
import { criteriaCollectionPath, criteriaItemPath } from '../model/criteriaKinds';

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

/** POST /loan_eligibility/{kind}/ : the whole form; answers 201 with the new row. */
export async function createLoanCriteria<K extends CriteriaKind>(kind: K, body: CriteriaInputByKind[K]): Promise<CriteriaByKind[K]> {
  const response = await httpClient.post<CriteriaByKind[K]>(criteriaCollectionPath(kind), body);
  return response.data;
}

/** PATCH /loan_eligibility/{kind}/{id}/ : only the changed fields; answers 200 with the row. */
export async function updateLoanCriteria<K extends CriteriaKind>(kind: K, id: number, patch: CriteriaPatch<K>): Promise<CriteriaByKind[K]> {
  const response = await httpClient.patch<CriteriaByKind[K]>(criteriaItemPath(kind, id), patch);
  return response.data;
}

export type CriteriaSave<K extends CriteriaKind> =
  | { mode: 'create'; body: CriteriaInputByKind[K] }
  | { mode: 'update'; id: number; patch: CriteriaPatch<K> };

/**
 * Creates or updates a criteria row of the kind. A success refetches the kind's list (spec §4:
 * after every create or update); the dialog does not wait for the list to close. A 400 answers
 * `{field: ["message", ...]}`.
 */
export function useSaveLoanCriteria<K extends CriteriaKind>(kind: K) {
  return useMutation(
    {
      mutationFn: (save: CriteriaSave<K>) =>
        save.mode === 'create' ? createLoanCriteria(kind, save.body) : updateLoanCriteria(kind, save.id, save.patch),
      onSuccess: () => {
        void queryClient.invalidateQueries({ queryKey: loanCriteriaQueryKey(kind) });
      },
    },
    queryClient,
  );
}

import { useMutation } from '@tanstack/react-query';
import { httpClient, queryClient } from 'shared-auth';
import type { EmployeeSummary } from 'shared-contracts';
import { employeesKeyPrefix } from './employees';
import { managersQueryKey } from './managers';

/**
 * POST /auth/employees/{id}/deactivate/ or /activate/ : the employee as the list shows them.
 * Deactivating ends every session of theirs at once. 400/403/409 answer a detail.
 */
export async function setEmployeeActive(id: number, active: boolean): Promise<EmployeeSummary> {
  return (await httpClient.post<EmployeeSummary>(`/auth/employees/${id}/${active ? 'activate' : 'deactivate'}/`)).data;
}

export function useEmployeeActivation() {
  return useMutation(
    {
      mutationFn: ({ id, active }: { id: number; active: boolean }) => setEmployeeActive(id, active),
      onSuccess: () =>
        Promise.all([
          queryClient.invalidateQueries({ queryKey: employeesKeyPrefix }),
          queryClient.invalidateQueries({ queryKey: managersQueryKey }),
        ]),
    },
    queryClient,
  );
}

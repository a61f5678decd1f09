import { useMutation } from '@tanstack/react-query';
import { httpClient, queryClient } from 'shared-auth';
import type { EmployeeCreateRequest, EmployeeDetail } from 'shared-contracts';
import { employeesKeyPrefix } from './employees';
import { managersQueryKey } from './managers';

/** POST /auth/employee/create/ : 201 with the new employee; 400 per field. */
export async function createEmployee(body: EmployeeCreateRequest): Promise<EmployeeDetail> {
  return (await httpClient.post<EmployeeDetail>('/auth/employee/create/', body)).data;
}

/** Creates an employee; the lists (and the managers on offer) are fetched again before it settles. */
export function useCreateEmployee() {
  return useMutation(
    {
      mutationFn: createEmployee,
      onSuccess: () =>
        Promise.all([
          queryClient.invalidateQueries({ queryKey: employeesKeyPrefix }),
          queryClient.invalidateQueries({ queryKey: managersQueryKey }),
        ]),
    },
    queryClient,
  );
}

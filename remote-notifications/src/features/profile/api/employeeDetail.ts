import { useQuery } from '@tanstack/react-query';
import { httpClient, queryClient } from 'shared-auth';
import type { EmployeeDetail } from 'shared-contracts';

/** Query key of one employee's details (GET /leads/employees/{employee_id}/). */
export function employeeDetailQueryKey(employeeId: string) {
  return ['employees', 'detail', employeeId] as const;
}

export async function fetchEmployeeDetail(employeeId: string): Promise<EmployeeDetail> {
  const response = await httpClient.get<EmployeeDetail>(`/leads/employees/${encodeURIComponent(employeeId)}/`);
  return response.data;
}

/**
 * The details (territory, reporting hierarchy) of one employee, by employee id such as "CN1001".
 * Uses the portal's one QueryClient (from shared-auth) and its retry policy (none for 4xx answers).
 */
export function useEmployeeDetail(employeeId: string | undefined) {
  return useQuery(
    {
      queryKey: employeeDetailQueryKey(employeeId ?? ''),
      queryFn: () => fetchEmployeeDetail(employeeId as string),
      enabled: employeeId !== undefined,
    },
    queryClient,
  );
}

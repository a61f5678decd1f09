import { useQuery } from '@tanstack/react-query';
import { queryClient } from 'shared-auth';
import { employeeDetailQueryKey, fetchEmployeeDetail } from './api';

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

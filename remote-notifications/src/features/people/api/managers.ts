import { useQuery } from '@tanstack/react-query';
import { httpClient, queryClient } from 'shared-auth';
import type { EmployeeList } from 'shared-contracts';

export const managersQueryKey = ['back-office', 'people', 'managers'] as const;

export const MANAGERS_FETCH_ERROR = 'Failed to load the managers';

/** GET /auth/employee/fetch/ : for the back office, every active employee. */
export async function fetchManagers(): Promise<EmployeeList> {
  return (await httpClient.get<EmployeeList>('/auth/employee/fetch/')).data;
}

/** The people a new employee may report to (fetched when the Add employee dialog opens). */
export function useManagers() {
  return useQuery({ queryKey: managersQueryKey, queryFn: fetchManagers }, queryClient);
}

import { useQuery } from '@tanstack/react-query';
import { httpClient, queryClient } from 'shared-auth';
import type { EmployeeList } from 'shared-contracts';

/**
 * GET /auth/employee/fetch/ : for the back office, every active employee (id, name, employee ID,
 * role, e-mail). One cached list for every screen that picks people from it (People's reporting
 * managers, the custom notification audience); each screen words its own failure.
 */
export const employeeDirectoryQueryKey = ['employees', 'directory'] as const;

export async function fetchEmployeeDirectory(): Promise<EmployeeList> {
  return (await httpClient.get<EmployeeList>('/auth/employee/fetch/')).data;
}

export function useEmployeeDirectory() {
  return useQuery({ queryKey: employeeDirectoryQueryKey, queryFn: fetchEmployeeDirectory }, queryClient);
}

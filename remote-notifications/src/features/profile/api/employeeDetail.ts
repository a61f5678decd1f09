import { useQuery } from '@tanstack/react-query';
import { httpClient, queryClient, useSession } from 'shared-auth';
import type { EmployeeDetail, StartUpReadPath } from 'shared-contracts';

/**
 * The signed-in employee's own details (GET /leads/employees/me/): read without knowing the
 * employee id first, so My Profile does not wait for the profile before asking, and a profile opened
 * directly has them from the start-up read (pages.json firstReads).
 */
const OWN_EMPLOYEE_DETAIL_PATH = '/leads/employees/me/' satisfies StartUpReadPath;

/** Query key of the signed-in employee's own details. */
export const OWN_EMPLOYEE_DETAIL_QUERY_KEY = ['employees', 'detail', 'me'] as const;

export async function fetchOwnEmployeeDetail(): Promise<EmployeeDetail> {
  const response = await httpClient.get<EmployeeDetail>(OWN_EMPLOYEE_DETAIL_PATH);
  return response.data;
}

/**
 * The signed-in employee's details (territory, reporting hierarchy); not asked for without a session.
 * Uses the portal's one QueryClient (from shared-auth) and its retry policy (none for 4xx answers).
 */
export function useOwnEmployeeDetail() {
  const { isAuthenticated } = useSession();
  return useQuery({ queryKey: OWN_EMPLOYEE_DETAIL_QUERY_KEY, queryFn: fetchOwnEmployeeDetail, enabled: isAuthenticated }, queryClient);
}

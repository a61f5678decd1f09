import { httpClient } from 'shared-auth';
import type { EmployeeDetail, ProfileUpdateRequest } from 'shared-contracts';

/** Query key of one employee's details (GET /leads/employees/{employee_id}/). */
export function employeeDetailQueryKey(employeeId: string) {
  return ['employees', 'detail', employeeId] as const;
}

export async function fetchEmployeeDetail(employeeId: string): Promise<EmployeeDetail> {
  const response = await httpClient.get<EmployeeDetail>(`/leads/employees/${encodeURIComponent(employeeId)}/`);
  return response.data;
}

/** PATCH /auth/employees/update/: updates the signed-in employee's own username and mobile number. */
export async function updateOwnProfile(changes: ProfileUpdateRequest): Promise<void> {
  await httpClient.patch('/auth/employees/update/', changes);
}

import { useMutation } from '@tanstack/react-query';
import { httpClient, profileQueryKey, queryClient } from 'shared-auth';
import type { ProfileUpdateRequest } from 'shared-contracts';
import { OWN_EMPLOYEE_DETAIL_QUERY_KEY } from './employeeDetail';

/**
 * PATCH /auth/employees/update/: the signed-in employee's own username and mobile number. Changing
 * the mobile number also needs `current_password`.
 */
export async function updateOwnProfile(changes: ProfileUpdateRequest): Promise<void> {
  await httpClient.patch('/auth/employees/update/', changes);
}

/**
 * Saves the signed-in employee's profile. On success it refetches the employee shown on this
 * page and the shared profile (so the greeting and every other reader of the profile update);
 * the mutation stays pending until both refetches finish, so the page never shows stale values.
 */
export function useUpdateProfile() {
  return useMutation(
    {
      mutationFn: (changes: ProfileUpdateRequest) => updateOwnProfile(changes),
      onSuccess: () =>
        Promise.all([
          queryClient.invalidateQueries({ queryKey: OWN_EMPLOYEE_DETAIL_QUERY_KEY }),
          queryClient.invalidateQueries({ queryKey: profileQueryKey }),
        ]),
    },
    queryClient,
  );
}

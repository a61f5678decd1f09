import { employeeDirectoryQueryKey, useEmployeeDirectory } from '../../../common/api/employeeDirectory';

/** The managers on offer come from the shared employee directory (GET /auth/employee/fetch/). */
export const managersQueryKey = employeeDirectoryQueryKey;

/** The people a new employee may report to (fetched when the Add employee dialog opens). */
export const useManagers = useEmployeeDirectory;

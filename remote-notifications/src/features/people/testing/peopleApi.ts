import { mockApi } from 'shared-auth/testing';
import type { EmployeeSummary, Profile } from 'shared-contracts';
import { EMPLOYEES, MEMBERS, TERRITORIES, anjaliProfile, employeePage } from './peopleFixtures';

export const PROFILE_PATH = '/auth/profile/';
export const EMPLOYEES_PATH = '/auth/employees/';
export const CREATE_PATH = '/auth/employee/create/';
export const MANAGERS_PATH = '/auth/employee/fetch/';
export const TERRITORIES_PATH = '/auth/subterritories/fetch/';
export const CREATE_TERRITORY_PATH = '/auth/territories/create/';
export const deactivatePath = (id: number) => `/auth/employees/${id}/deactivate/`;
export const activatePath = (id: number) => `/auth/employees/${id}/activate/`;

/** The People page's server: the signed-in user, one page of employees, the managers and territories on offer. */
export function servePeople({ profile = anjaliProfile, employees = EMPLOYEES }: { profile?: Profile; employees?: EmployeeSummary[] } = {}) {
  const api = mockApi();
  let current = employees;
  api.onGet(PROFILE_PATH).reply(200, profile);
  api.onGet(EMPLOYEES_PATH).reply(() => [200, employeePage(current)]);
  api.onGet(MANAGERS_PATH).reply(200, MEMBERS);
  api.onGet(TERRITORIES_PATH).reply(200, TERRITORIES);
  return {
    api,
    set: (next: EmployeeSummary[]) => {
      current = next;
    },
    listQueries: () =>
      api.history.get.filter((request) => request.url === EMPLOYEES_PATH).map((request) => (request.params ?? {}) as Record<string, string>),
  };
}

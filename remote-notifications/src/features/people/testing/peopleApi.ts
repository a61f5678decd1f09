import { mockApi } from 'shared-auth/testing';
import type { EmployeeSummary, PrivacyRequestAdmin, Profile } from 'shared-contracts';
import { EMPLOYEES, MEMBERS, TERRITORIES, anjaliProfile, employeePage } from './peopleFixtures';

export const PROFILE_PATH = '/auth/profile/';
export const EMPLOYEES_PATH = '/auth/employees/';
export const CREATE_PATH = '/auth/employee/create/';
export const MANAGERS_PATH = '/auth/employee/fetch/';
export const TERRITORIES_PATH = '/auth/subterritories/fetch/';
export const CREATE_TERRITORY_PATH = '/auth/territories/create/';
export const deactivatePath = (id: number) => `/auth/employees/${id}/deactivate/`;
export const activatePath = (id: number) => `/auth/employees/${id}/activate/`;
export const PRIVACY_REQUESTS_PATH = '/people/privacy-requests/';
export const privacyDecisionPath = (id: number, action: 'complete' | 'decline') => `/people/privacy-requests/${id}/${action}/`;

/** A page of privacy requests as the API answers it. */
export function privacyRequestPage(results: PrivacyRequestAdmin[]) {
  return { count: results.length, page: 1, page_size: 10, next: null, previous: null, results, open: results.filter((request) => request.status === 'open').length };
}

/** The People page's server: the signed-in user, one page of employees, the managers and territories on offer, the privacy requests. */
export function servePeople({
  profile = anjaliProfile,
  employees = EMPLOYEES,
  privacyRequests = [],
}: { profile?: Profile; employees?: EmployeeSummary[]; privacyRequests?: PrivacyRequestAdmin[] } = {}) {
  const api = mockApi();
  let current = employees;
  api.onGet(PRIVACY_REQUESTS_PATH).reply(() => [200, privacyRequestPage(privacyRequests)]);
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

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { httpClient, queryClient } from 'shared-auth';
import type { EmployeePage } from 'shared-contracts';
import { peopleParams, type PeopleFilters } from '../model/peopleList';

/** Every People list (any filter or page): creating or (de)activating someone invalidates them all. */
export const employeesKeyPrefix = ['back-office', 'people', 'employees'] as const;

export function employeesQueryKey(filters: PeopleFilters) {
  return [...employeesKeyPrefix, filters] as const;
}

/** GET /auth/employees/?role&is_active&search&page&page_size : everyone, newest first. */
export async function fetchEmployees(filters: PeopleFilters): Promise<EmployeePage> {
  return (await httpClient.get<EmployeePage>('/auth/employees/', { params: peopleParams(filters) })).data;
}

/** One page of employees; the previous answer stays as placeholder while the next loads. */
export function useEmployees(filters: PeopleFilters) {
  return useQuery({ queryKey: employeesQueryKey(filters), queryFn: () => fetchEmployees(filters), placeholderData: keepPreviousData }, queryClient);
}

/** The People list: its filters as the API takes them, and each employee as the table shows it. */
import type { EmployeeSummary, Role } from 'shared-contracts';
import { listParams } from '../../../common/model/paging';
import { roleLabel } from '../../../common/model/roleLabel';

export type ActiveFilter = '' | 'true' | 'false';

export interface PeopleFilters {
  /** "" for every role. */
  role: Role | '';
  active: ActiveFilter;
  search: string;
  page: number;
}

export const NO_FILTERS: PeopleFilters = { role: '', active: '', search: '', page: 1 };

export const ROLE_FILTERS: readonly { value: Role | ''; label: string }[] = [
  { value: '', label: 'All roles' },
  ...(['connector', 'rm', 'admin', 'director'] as const).map((role) => ({ value: role, label: roleLabel(role) })),
];

export const ACTIVE_FILTERS: readonly { value: ActiveFilter; label: string }[] = [
  { value: '', label: 'Active and inactive' },
  { value: 'true', label: 'Active only' },
  { value: 'false', label: 'Inactive only' },
];

/** GET /auth/employees/ query: role, is_active and search only when set. */
export function peopleParams(filters: PeopleFilters): Record<string, string> {
  return listParams({ role: filters.role, is_active: filters.active, search: filters.search }, filters.page);
}

/** The role filter a URL holds (`?role=connector`); anything else is every role. */
export function roleFilterFromParam(value: string | null): PeopleFilters['role'] {
  return ROLE_FILTERS.find((option) => option.value !== '' && option.value === value)?.value ?? '';
}

export function hasFilters(filters: PeopleFilters): boolean {
  return filters.role !== '' || filters.active !== '' || filters.search !== '';
}

export const NOT_SET = 'N/A';

export interface PersonRow {
  id: number;
  employeeId: string;
  name: string;
  role: string;
  territory: string;
  managers: string;
  mobile: string;
  email: string;
  /** Only connectors have a KYC state (staff are not gated). */
  kyc: EmployeeSummary['kyc_state'];
  active: boolean;
  isDirector: boolean;
}

export function personRow(employee: EmployeeSummary): PersonRow {
  const territory = employee.assigned_territory;
  return {
    id: employee.id,
    employeeId: employee.employee_id,
    name: employee.username,
    role: roleLabel(employee.role),
    territory: territory ? `${territory.name} (${territory.level})` : NOT_SET,
    managers: employee.managers.length > 0 ? employee.managers.map((manager) => `${manager.username} (${manager.employee_id})`).join(', ') : NOT_SET,
    mobile: employee.mobile_number ?? NOT_SET,
    email: employee.email ?? NOT_SET,
    kyc: employee.role === 'connector' ? employee.kyc_state : null,
    active: employee.is_active,
    isDirector: employee.role === 'director',
  };
}

/**
 * Whether the signed-in user may deactivate or activate this person (the API refuses otherwise):
 * never themselves, and a director only when they are a director too.
 */
export function canChangeActivation(row: Pick<PersonRow, 'employeeId' | 'isDirector'>, actor: { employee_id: string; role: Role } | undefined): boolean {
  if (actor === undefined || row.employeeId === actor.employee_id) return false;
  return !row.isDirector || actor.role === 'director';
}

export function activationTexts(name: string, activate: boolean) {
  return activate
    ? { title: `Activate ${name}?`, body: `${name} can sign in again.`, confirm: 'Activate', done: `${name} was activated.`, fallback: 'Failed to activate the employee' }
    : {
        title: `Deactivate ${name}?`,
        body: `Deactivating signs ${name} out everywhere at once.`,
        confirm: 'Deactivate',
        done: `${name} was deactivated.`,
        fallback: 'Failed to deactivate the employee',
      };
}

/** The People list: its filters as the API takes them, and each employee as the table shows it. */
import type { EmployeeSummary, Role } from 'shared-contracts';
import { listParams } from '../../../common/model/paging';
import { roleLabel } from '../../../common/model/roleLabel';
import type { PeopleT } from '../i18n';

export type ActiveFilter = '' | 'true' | 'false';

export interface PeopleFilters {
  /** "" for every role. */
  role: Role | '';
  active: ActiveFilter;
  search: string;
  page: number;
}

export const NO_FILTERS: PeopleFilters = { role: '', active: '', search: '', page: 1 };

const FILTER_ROLES: readonly Role[] = ['connector', 'rm', 'admin', 'director'];

/** The role filter's options, in the page's language (made while rendering). */
export function roleFilters(t: PeopleT): { value: Role | ''; label: string }[] {
  return [{ value: '', label: t('filters.allRoles') }, ...FILTER_ROLES.map((role) => ({ value: role, label: roleLabel(role) }))];
}

/** The active filter's options, in the page's language (made while rendering). */
export function activeFilters(t: PeopleT): { value: ActiveFilter; label: string }[] {
  return [
    { value: '', label: t('filters.activeAndInactive') },
    { value: 'true', label: t('filters.activeOnly') },
    { value: 'false', label: t('filters.inactiveOnly') },
  ];
}

/** GET /auth/employees/ query: role, is_active and search only when set. */
export function peopleParams(filters: PeopleFilters): Record<string, string> {
  return listParams({ role: filters.role, is_active: filters.active, search: filters.search }, filters.page);
}

/** The role filter a URL holds (`?role=connector`); anything else is every role. */
export function roleFilterFromParam(value: string | null): PeopleFilters['role'] {
  return FILTER_ROLES.find((role) => role === value) ?? '';
}

export function hasFilters(filters: PeopleFilters): boolean {
  return filters.role !== '' || filters.active !== '' || filters.search !== '';
}

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

/** An employee as the list shows them, in the page's language (made while rendering). */
export function personRow(t: PeopleT, employee: EmployeeSummary): PersonRow {
  const territory = employee.assigned_territory;
  const notSet = t('list.notSet');
  return {
    id: employee.id,
    employeeId: employee.employee_id,
    name: employee.username,
    role: roleLabel(employee.role),
    territory: territory ? t('list.territory', { name: territory.name, level: territory.level }) : notSet,
    managers: employee.managers.length > 0 ? employee.managers.map((manager) => `${manager.username} (${manager.employee_id})`).join(', ') : notSet,
    mobile: employee.mobile_number ?? notSet,
    email: employee.email ?? notSet,
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

export function activationTexts(t: PeopleT, name: string, activate: boolean) {
  return activate
    ? {
        title: t('activation.activateTitle', { name }),
        body: t('activation.activateText', { name }),
        confirm: t('activation.activate'),
        done: t('activation.activated', { name }),
        fallback: t('activation.activateError'),
      }
    : {
        title: t('activation.deactivateTitle', { name }),
        body: t('activation.deactivateText', { name }),
        confirm: t('activation.deactivate'),
        done: t('activation.deactivated', { name }),
        fallback: t('activation.deactivateError'),
      };
}

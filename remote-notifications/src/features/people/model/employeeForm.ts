/**
 * The Add employee dialog's rules: which roles the signed-in user may give, the managers on offer,
 * the checks before sending, the POST body, and where the server's messages go.
 */
import type { EmployeeCreateRequest, EmployeeDetail, Role, TeamMember } from 'shared-contracts';
import { formErrors } from 'shared-ui';
import { roleLabel } from '../../../common/model/roleLabel';
import type { PeopleT } from '../i18n';

export interface EmployeeFormValues {
  employeeId: string;
  username: string;
  role: string;
  managerIds: string[];
  territoryId: string;
  mobile: string;
  email: string;
}

export type EmployeeField = keyof EmployeeFormValues;
export type EmployeeFormErrors = Partial<Record<EmployeeField, string>>;

export const EMPTY_EMPLOYEE: EmployeeFormValues = {
  employeeId: '',
  username: '',
  role: '',
  managerIds: [],
  territoryId: '',
  mobile: '',
  email: '',
};

/** The contract allows at most 10 reporting managers. */
export const MAX_MANAGERS = 10;

const STAFF_ORDER: readonly Role[] = ['director', 'admin', 'rm'];

/** The roles the signed-in user may give: Director only when they are a director themselves. */
export function roleOptions(actorRole: Role | undefined): { value: Role; label: string }[] {
  const roles: Role[] = ['connector', 'rm', 'admin', ...(actorRole === 'director' ? (['director'] as const) : [])];
  return roles.map((role) => ({ value: role, label: roleLabel(role) }));
}

export interface ManagerOption {
  employeeId: string;
  label: string;
  role: string;
}

/** Who may be a reporting manager: the staff (directors, admins, RMs), each by name. Connectors have no reportees. */
export function managerOptions(members: readonly TeamMember[]): ManagerOption[] {
  return members
    .filter((member) => STAFF_ORDER.includes(member.role))
    .sort((a, b) => STAFF_ORDER.indexOf(a.role) - STAFF_ORDER.indexOf(b.role) || a.username.localeCompare(b.username, 'en-IN'))
    .map((member) => ({ employeeId: member.employee_id, label: `${member.username} (${member.employee_id})`, role: roleLabel(member.role) }));
}

const EMPLOYEE_ID = /^[A-Za-z0-9]{2,32}$/;
const MOBILE = /^[6-9][0-9]{9}$/;
// The API's EMAIL_PATTERN (shared-contracts): dot-separated domain labels, no backtracking on any input.
const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

/** The checks before sending (the API checks again, and what is taken). */
export function employeeFormErrors(t: PeopleT, values: EmployeeFormValues): EmployeeFormErrors {
  const errors: EmployeeFormErrors = {};
  const employeeId = values.employeeId.trim();
  if (employeeId === '') errors.employeeId = t('employeeForm.employeeIdRequired');
  else if (!EMPLOYEE_ID.test(employeeId)) errors.employeeId = t('employeeForm.employeeIdFormat');
  const username = values.username.trim();
  if (username === '') errors.username = t('employeeForm.nameRequired');
  else if (username.length < 2) errors.username = t('employeeForm.nameTooShort');
  if (values.role === '') errors.role = t('employeeForm.roleRequired');
  if (values.managerIds.length > MAX_MANAGERS) errors.managerIds = t('employeeForm.tooManyManagers', { max: MAX_MANAGERS });
  const mobile = values.mobile.trim();
  if (mobile !== '' && !MOBILE.test(mobile)) errors.mobile = t('employeeForm.mobileInvalid');
  const email = values.email.trim();
  if (email !== '' && !EMAIL.test(email)) errors.email = t('employeeForm.emailInvalid');
  return errors;
}

/** The POST body: trimmed texts; mobile, e-mail, territory and managers only when given. */
export function employeePayload(values: EmployeeFormValues): EmployeeCreateRequest {
  const mobile = values.mobile.trim();
  const email = values.email.trim();
  return {
    employee_id: values.employeeId.trim(),
    username: values.username.trim(),
    role: values.role as Role,
    ...(mobile === '' ? {} : { mobile_number: mobile }),
    ...(email === '' ? {} : { email }),
    ...(values.territoryId === '' ? {} : { assigned_territory_id: Number(values.territoryId) }),
    ...(values.managerIds.length === 0 ? {} : { manager_ids: values.managerIds }),
  };
}

const EMPLOYEE_API_FIELDS = {
  employee_id: 'employeeId',
  username: 'username',
  role: 'role',
  manager_ids: 'managerIds',
  assigned_territory_id: 'territoryId',
  mobile_number: 'mobile',
  email: 'email',
} as const satisfies Record<keyof EmployeeCreateRequest, EmployeeField>;

type ApiField = keyof typeof EMPLOYEE_API_FIELDS;

/** A failed create: the server's first message per field under it; anything else above the buttons. */
export function employeeServerErrors(t: PeopleT, error: unknown): { fields: EmployeeFormErrors; other: string | undefined } {
  const { fields: apiFields, other } = formErrors(error, Object.keys(EMPLOYEE_API_FIELDS) as ApiField[]);
  const fields: EmployeeFormErrors = {};
  for (const [apiField, field] of Object.entries(EMPLOYEE_API_FIELDS)) {
    const message = apiFields[apiField as ApiField];
    if (message !== undefined) fields[field] = message;
  }
  return { fields, other: other ?? (Object.keys(fields).length === 0 ? t('addEmployee.error') : undefined) };
}

export function employeeCreatedMessage(t: PeopleT, employee: Pick<EmployeeDetail, 'username' | 'employee_id'>): string {
  return t('addEmployee.created', { name: employee.username, employeeId: employee.employee_id });
}

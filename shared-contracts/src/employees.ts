import { Type, type Static } from '@sinclair/typebox';
import { EmailAddress, MobileNumber, Nullable } from './common';
import { Language, Role } from './auth';

export const TeamMember = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  employee_id: Type.String(),
  role: Role,
  email: Nullable(Type.String()),
});
export type TeamMember = Static<typeof TeamMember>;

/** GET /leads/employees/{id}/ (id = employee_id such as CN1001, or the numeric id) */
export const EmployeeDetail = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  employee_id: Type.String(),
  email: Nullable(Type.String()),
  mobile_number: Nullable(Type.String()),
  role: Role,
  assigned_territory: Nullable(Type.Object({ id: Type.Integer(), name: Type.String(), level: Type.String() })),
  reporting_managers: Type.Array(TeamMember),
  reportees: Type.Array(TeamMember),
});
export type EmployeeDetail = Static<typeof EmployeeDetail>;

/** GET /auth/employee/fetch/ */
export const EmployeeList = Type.Array(TeamMember);
export type EmployeeList = Static<typeof EmployeeList>;

/**
 * PATCH /auth/employees/update/. The mobile number is the channel for OTP sign-in and password
 * reset, so changing it (to another number or to null) also needs `current_password`; a change
 * of username alone does not.
 */
export const ProfileUpdateRequest = Type.Object(
  {
    username: Type.Optional(Type.String({ minLength: 2, maxLength: 80 })),
    mobile_number: Type.Optional(Nullable(MobileNumber)),
    current_password: Type.Optional(Type.String({ minLength: 1, maxLength: 256 })),
    language: Type.Optional(Language),
  },
  { additionalProperties: false },
);
export type ProfileUpdateRequest = Static<typeof ProfileUpdateRequest>;

/**
 * POST /auth/employee/create/ (admin, director). The new employee has no usable password until
 * they set one through the password reset.
 */
export const EmployeeCreateRequest = Type.Object(
  {
    employee_id: Type.String({ minLength: 2, maxLength: 32, pattern: '^[A-Za-z0-9]+$' }),
    username: Type.String({ minLength: 2, maxLength: 80 }),
    email: Type.Optional(Nullable(EmailAddress)),
    mobile_number: Type.Optional(Nullable(MobileNumber)),
    role: Role,
    assigned_territory_id: Type.Optional(Nullable(Type.Integer({ minimum: 1 }))),
    manager_ids: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 32 }), { maxItems: 10, uniqueItems: true })),
  },
  { additionalProperties: false },
);
export type EmployeeCreateRequest = Static<typeof EmployeeCreateRequest>;

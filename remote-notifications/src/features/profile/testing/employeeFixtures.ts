import { TEST_PROFILE } from 'shared-auth/testing';
import type { EmployeeDetail, Profile, TeamMember } from 'shared-contracts';

/** Employees shaped like the API's demo data, for tests of this feature. */
export const vikram: TeamMember = {
  id: 5,
  username: 'Vikram Mehta',
  employee_id: 'RM2001',
  role: 'rm',
  email: 'vikram.mehta@connectorportal.in',
};

export const anjali: TeamMember = {
  id: 6,
  username: 'Anjali Desai',
  employee_id: 'AD3001',
  role: 'admin',
  email: 'anjali.desai@connectorportal.in',
};

export const connectors: TeamMember[] = [
  { id: 1, username: 'Aarav Sharma', employee_id: 'CN1001', role: 'connector', email: 'aarav.sharma@connectorportal.in' },
  { id: 2, username: 'Priya Nair', employee_id: 'CN1002', role: 'connector', email: 'priya.nair@connectorportal.in' },
  { id: 3, username: 'Rohan Verma', employee_id: 'CN1003', role: 'connector', email: 'rohan.verma@connectorportal.in' },
  { id: 4, username: 'Sneha Iyer', employee_id: 'CN1004', role: 'connector', email: 'sneha.iyer@connectorportal.in' },
];

/** The signed-in connector CN1001 (TEST_PROFILE) with their manager. */
export const aarav: EmployeeDetail = {
  ...TEST_PROFILE,
  reporting_managers: [vikram],
  reportees: [],
};

/** A manager without a mobile number or territory, with four reportees. */
export const vikramDetail: EmployeeDetail = {
  ...vikram,
  mobile_number: null,
  assigned_territory: null,
  reporting_managers: [anjali],
  reportees: connectors,
};

/** GET /auth/profile/'s answer for an employee: the details without the hierarchy. */
export function profileOf(employee: EmployeeDetail): Profile {
  const { reporting_managers: _managers, reportees: _reportees, ...profile } = employee;
  return { ...profile, language: 'en' };
}

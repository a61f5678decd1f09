import type { EmployeeDetail, EmployeePage, EmployeeSummary, Profile, Territory, TeamMember } from 'shared-contracts';
import { pageOf } from '../../../common/testing/pages';

/** Employees, territories and managers shaped like the API's demo data (docs/demo-data.md). */
const CREATED = '2026-10-01T10:00:00+05:30';

const vikramRef = { employee_id: 'RM2001', username: 'Vikram Mehta' };
const anjaliRef = { employee_id: 'AD3001', username: 'Anjali Desai' };
const rajeshRef = { employee_id: 'DR4001', username: 'Rajesh Kapoor' };

export const aarav: EmployeeSummary = {
  id: 1,
  employee_id: 'CN1001',
  username: 'Aarav Sharma',
  role: 'connector',
  email: 'aarav.sharma@connectorportal.in',
  mobile_number: '9876500001',
  assigned_territory: { id: 7, name: 'Pune West', level: 'cluster' },
  managers: [vikramRef],
  is_active: true,
  kyc_state: 'verified',
  created_at: CREATED,
};

export const rohan: EmployeeSummary = {
  ...aarav,
  id: 3,
  employee_id: 'CN1003',
  username: 'Rohan Verma',
  email: null,
  mobile_number: null,
  assigned_territory: null,
  is_active: false,
  kyc_state: 'rejected',
};

export const vikram: EmployeeSummary = {
  id: 5,
  employee_id: 'RM2001',
  username: 'Vikram Mehta',
  role: 'rm',
  email: 'vikram.mehta@connectorportal.in',
  mobile_number: '9876500021',
  assigned_territory: { id: 3, name: 'Maharashtra', level: 'state' },
  managers: [anjaliRef, rajeshRef],
  is_active: true,
  kyc_state: null,
  created_at: CREATED,
};

export const anjali: EmployeeSummary = {
  id: 6,
  employee_id: 'AD3001',
  username: 'Anjali Desai',
  role: 'admin',
  email: 'anjali.desai@connectorportal.in',
  mobile_number: '9876500031',
  assigned_territory: { id: 1, name: 'West Zone', level: 'zone' },
  managers: [rajeshRef],
  is_active: true,
  kyc_state: null,
  created_at: CREATED,
};

export const rajesh: EmployeeSummary = {
  id: 7,
  employee_id: 'DR4001',
  username: 'Rajesh Kapoor',
  role: 'director',
  email: 'rajesh.kapoor@connectorportal.in',
  mobile_number: '9876500041',
  assigned_territory: null,
  managers: [],
  is_active: true,
  kyc_state: null,
  created_at: CREATED,
};

export const EMPLOYEES = [aarav, rohan, vikram, anjali];

export function employeePage(results: EmployeeSummary[], options: { page?: number; count?: number } = {}): EmployeePage {
  return pageOf(results, options);
}

/** GET /auth/profile/ of the signed-in back-office user. */
export const anjaliProfile: Profile = {
  id: 6,
  username: 'Anjali Desai',
  employee_id: 'AD3001',
  email: 'anjali.desai@connectorportal.in',
  mobile_number: '9876500031',
  role: 'admin',
  assigned_territory: { id: 1, name: 'West Zone', level: 'zone' },
  language: 'en',
};

export const rajeshProfile: Profile = {
  id: 7,
  username: 'Rajesh Kapoor',
  employee_id: 'DR4001',
  email: 'rajesh.kapoor@connectorportal.in',
  mobile_number: '9876500041',
  role: 'director',
  assigned_territory: null,
  language: 'en',
};

/** GET /auth/employee/fetch/ for the back office: every active employee. */
export const MEMBERS: TeamMember[] = [
  { id: 1, username: 'Aarav Sharma', employee_id: 'CN1001', role: 'connector', email: 'aarav.sharma@connectorportal.in' },
  { id: 5, username: 'Vikram Mehta', employee_id: 'RM2001', role: 'rm', email: 'vikram.mehta@connectorportal.in' },
  { id: 8, username: 'Neha Gupta', employee_id: 'RM2002', role: 'rm', email: 'neha.gupta@connectorportal.in' },
  { id: 6, username: 'Anjali Desai', employee_id: 'AD3001', role: 'admin', email: 'anjali.desai@connectorportal.in' },
  { id: 7, username: 'Rajesh Kapoor', employee_id: 'DR4001', role: 'director', email: 'rajesh.kapoor@connectorportal.in' },
];

/** GET /auth/subterritories/fetch/ for the back office: zones, then states, then clusters, each by name. */
export const TERRITORIES: Territory[] = [
  { id: 2, name: 'South Zone', level: 'zone', parent_id: null },
  { id: 1, name: 'West Zone', level: 'zone', parent_id: null },
  { id: 4, name: 'Karnataka', level: 'state', parent_id: 2 },
  { id: 3, name: 'Maharashtra', level: 'state', parent_id: 1 },
  { id: 10, name: 'Bengaluru North', level: 'cluster', parent_id: 4 },
  { id: 9, name: 'Bengaluru South', level: 'cluster', parent_id: 4 },
  { id: 8, name: 'Pune East', level: 'cluster', parent_id: 3 },
  { id: 7, name: 'Pune West', level: 'cluster', parent_id: 3 },
];

/** The API's answer to a successful create. */
export function createdEmployee(overrides: Partial<EmployeeDetail> = {}): EmployeeDetail {
  return {
    id: 11,
    username: 'Ishaan Kulkarni',
    employee_id: 'CN1007',
    email: null,
    mobile_number: '9876500007',
    role: 'connector',
    assigned_territory: { id: 7, name: 'Pune West', level: 'cluster' },
    reporting_managers: [MEMBERS[1]],
    reportees: [],
    ...overrides,
  };
}

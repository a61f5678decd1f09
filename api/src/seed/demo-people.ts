import type { Role } from 'shared-contracts';

export const DEMO_PASSWORD = 'Demo@1234';

export interface TerritorySeed {
  name: string;
  level: 'zone' | 'state' | 'cluster';
  parent: string | null;
}

export const TERRITORIES: TerritorySeed[] = [
  { name: 'West Zone', level: 'zone', parent: null },
  { name: 'South Zone', level: 'zone', parent: null },
  { name: 'North Zone', level: 'zone', parent: null },
  { name: 'East Zone', level: 'zone', parent: null },
  { name: 'Maharashtra', level: 'state', parent: 'West Zone' },
  { name: 'Gujarat', level: 'state', parent: 'West Zone' },
  { name: 'Karnataka', level: 'state', parent: 'South Zone' },
  { name: 'Tamil Nadu', level: 'state', parent: 'South Zone' },
  { name: 'Telangana', level: 'state', parent: 'South Zone' },
  { name: 'Kerala', level: 'state', parent: 'South Zone' },
  { name: 'Delhi', level: 'state', parent: 'North Zone' },
  { name: 'Uttar Pradesh', level: 'state', parent: 'North Zone' },
  { name: 'Rajasthan', level: 'state', parent: 'North Zone' },
  { name: 'West Bengal', level: 'state', parent: 'East Zone' },
  { name: 'Pune West', level: 'cluster', parent: 'Maharashtra' },
  { name: 'Pune East', level: 'cluster', parent: 'Maharashtra' },
  { name: 'Mumbai Suburban', level: 'cluster', parent: 'Maharashtra' },
  { name: 'Mumbai Central', level: 'cluster', parent: 'Maharashtra' },
  { name: 'Ahmedabad West', level: 'cluster', parent: 'Gujarat' },
  { name: 'Bengaluru South', level: 'cluster', parent: 'Karnataka' },
  { name: 'Bengaluru North', level: 'cluster', parent: 'Karnataka' },
  { name: 'Chennai Central', level: 'cluster', parent: 'Tamil Nadu' },
  { name: 'Hyderabad Central', level: 'cluster', parent: 'Telangana' },
  { name: 'Kochi Central', level: 'cluster', parent: 'Kerala' },
  { name: 'Delhi South', level: 'cluster', parent: 'Delhi' },
  { name: 'Lucknow Central', level: 'cluster', parent: 'Uttar Pradesh' },
  { name: 'Jaipur Central', level: 'cluster', parent: 'Rajasthan' },
  { name: 'Kolkata Central', level: 'cluster', parent: 'West Bengal' },
];

export type KycSeedState = 'verified' | 'not_submitted' | 'rejected' | 'pending' | 'not_required';

export interface EmployeeSeed {
  employeeId: string;
  username: string;
  role: Role;
  mobile: string;
  territory: string | null;
  managers: string[];
  kyc: KycSeedState;
  /** Has not signed in yet: no consent to the privacy notice, which they see first (docs/demo-data.md). */
  firstSignIn?: true;
}

const email = (username: string) => `${username.toLowerCase().replace(/\s+/g, '.')}@connectorportal.in`;
export const emailOf = (employee: EmployeeSeed) => email(employee.username);

/** The demo accounts (docs/demo-data.md) plus a second team so several connectors have leads. */
export const EMPLOYEES: EmployeeSeed[] = [
  { employeeId: 'DR4001', username: 'Rajesh Kapoor', role: 'director', mobile: '9876500041', territory: null, managers: [], kyc: 'not_required' },
  { employeeId: 'AD3001', username: 'Anjali Desai', role: 'admin', mobile: '9876500031', territory: 'West Zone', managers: ['DR4001'], kyc: 'not_required' },
  { employeeId: 'RM2001', username: 'Vikram Mehta', role: 'rm', mobile: '9876500021', territory: 'Maharashtra', managers: ['AD3001'], kyc: 'not_required' },
  { employeeId: 'CN1001', username: 'Aarav Sharma', role: 'connector', mobile: '9876500001', territory: 'Pune West', managers: ['RM2001'], kyc: 'verified' },
  { employeeId: 'CN1002', username: 'Priya Nair', role: 'connector', mobile: '9876500002', territory: 'Pune East', managers: ['RM2001'], kyc: 'not_submitted', firstSignIn: true },
  { employeeId: 'CN1003', username: 'Rohan Verma', role: 'connector', mobile: '9876500003', territory: 'Mumbai Suburban', managers: ['RM2001'], kyc: 'rejected' },
  { employeeId: 'CN1004', username: 'Sneha Iyer', role: 'connector', mobile: '9876500004', territory: 'Mumbai Central', managers: ['RM2001'], kyc: 'pending' },
  { employeeId: 'RM2002', username: 'Neha Gupta', role: 'rm', mobile: '9876500022', territory: 'Karnataka', managers: ['AD3001'], kyc: 'not_required' },
  { employeeId: 'CN1005', username: 'Kavya Reddy', role: 'connector', mobile: '9876500005', territory: 'Bengaluru South', managers: ['RM2002'], kyc: 'verified' },
  { employeeId: 'CN1006', username: 'Arjun Singh', role: 'connector', mobile: '9876500006', territory: 'Bengaluru North', managers: ['RM2002'], kyc: 'verified' },
];

export const REJECTED_KYC_REASON = 'PAN image is blurred';

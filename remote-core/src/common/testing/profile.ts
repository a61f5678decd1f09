/**
 * The signed-in user's profile for screens that depend on the role (the back office): GET
 * /auth/profile/ answers TEST_PROFILE with the given role and identity.
 */
import type { Profile, Role } from 'shared-contracts';
import { TEST_PROFILE, mockApi } from 'shared-auth/testing';

const STAFF: Record<Role, Pick<Profile, 'username' | 'employee_id'>> = {
  connector: { username: TEST_PROFILE.username, employee_id: TEST_PROFILE.employee_id },
  rm: { username: 'Vikram Mehta', employee_id: 'RM2001' },
  admin: { username: 'Priya Nair', employee_id: 'AD3001' },
  director: { username: 'Rohan Kapoor', employee_id: 'DR4001' },
};

export function profileOf(role: Role): Profile {
  return { ...TEST_PROFILE, ...STAFF[role], role, assigned_territory: role === 'connector' ? TEST_PROFILE.assigned_territory : null };
}

/** Answers GET /auth/profile/ with a user of that role. */
export function mockProfile(role: Role): Profile {
  const profile = profileOf(role);
  mockApi().onGet('/auth/profile/').reply(200, profile);
  return profile;
}

/** The query of a requested URL ("/leads/manage/leads/?status=approved&page=2") as a plain object. */
export function queryOf(url: string | undefined): Record<string, string> {
  const query = (url ?? '').split('?')[1] ?? '';
  return Object.fromEntries(new URLSearchParams(query).entries());
}

/** The path of a requested URL, without its query. */
export function pathOf(url: string | undefined): string {
  return (url ?? '').split('?')[0];
}

/**
 * The signed-in user for the criteria screen's tests: GET /auth/profile/ answers the demo
 * connector (TEST_PROFILE) with the given role and a matching identity.
 */
import type { Profile, Role } from 'shared-contracts';
import { TEST_PROFILE, mockApi } from 'shared-auth/testing';

const PEOPLE: Record<Role, Pick<Profile, 'username' | 'employee_id'>> = {
  connector: { username: TEST_PROFILE.username, employee_id: TEST_PROFILE.employee_id },
  rm: { username: 'Vikram Mehta', employee_id: 'RM2001' },
  admin: { username: 'Priya Nair', employee_id: 'AD3001' },
  director: { username: 'Rohan Kapoor', employee_id: 'DR4001' },
};

export function profileOf(role: Role): Profile {
  return { ...TEST_PROFILE, ...PEOPLE[role], role, assigned_territory: role === 'connector' ? TEST_PROFILE.assigned_territory : null };
}

/** Answers GET /auth/profile/ with a user of that role. */
export function mockProfile(role: Role): Profile {
  const profile = profileOf(role);
  mockApi().onGet('/auth/profile/').reply(200, profile);
  return profile;
}

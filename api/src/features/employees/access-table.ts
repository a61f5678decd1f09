import { BACK_OFFICE, KYC_VERIFIED, SIGNED_IN, type AccessTable } from '../../security/access-expectations';

/** Employees: details, the visible team, creation, the own profile update, and People (docs/api.md). */
export const employeesAccess: AccessTable = {
  'GET /leads/employees/:id/': {
    expect: { ...KYC_VERIFIED, other_connector: 'forbidden' },
    params: { id: 'connector.employee-id' },
    why:
      'Oneself, the people in one\'s reporting line (RM2001 manages CN1001) and the back office; anyone else 403 ' +
      '(employee ids are not secret, so the detail keeps its 403 instead of a 404).',
  },
  'GET /leads/employees/me/': { expect: KYC_VERIFIED, why: 'Only ever the caller\'s own details.' },
  'GET /auth/employee/fetch/': {
    expect: KYC_VERIFIED,
    why: 'Everyone gets an answer: the back office every active employee, anyone else only their own reporting line.',
  },
  'POST /auth/employee/create/': { expect: BACK_OFFICE, why: 'Only a director creates a director (a 400 on role, checked in the handler).' },
  'PATCH /auth/employees/update/': { expect: SIGNED_IN, why: 'The own username and mobile number; KYC-exempt.' },
  'GET /auth/employees/': { expect: BACK_OFFICE },
  'POST /auth/employees/:id/deactivate/': {
    expect: BACK_OFFICE,
    params: { id: 'spare-employee-id' },
    why: 'Only a director (de)activates a director (403 from the handler; the walk uses a connector).',
  },
  'POST /auth/employees/:id/activate/': { expect: BACK_OFFICE, params: { id: 'spare-employee-id' } },
};

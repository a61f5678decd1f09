import { t } from '../i18n';
import { MEMBERS } from '../testing/peopleFixtures';
import {
  EMPTY_EMPLOYEE,
  MAX_MANAGERS,
  employeeCreatedMessage,
  employeeFormErrors,
  employeePayload,
  employeeServerErrors,
  managerOptions,
  roleOptions,
} from './employeeForm';

function failure(status: number, data?: unknown) {
  return Object.assign(new Error(`Request failed with status code ${status}`), { response: { status, data } });
}

const filled = { ...EMPTY_EMPLOYEE, employeeId: 'CN1007', username: 'Ishaan Kulkarni', role: 'connector' };

describe('roles and managers', () => {
  it('offers Director only to a director', () => {
    expect(roleOptions('admin').map((option) => option.value)).toEqual(['connector', 'rm', 'admin']);
    expect(roleOptions(undefined).map((option) => option.value)).toEqual(['connector', 'rm', 'admin']);
    expect(roleOptions('director').map((option) => option.label)).toEqual(['Connector', 'Relationship Manager', 'Admin', 'Director']);
  });

  it('offers the staff as managers, most senior first, by name', () => {
    expect(managerOptions(MEMBERS).map((option) => option.employeeId)).toEqual(['DR4001', 'AD3001', 'RM2002', 'RM2001']);
  });
});

describe('the employee form', () => {
  it('accepts the required fields alone', () => {
    expect(employeeFormErrors(t, filled)).toEqual({});
    expect(employeePayload(filled)).toEqual({ employee_id: 'CN1007', username: 'Ishaan Kulkarni', role: 'connector' });
  });

  it('checks the formats of the optional fields and the number of managers', () => {
    const managerIds = Array.from({ length: MAX_MANAGERS + 1 }, (_, index) => `RM${index}`);
    expect(employeeFormErrors(t, { ...filled, mobile: '5876500007', email: 'a@b', managerIds })).toEqual({
      mobile: 'Enter a valid 10-digit mobile number.',
      email: 'Enter a valid e-mail address.',
      managerIds: 'Choose at most 10 managers.',
    });
  });

  it('sends the optional fields only when given, trimmed', () => {
    expect(
      employeePayload({ ...filled, mobile: ' 9876500007 ', email: ' ishaan@connectorportal.in ', territoryId: '7', managerIds: ['RM2001', 'AD3001'] }),
    ).toEqual({
      employee_id: 'CN1007',
      username: 'Ishaan Kulkarni',
      role: 'connector',
      mobile_number: '9876500007',
      email: 'ishaan@connectorportal.in',
      assigned_territory_id: 7,
      manager_ids: ['RM2001', 'AD3001'],
    });
  });

  it("places the server's messages under the fields, the rest above the buttons", () => {
    expect(employeeServerErrors(t, failure(400, { assigned_territory_id: ['Unknown territory.'], role: ['Only a director can create a director.'] }))).toEqual({
      fields: { territoryId: 'Unknown territory.', role: 'Only a director can create a director.' },
      other: undefined,
    });
    expect(employeeServerErrors(t, failure(403, { detail: 'Forbidden' }))).toEqual({ fields: {}, other: 'Forbidden' });
    expect(employeeServerErrors(t, new Error('boom'))).toEqual({ fields: {}, other: 'Failed to create the employee' });
  });

  it('says how the new employee gets a password', () => {
    expect(employeeCreatedMessage(t, { username: 'Ishaan Kulkarni', employee_id: 'CN1007' })).toBe(
      'Ishaan Kulkarni (CN1007) was created. They set their password with Forgot password on the sign-in page.',
    );
  });
});

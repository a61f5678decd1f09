import { t } from '../i18n';
import { TEST_PROFILE } from 'shared-auth/testing';
import type { EmployeeDetail } from 'shared-contracts';
import {
  changedFields,
  formValuesOf,
  mobileNumberChanged,
  PROFILE_UPDATE_FALLBACK_ERROR,
  profileFormErrors,
  type ProfileFormValues,
} from './profileForm';

const stored: EmployeeDetail = {
  ...TEST_PROFILE,
  assigned_territory: null,
  reporting_managers: [],
  reportees: [],
};

/** An axios-like failure with the given answer. */
function failure(status: number, data?: unknown) {
  return Object.assign(new Error(`Request failed with status code ${status}`), { response: { status, data } });
}

function values(changes: Partial<ProfileFormValues>): ProfileFormValues {
  return { ...formValuesOf(stored), ...changes };
}

describe('changedFields', () => {
  it('is empty when the form still holds the stored values (surrounding spaces ignored)', () => {
    expect(changedFields(stored, values({ username: '  Aarav Sharma ', mobile_number: ' 9876500001' }))).toEqual({});
  });

  it('sends a cleared mobile number as null, and a trimmed new username', () => {
    expect(changedFields(stored, values({ username: ' Aarav S. ', mobile_number: '' }))).toEqual({
      username: 'Aarav S.',
      mobile_number: null,
    });
  });

  it('treats an empty field as unchanged when no mobile number was stored', () => {
    const withoutMobile = { ...stored, mobile_number: null };
    expect(formValuesOf(withoutMobile)).toEqual({ username: 'Aarav Sharma', mobile_number: '', current_password: '' });
    expect(changedFields(withoutMobile, formValuesOf(withoutMobile))).toEqual({});
  });

  it('sends the current password, as typed, with a new mobile number', () => {
    expect(changedFields(stored, values({ mobile_number: '9123456789', current_password: ' Demo@1234' }))).toEqual({
      mobile_number: '9123456789',
      current_password: ' Demo@1234',
    });
    expect(changedFields(stored, values({ mobile_number: '', current_password: 'Demo@1234' }))).toEqual({
      mobile_number: null,
      current_password: 'Demo@1234',
    });
  });

  it('never sends the current password without a mobile number change, nor an empty one', () => {
    expect(changedFields(stored, values({ username: 'Aarav S.', current_password: 'Demo@1234' }))).toEqual({
      username: 'Aarav S.',
    });
    expect(changedFields(stored, values({ mobile_number: '9123456789' }))).toEqual({ mobile_number: '9123456789' });
  });
});

describe('mobileNumberChanged', () => {
  it('compares the trimmed entry with the stored number', () => {
    expect(mobileNumberChanged(stored, values({ mobile_number: ' 9876500001 ' }))).toBe(false);
    expect(mobileNumberChanged(stored, values({ mobile_number: '9876500002' }))).toBe(true);
    expect(mobileNumberChanged(stored, values({ mobile_number: '' }))).toBe(true);
    expect(mobileNumberChanged({ ...stored, mobile_number: null }, values({ mobile_number: '' }))).toBe(false);
  });
});

describe('profileFormErrors', () => {
  it("keeps username's own message when a general error comes with it", () => {
    expect(profileFormErrors(failure(400, { detail: 'Validation failed', username: ['Too short'] }), t)).toEqual({
      username: 'Too short',
    });
  });

  it('accepts a single string as a field message and skips empty ones', () => {
    expect(profileFormErrors(failure(400, { mobile_number: 'Invalid number', other: [] }), t)).toEqual({
      mobile_number: 'Invalid number',
    });
  });

  it('puts a current password message under the current password', () => {
    expect(profileFormErrors(failure(400, { current_password: ['Your current password is incorrect.'] }), t)).toEqual({
      current_password: 'Your current password is incorrect.',
    });
  });

  it("puts another field's message or the server's detail under username", () => {
    expect(profileFormErrors(failure(400, { email: ['Email cannot be changed here'] }), t)).toEqual({
      username: 'Email cannot be changed here',
    });
    expect(profileFormErrors(failure(409, { detail: 'Mobile number is already registered' }), t)).toEqual({
      username: 'Mobile number is already registered',
    });
  });

  it('falls back when there was no answer or the answer holds no message', () => {
    expect(profileFormErrors(new Error('Network Error'), t)).toEqual({ username: t(PROFILE_UPDATE_FALLBACK_ERROR) });
    expect(profileFormErrors(failure(502, '<html>Bad gateway</html>'), t)).toEqual({
      username: t(PROFILE_UPDATE_FALLBACK_ERROR),
    });
  });
});

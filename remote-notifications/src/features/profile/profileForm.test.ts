import { TEST_PROFILE } from 'shared-auth/testing';
import type { EmployeeDetail } from 'shared-contracts';
import { changedFields, formValuesOf } from './profileForm';
import { PROFILE_UPDATE_FALLBACK_ERROR, toProfileFieldErrors } from './profileErrors';

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

describe('changedFields', () => {
  it('is empty when the form still holds the stored values (surrounding spaces ignored)', () => {
    expect(changedFields(stored, { username: '  Aarav Sharma ', mobile_number: ' 9876500001' })).toEqual({});
  });

  it('sends a cleared mobile number as null, and a trimmed new username', () => {
    expect(changedFields(stored, { username: ' Aarav S. ', mobile_number: '' })).toEqual({
      username: 'Aarav S.',
      mobile_number: null,
    });
  });

  it('treats an empty field as unchanged when no mobile number was stored', () => {
    const withoutMobile = { ...stored, mobile_number: null };
    expect(formValuesOf(withoutMobile)).toEqual({ username: 'Aarav Sharma', mobile_number: '' });
    expect(changedFields(withoutMobile, formValuesOf(withoutMobile))).toEqual({});
  });
});

describe('toProfileFieldErrors', () => {
  it("keeps username's own message when a general error comes with it", () => {
    expect(toProfileFieldErrors(failure(400, { detail: 'Validation failed', username: ['Too short'] }))).toEqual({
      username: 'Too short',
    });
  });

  it('accepts a single string as a field message and skips empty ones', () => {
    expect(toProfileFieldErrors(failure(400, { mobile_number: 'Invalid number', other: [] }))).toEqual({
      mobile_number: 'Invalid number',
    });
  });

  it('falls back when there was no answer or the answer holds no message', () => {
    expect(toProfileFieldErrors(new Error('Network Error'))).toEqual({ username: PROFILE_UPDATE_FALLBACK_ERROR });
    expect(toProfileFieldErrors(failure(502, '<html>Bad gateway</html>'))).toEqual({
      username: PROFILE_UPDATE_FALLBACK_ERROR,
    });
  });
});

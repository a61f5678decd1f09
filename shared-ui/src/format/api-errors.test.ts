import { AxiosError, AxiosHeaders, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import {
  allFieldMessages,
  DEFAULT_ERROR_MESSAGE,
  fieldErrors,
  formErrors,
  getErrorMessage,
  NO_RESPONSE_MESSAGE,
  parseApiError,
  responseStatus,
  serverMessage,
} from './api-errors';

const config = { headers: new AxiosHeaders() } as InternalAxiosRequestConfig;

/** A real axios error for an answer with this status and body. */
function answered(status: number, data?: unknown): AxiosError {
  const response = { status, statusText: '', data, headers: {}, config } as AxiosResponse;
  return new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_RESPONSE', config, {}, response);
}

const networkError = new AxiosError('Network Error', 'ERR_NETWORK', config, {});
const timeout = new AxiosError('timeout of 10000ms exceeded', 'ECONNABORTED', config, {});

describe('parseApiError', () => {
  it('reads an answer: status, detail, message and the field messages of a 400', () => {
    expect(parseApiError(answered(400, { detail: 'Invalid input.', username: ['Too short'] }))).toEqual({
      kind: 'answered',
      status: 400,
      detail: 'Invalid input.',
      message: undefined,
      fieldErrors: { username: 'Too short' },
    });
    expect(parseApiError(answered(503))).toEqual({
      kind: 'answered',
      status: 503,
      detail: undefined,
      message: undefined,
      fieldErrors: {},
    });
  });

  it('tells a request without an answer from an error that never was a request', () => {
    expect(parseApiError(networkError)).toEqual({ kind: 'no-response' });
    expect(parseApiError(timeout)).toEqual({ kind: 'no-response' });
    expect(parseApiError(new Error('boom'))).toEqual({ kind: 'other', message: 'boom' });
    expect(parseApiError(null)).toEqual({ kind: 'other' });
  });

  it('works on the shape alone, as tests and other clients build it', () => {
    expect(parseApiError({ response: { status: 401, data: { detail: 'Token expired' } } })).toMatchObject({
      kind: 'answered',
      status: 401,
      detail: 'Token expired',
    });
    expect(parseApiError({ response: { data: { message: 'Try later' } } })).toMatchObject({
      kind: 'answered',
      status: undefined,
      message: 'Try later',
    });
    expect(parseApiError({ request: {}, message: 'Network Error' })).toEqual({ kind: 'no-response' });
  });
});

describe('getErrorMessage (the spec chain)', () => {
  it("shows the server's detail first", () => {
    expect(getErrorMessage(answered(401, { detail: 'Invalid employee ID or password', message: 'x' }), 'Login failed')).toBe(
      'Invalid employee ID or password',
    );
  });

  it("then the server's message", () => {
    expect(getErrorMessage(answered(400, { message: 'Bank is inactive' }), 'An error occurred')).toBe('Bank is inactive');
  });

  it('uses the fallback when the answer has neither (validation maps, HTML pages, empty texts)', () => {
    expect(getErrorMessage(answered(400, { mobile_number: ['Enter a valid mobile number'] }), 'Failed to update profile')).toBe(
      'Failed to update profile',
    );
    expect(getErrorMessage(answered(502, '<html>Bad gateway</html>'), 'Failed to fetch banks')).toBe('Failed to fetch banks');
    expect(getErrorMessage(answered(500, { detail: '  ' }), 'An error occurred')).toBe('An error occurred');
    expect(getErrorMessage(answered(500, { detail: ['not', 'text'] }), 'An error occurred')).toBe('An error occurred');
  });

  it('says "An error occurred" when the caller names no fallback', () => {
    expect(getErrorMessage(answered(500))).toBe(DEFAULT_ERROR_MESSAGE);
    expect(DEFAULT_ERROR_MESSAGE).toBe('An error occurred');
  });

  it('says no response was received when the request got no answer', () => {
    expect(getErrorMessage(networkError, 'An error occurred')).toBe('No response received from server');
    expect(getErrorMessage(timeout, 'An error occurred')).toBe('No response received from server');
    expect(NO_RESPONSE_MESSAGE).toBe('No response received from server');
  });

  it('recognises unanswered requests by their code when no request object is attached (axios-mock-adapter)', () => {
    const mockedNetworkError = AxiosError.from(new Error('Network Error'), 'ERR_NETWORK', config, null);
    const mockedTimeout = AxiosError.from(new Error('timeout of 10000ms exceeded'), 'ECONNABORTED', config, null);
    expect(getErrorMessage(mockedNetworkError, 'Failed')).toBe('No response received from server');
    expect(getErrorMessage(mockedTimeout, 'Failed')).toBe('No response received from server');
    expect(getErrorMessage(AxiosError.from(new Error('Network Error'), undefined, config, null), 'Failed')).toBe(
      'No response received from server',
    );
  });

  it("shows the error's own message when it never became a request", () => {
    expect(getErrorMessage(new Error('boom'), 'Failed to fetch loans')).toBe('boom');
    expect(getErrorMessage(new AxiosError('Invalid URL', 'ERR_INVALID_URL', config), 'Failed')).toBe('Invalid URL');
    expect(getErrorMessage(AxiosError.from(new Error('canceled'), 'ERR_CANCELED', config, null), 'Failed')).toBe('canceled');
  });

  it('uses the fallback when the error has no message of its own', () => {
    expect(getErrorMessage(new Error(''), 'Failed')).toBe('Failed');
    expect(getErrorMessage(undefined, 'Failed')).toBe('Failed');
    expect(getErrorMessage(null)).toBe('An error occurred');
    expect(getErrorMessage('text', 'Failed')).toBe('Failed');
  });
});

describe('serverMessage', () => {
  it('prefers the detail, then the message', () => {
    expect(serverMessage(answered(403, { detail: 'Account locked', message: 'x' }))).toBe('Account locked');
    expect(serverMessage(answered(503, { message: 'Try later' }))).toBe('Try later');
    expect(serverMessage(answered(413, { detail: 'aadhar_front is larger than 10 MB' }))).toBe('aadhar_front is larger than 10 MB');
  });

  it('is undefined when the server said neither, or did not answer', () => {
    expect(serverMessage(answered(400, { employee_id: ['This field may not be blank.'] }))).toBeUndefined();
    expect(serverMessage(answered(400, {}))).toBeUndefined();
    expect(serverMessage(answered(500, ''))).toBeUndefined();
    expect(serverMessage(networkError)).toBeUndefined();
    expect(serverMessage(new Error('Network Error'))).toBeUndefined();
    expect(serverMessage(null)).toBeUndefined();
  });
});

describe('fieldErrors', () => {
  it('gives the first message of each field of a 400 answer', () => {
    expect(
      fieldErrors(
        answered(400, {
          username: ['Username must have at least 2 characters', 'Username is too plain'],
          mobile_number: ['Enter a valid 10-digit mobile number'],
        }),
      ),
    ).toEqual({ username: 'Username must have at least 2 characters', mobile_number: 'Enter a valid 10-digit mobile number' });
  });

  it('accepts a single text as a field message and skips blank ones', () => {
    expect(fieldErrors(answered(400, { mobile_number: 'Invalid number', other: [], note: ['  ', 'Second'], empty: '' }))).toEqual({
      mobile_number: 'Invalid number',
      note: 'Second',
    });
  });

  it('never takes detail or message for a field', () => {
    expect(fieldErrors(answered(400, { detail: 'Validation failed', username: ['Too short'] }))).toEqual({ username: 'Too short' });
    expect(fieldErrors(answered(400, { detail: 'Invalid input.' }))).toEqual({});
  });

  it('is empty for anything but a 400 with a field map', () => {
    expect(fieldErrors(answered(409, { mobile_number: ['Already registered'] }))).toEqual({});
    expect(fieldErrors(answered(400, ['a list']))).toEqual({});
    expect(fieldErrors(answered(400, '<html>Bad request</html>'))).toEqual({});
    expect(fieldErrors(networkError)).toEqual({});
    expect(fieldErrors(new Error('boom'))).toEqual({});
  });
});

describe('formErrors', () => {
  const PROFILE_FIELDS = ['username', 'mobile_number', 'current_password'] as const;

  it("puts each of the form's fields' messages under it", () => {
    const wrongPassword = answered(400, { current_password: ['Your current password is incorrect.'] });
    expect(formErrors(wrongPassword, PROFILE_FIELDS)).toEqual({
      fields: { current_password: 'Your current password is incorrect.' },
      other: undefined,
    });
  });

  it("gives the server's detail or message as the rest, even beside field messages", () => {
    expect(formErrors(answered(400, { detail: 'Validation failed', username: ['Too short'] }), PROFILE_FIELDS)).toEqual({
      fields: { username: 'Too short' },
      other: 'Validation failed',
    });
    expect(formErrors(answered(409, { detail: 'Mobile number is already registered' }), PROFILE_FIELDS)).toEqual({
      fields: {},
      other: 'Mobile number is already registered',
    });
  });

  it('gives a message about a field the form does not show as the rest', () => {
    expect(formErrors(answered(400, { email: ['Email cannot be changed here'] }), PROFILE_FIELDS)).toEqual({
      fields: {},
      other: 'Email cannot be changed here',
    });
  });

  it('with no fields of its own, every message is the rest (a form that shows one message)', () => {
    expect(formErrors(answered(400, { employee_id: ['This field may not be blank.'] }), []).other).toBe(
      'This field may not be blank.',
    );
  });

  it('is empty when the server said nothing usable', () => {
    expect(formErrors(answered(500), PROFILE_FIELDS)).toEqual({ fields: {}, other: undefined });
    expect(formErrors(networkError, PROFILE_FIELDS)).toEqual({ fields: {}, other: undefined });
    expect(formErrors(new Error('Network Error'), PROFILE_FIELDS)).toEqual({ fields: {}, other: undefined });
  });
});

describe('responseStatus', () => {
  it("is the answer's status, and undefined without an answer", () => {
    expect(responseStatus(answered(404, { detail: 'Employee not found.' }))).toBe(404);
    expect(responseStatus({ response: { status: 500 } })).toBe(500);
    expect(responseStatus({ response: { status: '500' } })).toBeUndefined();
    expect(responseStatus(networkError)).toBeUndefined();
    expect(responseStatus(undefined)).toBeUndefined();
  });
});

describe('allFieldMessages', () => {
  it('lists every message of every key of a 400, in the server order, blank ones skipped', () => {
    const error = answered(400, { max_age: ['Too low.', 'Must be whole.'], bank_name: 'Taken.', non_field_errors: ['Check the ranges.'], min_age: [' '] });
    expect(allFieldMessages(error)).toEqual([
      { field: 'max_age', messages: ['Too low.', 'Must be whole.'] },
      { field: 'bank_name', messages: ['Taken.'] },
      { field: 'non_field_errors', messages: ['Check the ranges.'] },
    ]);
  });

  it('is empty for anything but a 400 with a body of fields', () => {
    expect(allFieldMessages(answered(403, { detail: 'No.' }))).toEqual([]);
    expect(allFieldMessages(answered(400, 'Bad request'))).toEqual([]);
    expect(allFieldMessages(new Error('offline'))).toEqual([]);
  });
});

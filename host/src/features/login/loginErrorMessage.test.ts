import { LOGIN_FAILED, loginErrorMessage } from './loginErrorMessage';

describe('loginErrorMessage', () => {
  it('prefers the detail, then the message, then a field message', () => {
    expect(loginErrorMessage({ response: { data: { detail: 'Account locked', message: 'x' } } })).toBe('Account locked');
    expect(loginErrorMessage({ response: { data: { message: 'Try later' } } })).toBe('Try later');
    expect(loginErrorMessage({ response: { data: { employee_id: ['This field is required.'] } } })).toBe(
      'This field is required.',
    );
  });

  it('falls back to "Login failed"', () => {
    expect(loginErrorMessage(new Error('Network Error'))).toBe(LOGIN_FAILED);
    expect(loginErrorMessage({ response: { data: {} } })).toBe(LOGIN_FAILED);
    expect(loginErrorMessage({ response: { data: '' } })).toBe(LOGIN_FAILED);
    expect(loginErrorMessage(null)).toBe(LOGIN_FAILED);
  });
});

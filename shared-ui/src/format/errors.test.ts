import { AxiosError, AxiosHeaders, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { getErrorMessage } from './errors';

const config = { headers: new AxiosHeaders() } as InternalAxiosRequestConfig;

function answered(status: number, data: unknown): AxiosError {
  const response = { status, statusText: '', data, headers: {}, config } as AxiosResponse;
  return new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_RESPONSE', config, {}, response);
}

describe('getErrorMessage', () => {
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

  it('says no response was received when the request got no answer', () => {
    const networkError = new AxiosError('Network Error', 'ERR_NETWORK', config, {});
    const timeout = new AxiosError('timeout of 10000ms exceeded', 'ECONNABORTED', config, {});
    expect(getErrorMessage(networkError, 'An error occurred')).toBe('No response received from server');
    expect(getErrorMessage(timeout, 'An error occurred')).toBe('No response received from server');
  });

  it('recognises unanswered requests by their code when no request object is attached (axios-mock-adapter)', () => {
    const mockedNetworkError = AxiosError.from(new Error('Network Error'), 'ERR_NETWORK', config, null);
    const mockedTimeout = AxiosError.from(new Error('timeout of 10000ms exceeded'), 'ECONNABORTED', config, null);
    expect(getErrorMessage(mockedNetworkError, 'Failed')).toBe('No response received from server');
    expect(getErrorMessage(mockedTimeout, 'Failed')).toBe('No response received from server');
    expect(getErrorMessage(AxiosError.from(new Error('Network Error'), undefined, config, null), 'Failed')).toBe(
      'No response received from server',
    );
    expect(getErrorMessage(AxiosError.from(new Error('canceled'), 'ERR_CANCELED', config, null), 'Failed')).toBe('Failed');
  });

  it('uses the fallback for errors that never became requests', () => {
    expect(getErrorMessage(new Error('boom'), 'Failed to fetch loans')).toBe('Failed to fetch loans');
    expect(getErrorMessage(new AxiosError('Invalid URL', 'ERR_INVALID_URL', config), 'Failed')).toBe('Failed');
    expect(getErrorMessage(undefined, 'Failed')).toBe('Failed');
    expect(getErrorMessage('text', 'Failed')).toBe('Failed');
  });
});

import { logApiError } from './logApiError';

describe('logApiError', () => {
  it("logs what failed with the server's message, and the error", () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    const answered = { isAxiosError: true, response: { status: 500, data: { detail: 'Database unavailable' } } };
    logApiError('Failed to fetch my leads', answered);
    expect(log).toHaveBeenLastCalledWith('Failed to fetch my leads: Database unavailable', answered);

    const silent = { isAxiosError: true, response: { status: 500, data: {} } };
    logApiError('Failed to create lead', silent);
    expect(log).toHaveBeenLastCalledWith('Failed to create lead', silent);
    log.mockRestore();
  });
});

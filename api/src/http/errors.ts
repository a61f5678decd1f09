/** An error whose status, body and headers are meant for the caller. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly body: Record<string, unknown>;
  readonly headers: Record<string, string> = {};

  constructor(statusCode: number, detail: string, body?: Record<string, unknown>) {
    super(detail);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.body = body ?? { detail };
  }
}

export const badRequest = (detail: string) => new HttpError(400, detail);
export const unauthorized = (detail = 'Authentication credentials were not provided.') => new HttpError(401, detail);
export const forbidden = (detail = 'You do not have permission to perform this action.') => new HttpError(403, detail);
export const notFound = (detail = 'Not found.') => new HttpError(404, detail);
export const conflict = (detail: string) => new HttpError(409, detail);
export const payloadTooLarge = (detail: string) => new HttpError(413, detail);
export const tooManyRequests = (detail: string) => new HttpError(429, detail);
export const serviceUnavailable = (detail: string) => new HttpError(503, detail);

/** 400 `{"field": ["message", ...]}`. */
export function fieldErrors(fields: Record<string, string[]>): HttpError {
  const first = Object.entries(fields)[0];
  return new HttpError(400, first ? `${first[0]}: ${first[1][0]}` : 'Invalid input.', fields);
}

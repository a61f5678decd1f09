/** The HTTP status of a failed request, when the server answered at all. */
export function responseStatusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('response' in error)) return undefined;
  const response = (error as { response?: { status?: unknown } }).response;
  return typeof response?.status === 'number' ? response.status : undefined;
}

/** The parsed body of a failed request's response, when there was one. */
export function responseBodyOf(error: unknown): unknown {
  if (typeof error !== 'object' || error === null || !('response' in error)) return undefined;
  return (error as { response?: { data?: unknown } }).response?.data;
}

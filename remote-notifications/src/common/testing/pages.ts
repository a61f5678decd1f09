/**
 * Answers of the paged back-office lists for screen tests: one page of `results` out of `count`,
 * with the DRF-style neighbour links the API sends.
 */
export interface PageShape<T> {
  count: number;
  page: number;
  page_size: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

export function pageOf<T>(results: T[], { page = 1, pageSize = 20, count = results.length } = {}): PageShape<T> {
  const last = Math.max(1, Math.ceil(count / pageSize));
  return {
    count,
    page,
    page_size: pageSize,
    next: page < last ? `?page=${page + 1}&page_size=${pageSize}` : null,
    previous: page > 1 ? `?page=${page - 1}&page_size=${pageSize}` : null,
    results,
  };
}

/** The query string a list request sent (axios `params`), for assertions. */
export function paramsOf(request: { params?: unknown }): Record<string, string> {
  return (request.params ?? {}) as Record<string, string>;
}

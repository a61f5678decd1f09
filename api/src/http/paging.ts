import type { FastifyRequest } from 'fastify';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from 'shared-contracts';
import { fieldErrors } from './errors';

export interface PageRequest {
  page: number;
  pageSize: number;
  offset: number;
}

/**
 * `?page=` and `?page_size=` of a list (already digit strings by the query schema): page from 1,
 * page size 1–100 (default 20); anything else answers 400 on that field.
 */
export function pageRequest(query: { page?: string; page_size?: string }): PageRequest {
  const page = query.page === undefined ? 1 : Number(query.page);
  const pageSize = query.page_size === undefined ? DEFAULT_PAGE_SIZE : Number(query.page_size);
  const errors: Record<string, string[]> = {};
  if (!Number.isInteger(page) || page < 1) errors.page = ['A valid page number (1 or more) is required.'];
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > MAX_PAGE_SIZE) {
    errors.page_size = [`Ensure this value is between 1 and ${MAX_PAGE_SIZE}.`];
  }
  if (Object.keys(errors).length > 0) throw fieldErrors(errors);
  return { page, pageSize, offset: (page - 1) * pageSize };
}

/** The query string of another page of the same list, keeping the request's other parameters. */
function pageLink(request: FastifyRequest, page: number): string {
  const url = new URL(request.url, 'http://api.invalid');
  url.searchParams.set('page', String(page));
  return `${url.pathname}?${url.searchParams.toString()}`;
}

/** A page of a list in the DRF shape (`count`, `next`, `previous`, `results`), plus `page` and `page_size`. */
export function pageResponse<T, E extends object = Record<never, never>>(
  request: FastifyRequest,
  paging: PageRequest,
  count: number,
  results: T[],
  extra?: E,
) {
  const hasNext = paging.offset + results.length < count && results.length > 0;
  return {
    count,
    page: paging.page,
    page_size: paging.pageSize,
    next: hasNext ? pageLink(request, paging.page + 1) : null,
    previous: paging.page > 1 ? pageLink(request, Math.min(paging.page - 1, Math.max(1, Math.ceil(count / paging.pageSize)))) : null,
    results,
    ...(extra ?? ({} as E)),
  };
}

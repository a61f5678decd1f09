/**
 * Requests of the server-paged back-office lists (docs: shared-contracts back-office "Paging"): the
 * server answers one page with the total `count`; pages are numbered from 1. How many pages that
 * makes is shared-ui's `pageCount`.
 */
import type { DEFAULT_PAGE_SIZE } from 'shared-contracts';

/** Items per page the pages ask for: the API's default (typed as it, so a request may leave it out). */
export const PAGE_SIZE: typeof DEFAULT_PAGE_SIZE = 20;

/**
 * The query string of a list request as axios `params`: page and page size always, every filter
 * only when it has a value (an empty search is not sent).
 */
export function listParams(filters: Record<string, string | undefined>, page: number, pageSize: number = PAGE_SIZE): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(filters)) {
    const trimmed = value?.trim();
    if (trimmed) params[name] = trimmed;
  }
  params.page = String(Math.max(1, Math.floor(page)));
  params.page_size = String(pageSize);
  return params;
}

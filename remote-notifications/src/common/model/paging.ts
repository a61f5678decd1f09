/**
 * Server-side paging of the back-office lists (docs: shared-contracts back-office "Paging"): the
 * server answers one page with the total `count`; pages are numbered from 1.
 */

/** Items per page the pages ask for (the API's default, at most 100). */
export const PAGE_SIZE = 20;

/** Number of pages for `count` items; at least 1, so an empty list is "page 1 of 1". */
export function pageCount(count: number, pageSize: number): number {
  return pageSize > 0 ? Math.max(1, Math.ceil(count / pageSize)) : 1;
}

/**
 * The query string of a list request as axios `params`: page and page size always, every filter
 * only when it has a value (an empty search is not sent).
 */
export function listParams(filters: Record<string, string | undefined>, page: number, pageSize = PAGE_SIZE): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(filters)) {
    const trimmed = value?.trim();
    if (trimmed) params[name] = trimmed;
  }
  params.page = String(Math.max(1, Math.floor(page)));
  params.page_size = String(pageSize);
  return params;
}

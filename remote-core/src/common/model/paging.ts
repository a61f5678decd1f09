/**
 * Client-side paging of long lists (5,000 leads or transactions stay responsive: only one page is
 * rendered). Pages are numbered from 1.
 */

/** Number of pages for `total` items; at least 1, so an empty list is "page 1 of 1". */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** `page` kept within 1..pageCount (a list that shrank keeps showing its last page). */
export function clampPage(page: number, total: number, pageSize: number): number {
  return Math.min(Math.max(1, Math.floor(page)), pageCount(total, pageSize));
}

/** The items of one page. */
export function pageItems<T>(items: readonly T[], page: number, pageSize: number): T[] {
  const current = clampPage(page, items.length, pageSize);
  const start = (current - 1) * pageSize;
  return items.slice(start, start + pageSize);
}

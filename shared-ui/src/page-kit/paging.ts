/**
 * Pages of a list, numbered from 1. A list held whole on the client shows one page at a time
 * (`pageItems`), so thousands of rows stay responsive; a list paged by the server answers one page
 * with its total `count` and `page_size`, and `pageCount` tells how many pages there are.
 */

/** Number of pages for `count` items; at least 1, so an empty list is "page 1 of 1". */
export function pageCount(count: number, pageSize: number): number {
  return pageSize > 0 ? Math.max(1, Math.ceil(count / pageSize)) : 1;
}

/** `page` kept within 1..pageCount (a list that shrank keeps showing its last page). */
export function clampPage(page: number, count: number, pageSize: number): number {
  return Math.min(Math.max(1, Math.floor(page)), pageCount(count, pageSize));
}

/** The items of one page of a list held whole on the client. */
export function pageItems<T>(items: readonly T[], page: number, pageSize: number): T[] {
  const current = clampPage(page, items.length, pageSize);
  const start = (current - 1) * pageSize;
  return items.slice(start, start + pageSize);
}

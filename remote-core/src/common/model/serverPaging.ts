/**
 * Paging on the server (the back-office lists): the API answers one page with `count`, `page` and
 * `page_size` (shared-contracts `Page`). Pages are numbered from 1.
 */
import { formatNumber, pageCount } from 'shared-ui';

/** Number of pages of a server list; at least 1, so an empty list is "page 1 of 1". */
export function serverPageCount(page: { count: number; page_size: number }): number {
  return pageCount(page.count, page.page_size);
}

/** The `?page=` of a URL as a page number: a positive integer, else 1. */
export function pageFromParam(value: string | null | undefined): number {
  if (value === null || value === undefined || !/^[1-9][0-9]{0,5}$/.test(value)) return 1;
  return Number(value);
}

/** "1 lead", "45 leads": a count with its noun. */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${formatNumber(count)} ${count === 1 ? singular : plural}`;
}

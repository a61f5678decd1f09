import { listParams, pageCount, PAGE_SIZE } from './paging';

describe('pageCount', () => {
  it('counts pages, with at least one page for an empty list', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
    expect(pageCount(4981, 20)).toBe(250);
    expect(pageCount(5, 0)).toBe(1);
  });
});

describe('listParams', () => {
  it('sends page and page size, and only the filters that have a value (trimmed)', () => {
    expect(listParams({ status: 'pending', search: '  CN1004 ', role: undefined, is_active: '' }, 2)).toEqual({
      status: 'pending',
      search: 'CN1004',
      page: '2',
      page_size: String(PAGE_SIZE),
    });
  });

  it('never asks for a page before the first', () => {
    expect(listParams({}, 0, 50)).toEqual({ page: '1', page_size: '50' });
  });
});

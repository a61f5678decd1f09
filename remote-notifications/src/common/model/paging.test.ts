import { listParams, PAGE_SIZE } from './paging';

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

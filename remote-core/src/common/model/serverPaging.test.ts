import { countOf, pageFromParam, serverPageCount } from './serverPaging';

describe('serverPageCount', () => {
  it('divides the count by the page size, at least one page', () => {
    expect(serverPageCount({ count: 45, page_size: 20 })).toBe(3);
    expect(serverPageCount({ count: 40, page_size: 20 })).toBe(2);
    expect(serverPageCount({ count: 0, page_size: 20 })).toBe(1);
    expect(serverPageCount({ count: 5, page_size: 0 })).toBe(1);
  });
});

describe('pageFromParam', () => {
  it('reads a positive page number, anything else is page 1', () => {
    expect(pageFromParam('3')).toBe(3);
    expect(pageFromParam(null)).toBe(1);
    expect(pageFromParam('0')).toBe(1);
    expect(pageFromParam('-2')).toBe(1);
    expect(pageFromParam('2.5')).toBe(1);
    expect(pageFromParam('abc')).toBe(1);
    expect(pageFromParam('99999999')).toBe(1);
  });
});

describe('countOf', () => {
  it('names the count in singular or plural', () => {
    expect(countOf(1, 'lead')).toBe('1 lead');
    expect(countOf(1200, 'lead')).toBe('1,200 leads');
    expect(countOf(0, 'entry', 'entries')).toBe('0 entries');
  });
});

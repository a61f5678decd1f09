import { clampPage, pageCount, pageItems } from './paging';

describe('pageCount', () => {
  it('counts pages, with at least one page for an empty list', () => {
    expect(pageCount(0, 25)).toBe(1);
    expect(pageCount(25, 25)).toBe(1);
    expect(pageCount(26, 25)).toBe(2);
    expect(pageCount(5000, 25)).toBe(200);
    expect(pageCount(4981, 20)).toBe(250);
  });

  it('counts one page when the page size is not positive (a malformed server page)', () => {
    expect(pageCount(5, 0)).toBe(1);
  });
});

describe('clampPage', () => {
  it('keeps the page within the list', () => {
    expect(clampPage(0, 100, 25)).toBe(1);
    expect(clampPage(3, 100, 25)).toBe(3);
    expect(clampPage(9, 100, 25)).toBe(4);
    expect(clampPage(2, 0, 25)).toBe(1);
  });
});

describe('pageItems', () => {
  it('slices one page, the last one possibly short', () => {
    const items = Array.from({ length: 60 }, (_, index) => index + 1);
    expect(pageItems(items, 1, 25)).toEqual(items.slice(0, 25));
    expect(pageItems(items, 3, 25)).toEqual([51, 52, 53, 54, 55, 56, 57, 58, 59, 60]);
    expect(pageItems(items, 7, 25)).toEqual(items.slice(50));
    expect(pageItems([], 1, 25)).toEqual([]);
  });
});

import { selectAllState, selectedOnPage, toggleSelected } from './selection';

describe('selection', () => {
  it('ticks and unticks one id (ticking twice keeps one)', () => {
    expect(toggleSelected([], 4, true)).toEqual([4]);
    expect(toggleSelected([4], 4, true)).toEqual([4]);
    expect(toggleSelected([4, 5], 4, false)).toEqual([5]);
  });

  it('keeps only ids still on the page, in the page order', () => {
    expect(selectedOnPage([9, 3, 7], [7, 8, 9])).toEqual([7, 9]);
    expect(selectedOnPage([1], [])).toEqual([]);
  });

  it('select-all is none, some or all of the page', () => {
    expect(selectAllState([], [1, 2])).toBe('none');
    expect(selectAllState([1], [1, 2])).toBe('some');
    expect(selectAllState([2, 1], [1, 2])).toBe('all');
    expect(selectAllState([3], [1, 2])).toBe('none');
    expect(selectAllState([], [])).toBe('none');
  });
});

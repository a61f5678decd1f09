import { isActiveSpokesperson, spokespersonStatusBadge, totalSpokespersonsText } from './spokespersonStatus';

describe('spokesperson status', () => {
  it('is outline when active (any letter case) and secondary otherwise', () => {
    expect(isActiveSpokesperson('active')).toBe(true);
    expect(isActiveSpokesperson('Active')).toBe(true);
    expect(spokespersonStatusBadge('active')).toEqual({ variant: 'outline', colorPalette: 'green' });
    expect(spokespersonStatusBadge('inactive')).toEqual({ variant: 'subtle', colorPalette: 'gray' });
    expect(spokespersonStatusBadge('on leave')).toEqual({ variant: 'subtle', colorPalette: 'gray' });
  });

  it('counts the spokespersons', () => {
    expect(totalSpokespersonsText(2)).toBe('Total Spokespersons: 2');
  });
});

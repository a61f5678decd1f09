import { catalogueTabOf, paramsFromView, viewFromParams } from './adminTabs';

describe('catalogue view in the URL', () => {
  it('reads the tab, bank and branch, ignoring malformed ids', () => {
    expect(viewFromParams(new URLSearchParams('tab=spokespersons&bank=2&branch=16'))).toEqual({ tab: 'spokespersons', bank: '2', branch: '16' });
    expect(viewFromParams(new URLSearchParams('tab=other&bank=x&branch=16'))).toEqual({ tab: 'banks', bank: '', branch: '' });
    expect(catalogueTabOf(null)).toBe('banks');
  });

  it('writes only what is set; a branch needs its bank', () => {
    expect(paramsFromView({ tab: 'banks', bank: '', branch: '' })).toEqual({});
    expect(paramsFromView({ tab: 'branches', bank: '2', branch: '' })).toEqual({ tab: 'branches', bank: '2' });
    expect(paramsFromView({ tab: 'spokespersons', bank: '', branch: '16' })).toEqual({ tab: 'spokespersons' });
  });
});

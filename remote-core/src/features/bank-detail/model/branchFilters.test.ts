import { hdfcBranches } from '../../catalogue/testing/catalogueFixtures';
import { EMPTY_BRANCH_FILTERS, filterBranches, showingBranchesText, type BranchFilters } from './branchFilters';

const names = (filters: Partial<BranchFilters>) =>
  filterBranches(hdfcBranches(), { ...EMPTY_BRANCH_FILTERS, ...filters }).map((branch) => branch.branch_name);

describe('filterBranches', () => {
  it('keeps every branch with empty filters', () => {
    expect(names({})).toHaveLength(5);
  });

  it('matches branch name, cluster and state case-insensitively anywhere in the text', () => {
    expect(names({ branchName: 'pune' })).toEqual(['Pune - Kothrud', 'Pune - Baner']);
    expect(names({ branchName: 'BANER' })).toEqual(['Pune - Baner']);
    expect(names({ cluster: 'mum' })).toEqual(['Mumbai - Andheri West']);
    expect(names({ state: 'karnataka' })).toEqual(['Bengaluru - Koramangala']);
    expect(names({ state: 'rash' })).toEqual(['Pune - Kothrud', 'Pune - Baner', 'Mumbai - Andheri West']);
  });

  it('matches the pincode when it contains the typed digits', () => {
    expect(names({ pincode: '4110' })).toEqual(['Pune - Kothrud', 'Pune - Baner']);
    expect(names({ pincode: '0058' })).toEqual(['Mumbai - Andheri West']);
    expect(names({ pincode: '999' })).toEqual([]);
  });

  it('combines the filters and ignores surrounding spaces', () => {
    expect(names({ state: 'Maharashtra', cluster: 'pune', pincode: '045' })).toEqual(['Pune - Baner']);
    expect(names({ branchName: '  kothrud ' })).toEqual(['Pune - Kothrud']);
  });
});

describe('showingBranchesText', () => {
  it('says how many of the bank branches are shown', () => {
    expect(showingBranchesText(2, 15)).toBe('Showing 2 of 15 branches');
    expect(showingBranchesText(0, 0)).toBe('Showing 0 of 0 branches');
  });
});

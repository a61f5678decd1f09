import {
  EMPTY_LEAD_FILTERS,
  cleanFilters,
  dateRangeError,
  filtersFromParams,
  hasFilters,
  managedLeadQuery,
  paramsFromFilters,
  queryString,
} from './leadFilters';

const FULL = {
  search: 'Meera',
  status: 'approved',
  connector: 'CN1001',
  bank: '2',
  loanType: '3',
  createdFrom: '2026-01-01',
  createdTo: '2026-01-31',
};

describe('lead filters in the URL', () => {
  it('round-trips through the query string with the API names; page 1 and empty filters are left out', () => {
    const params = paramsFromFilters(FULL, 2);
    expect(params.toString()).toBe('search=Meera&status=approved&connector=CN1001&bank=2&loan_type=3&created_from=2026-01-01&created_to=2026-01-31&page=2');
    expect(filtersFromParams(params)).toEqual(FULL);
    expect(paramsFromFilters(EMPTY_LEAD_FILTERS, 1).toString()).toBe('');
  });

  it('drops values the API would refuse', () => {
    expect(filtersFromParams(new URLSearchParams('status=open&bank=0&loan_type=x&created_from=31-01-2026&search=%20Meera%20'))).toEqual({
      ...EMPTY_LEAD_FILTERS,
      search: 'Meera',
    });
    expect(cleanFilters({ ...EMPTY_LEAD_FILTERS, connector: ` ${'C'.repeat(40)} ` }).connector).toHaveLength(32);
  });

  it('knows whether any filter is set', () => {
    expect(hasFilters(EMPTY_LEAD_FILTERS)).toBe(false);
    expect(hasFilters({ ...EMPTY_LEAD_FILTERS, bank: '2' })).toBe(true);
  });
});

describe('the API query', () => {
  it('adds the page and page size for the list, not for the export', () => {
    expect(managedLeadQuery({ ...EMPTY_LEAD_FILTERS, status: 'rejected' }, 3)).toEqual({ status: 'rejected', page: '3', page_size: '20' });
    expect(managedLeadQuery({ ...EMPTY_LEAD_FILTERS, status: 'rejected' })).toEqual({ status: 'rejected' });
    expect(queryString({ status: 'rejected', page: '3' })).toBe('?status=rejected&page=3');
    expect(queryString({})).toBe('');
  });
});

describe('dateRangeError', () => {
  it('refuses an end before the start', () => {
    expect(dateRangeError({ createdFrom: '2026-02-01', createdTo: '2026-01-01' })).toBe('Must be on or after the "Created from" date.');
    expect(dateRangeError({ createdFrom: '2026-01-01', createdTo: '2026-01-01' })).toBeUndefined();
    expect(dateRangeError({ createdFrom: '', createdTo: '2026-01-01' })).toBeUndefined();
  });
});

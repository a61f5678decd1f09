import {
  EMPTY_LEAD_FILTERS,
  changedRangeError,
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
  territory: '7',
  idleDays: '14',
  changedFrom: '2026-01-05',
  changedTo: '2026-01-20',
};

describe('lead filters in the URL', () => {
  it('round-trips through the query string with the API names; page 1 and empty filters are left out', () => {
    const params = paramsFromFilters(FULL, 2);
    expect(params.toString()).toBe(
      'search=Meera&status=approved&connector=CN1001&bank=2&loan_type=3&created_from=2026-01-01&created_to=2026-01-31&territory=7&idle_days=14&changed_from=2026-01-05&changed_to=2026-01-20&page=2',
    );
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

  it("round-trips the dashboards' links: territory, idle days and the status-change dates, each alone", () => {
    for (const query of ['territory=12', 'idle_days=14', 'changed_from=2026-03-01&changed_to=2026-03-31', 'status=approved&changed_from=2026-03-01&changed_to=2026-03-31']) {
      const filters = filtersFromParams(new URLSearchParams(query));
      expect(paramsFromFilters(filters).toString()).toBe(query);
      expect(queryString(managedLeadQuery(filters))).toBe(`?${query}`);
      expect(hasFilters(filters)).toBe(true);
    }
  });

  it('drops an idle span or territory the API would refuse, and writes the days as a plain number', () => {
    expect(filtersFromParams(new URLSearchParams('idle_days=0&territory=-3&changed_from=2026-3-1'))).toEqual(EMPTY_LEAD_FILTERS);
    expect(filtersFromParams(new URLSearchParams('idle_days=366')).idleDays).toBe('');
    expect(filtersFromParams(new URLSearchParams('idle_days=365')).idleDays).toBe('365');
    expect(filtersFromParams(new URLSearchParams('idle_days=014')).idleDays).toBe('14');
    expect(filtersFromParams(new URLSearchParams('idle_days=1.5')).idleDays).toBe('');
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

describe('changedRangeError', () => {
  it('refuses a status-change end before its start', () => {
    expect(changedRangeError({ changedFrom: '2026-02-01', changedTo: '2026-01-01' })).toBe('Must be on or after the "Status changed from" date.');
    expect(changedRangeError({ changedFrom: '2026-01-01', changedTo: '2026-01-01' })).toBeUndefined();
  });
});

describe('dateRangeError', () => {
  it('refuses an end before the start', () => {
    expect(dateRangeError({ createdFrom: '2026-02-01', createdTo: '2026-01-01' })).toBe('Must be on or after the "Created from" date.');
    expect(dateRangeError({ createdFrom: '2026-01-01', createdTo: '2026-01-01' })).toBeUndefined();
    expect(dateRangeError({ createdFrom: '', createdTo: '2026-01-01' })).toBeUndefined();
  });
});

import { t } from '../i18n';
import { DATE_ORDER_ERROR, NO_FILTERS, activeFilterCount, filterErrors, hasFilters, listPath, notificationParams } from './notificationFilters';

describe('notificationParams', () => {
  it('sends page, page size 20 and the ordering when nothing is set', () => {
    expect(notificationParams('unread', NO_FILTERS, 2)).toEqual({ ordering: '-created_at', page: '2', page_size: '20' });
    expect(notificationParams('all', NO_FILTERS, 1)).toEqual({ ordering: '-created_at', page: '1', page_size: '20' });
  });

  it('sends nothing for the page the center opens on (Unread, page 1, no filters, newest first): the start-up reads that path', () => {
    expect(notificationParams('unread', NO_FILTERS, 1)).toEqual({});
    expect(notificationParams('unread', { ...NO_FILTERS, read: 'read' }, 1)).toEqual({});
    expect(notificationParams('unread', { ...NO_FILTERS, ordering: 'created_at' }, 1)).toEqual({ ordering: 'created_at', page: '1', page_size: '20' });
    expect(notificationParams('unread', { ...NO_FILTERS, search: 'bonus' }, 1)).toMatchObject({ search: 'bonus', page: '1' });
  });

  it('sends every set filter, the search trimmed', () => {
    const filters = {
      search: '  bonus ',
      type: 'lead_status',
      read: 'read',
      lead: 'false',
      dateFrom: '2026-11-01',
      dateTo: '2026-11-30',
      ordering: 'created_at',
    } as const;
    expect(notificationParams('all', filters, 2)).toEqual({
      search: 'bonus',
      type: 'lead_status',
      is_active: 'false',
      lead_related: 'false',
      date_from: '2026-11-01',
      date_to: '2026-11-30',
      ordering: 'created_at',
      page: '2',
      page_size: '20',
    });
    expect(notificationParams('all', { ...NO_FILTERS, read: 'unread' }, 1)).toMatchObject({ is_active: 'true' });
  });

  it('never sends is_active to the Unread list (GET /notifications/active/ ignores it)', () => {
    expect(notificationParams('unread', { ...NO_FILTERS, read: 'read' }, 1)).not.toHaveProperty('is_active');
  });
});

describe('tabs and filters', () => {
  it('names the list of each tab', () => {
    expect(listPath('unread')).toBe('/notifications/active/');
    expect(listPath('all')).toBe('/notifications/');
  });

  it('counts the filters that narrow the list (not the ordering; the read state on All only)', () => {
    expect(activeFilterCount(NO_FILTERS, 'all')).toBe(0);
    expect(hasFilters({ ...NO_FILTERS, ordering: 'created_at' }, 'all')).toBe(false);
    expect(hasFilters({ ...NO_FILTERS, search: '   ' }, 'all')).toBe(false);
    expect(activeFilterCount({ ...NO_FILTERS, search: 'x', type: 'idle_lead', lead: 'true', dateFrom: '2026-01-01', dateTo: '2026-01-02' }, 'unread')).toBe(5);
    expect(activeFilterCount({ ...NO_FILTERS, read: 'read' }, 'unread')).toBe(0);
    expect(activeFilterCount({ ...NO_FILTERS, read: 'read' }, 'all')).toBe(1);
  });

  it('refuses a range that ends before it starts; one day or an open end is fine', () => {
    expect(filterErrors({ ...NO_FILTERS, dateFrom: '2026-11-22', dateTo: '2026-11-01' })).toEqual({ dateTo: DATE_ORDER_ERROR });
    expect(t(DATE_ORDER_ERROR)).toBe('The end date is before the start date.');
    expect(filterErrors({ ...NO_FILTERS, dateFrom: '2026-11-22', dateTo: '2026-11-22' })).toEqual({});
    expect(filterErrors({ ...NO_FILTERS, dateFrom: '2026-11-22' })).toEqual({});
    expect(filterErrors({ ...NO_FILTERS, dateTo: '2026-11-01' })).toEqual({});
  });
});

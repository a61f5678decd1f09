/**
 * The Notification Center's list requests: the tab (Unread: GET /notifications/active/, All:
 * GET /notifications/), the filter panel's values and the page, as the query string the API takes
 * (contract NotificationQuery). Filters apply only when the panel's Apply Filters is pressed.
 */
import type { NotificationOrdering, NotificationType, StartUpReadPath } from 'shared-contracts';
import { listParams } from '../../../common/model/paging';
import type { NotificationCenterMessageId, NotificationCenterT } from '../i18n';

export type NotificationTab = 'unread' | 'all';

export const DEFAULT_TAB: NotificationTab = 'unread';

/** '' = either. */
export type ReadFilter = '' | 'unread' | 'read';
export type LeadFilter = '' | 'true' | 'false';

export interface NotificationFilters {
  /** Title or message contains (any case). */
  search: string;
  type: NotificationType | '';
  /** Only on the All tab (the Unread tab lists unread ones whatever it says). */
  read: ReadFilter;
  lead: LeadFilter;
  /** YYYY-MM-DD (India), both inclusive; '' = open. */
  dateFrom: string;
  dateTo: string;
  ordering: NotificationOrdering;
}

export const NO_FILTERS: NotificationFilters = {
  search: '',
  type: '',
  read: '',
  lead: '',
  dateFrom: '',
  dateTo: '',
  ordering: '-created_at',
};

export const SEARCH_MAX = 100;

export function readOptions(t: NotificationCenterT): { value: ReadFilter; label: string }[] {
  return [
    { value: '', label: t('read.any') },
    { value: 'unread', label: t('read.unread') },
    { value: 'read', label: t('read.read') },
  ];
}

export function leadOptions(t: NotificationCenterT): { value: LeadFilter; label: string }[] {
  return [
    { value: '', label: t('leadFilter.any') },
    { value: 'true', label: t('leadFilter.withLead') },
    { value: 'false', label: t('leadFilter.withoutLead') },
  ];
}

export function orderingOptions(t: NotificationCenterT): { value: NotificationOrdering; label: string }[] {
  return [
    { value: '-created_at', label: t('ordering.newest') },
    { value: 'created_at', label: t('ordering.oldest') },
  ];
}

export function listPath(tab: NotificationTab): string {
  return tab === 'unread' ? ('/notifications/active/' satisfies StartUpReadPath) : '/notifications/';
}

/**
 * The query string: page and page_size (20) always, `ordering` always, every other filter only when
 * set; `is_active` only on the All tab. The page the Notification Center opens on (Unread, first
 * page, no filters, newest first) is asked with no query at all, which the server answers with the
 * same defaults: that is the read the start-up makes before the page's scripts have arrived
 * (pages.json firstReads), and only a request without a query is answered from it.
 */
export function notificationParams(tab: NotificationTab, filters: NotificationFilters, page: number): Record<string, string> {
  if (tab === 'unread' && page === 1 && activeFilterCount(filters, tab) === 0 && filters.ordering === NO_FILTERS.ordering) return {};
  const isActive = tab === 'all' && filters.read !== '' ? String(filters.read === 'unread') : undefined;
  return listParams(
    {
      search: filters.search,
      type: filters.type,
      is_active: isActive,
      lead_related: filters.lead,
      date_from: filters.dateFrom,
      date_to: filters.dateTo,
      ordering: filters.ordering,
    },
    page,
  );
}

/** How many filters narrow the list (the ordering does not); shown on the collapsed panel's button. */
export function activeFilterCount(filters: NotificationFilters, tab: NotificationTab): number {
  const narrowing = [
    filters.search.trim() !== '',
    filters.type !== '',
    tab === 'all' && filters.read !== '',
    filters.lead !== '',
    filters.dateFrom !== '',
    filters.dateTo !== '',
  ];
  return narrowing.filter(Boolean).length;
}

export function hasFilters(filters: NotificationFilters, tab: NotificationTab): boolean {
  return activeFilterCount(filters, tab) > 0;
}

/** Each field's problem, as the id of its message in the catalogue. */
export interface FilterErrors {
  dateTo?: NotificationCenterMessageId;
}

export const DATE_ORDER_ERROR: NotificationCenterMessageId = 'filters.dateOrder';

/** The panel's checks before applying: a date range must not end before it starts. */
export function filterErrors(filters: NotificationFilters): FilterErrors {
  if (filters.dateFrom !== '' && filters.dateTo !== '' && filters.dateTo < filters.dateFrom) return { dateTo: DATE_ORDER_ERROR };
  return {};
}

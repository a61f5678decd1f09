/**
 * The Lead Management filters (GET /leads/manage/leads/): what the URL's query string holds, what
 * the form edits, and the query sent to the API. The URL uses the API's own parameter names, so a
 * shared link or the browser's Back keeps the list as it was.
 */
import type { LeadStatus, ManagedLeadQuery, MAX_IDLE_DAYS, MIN_IDLE_DAYS } from 'shared-contracts';
import { t as leadManagementT, type LeadManagementT } from '../i18n';

/** Leads per page (the API's default page size). */
export const MANAGED_LEADS_PAGE_SIZE = 20;

/** The Status filter's choices, in the API's order (their words: shared-ui's leadStatusText). */
export const LEAD_STATUS_OPTIONS: readonly LeadStatus[] = ['processing', 'approved', 'rejected'];

export interface LeadFilters {
  /** Customer name (contains) or mobile (starts with). */
  search: string;
  status: string;
  /** The referrer's employee id (CN1001). */
  connector: string;
  /** Bank id, as the select holds it ("" for any). */
  bank: string;
  /** Loan type id ("" for any). */
  loanType: string;
  /** YYYY-MM-DD, India time. */
  createdFrom: string;
  createdTo: string;
  /** The lead's territory id (the referrer's territory when the lead was created; "" for any). */
  territory: string;
  /** Processing leads with nothing on their timeline for at least this many days ("" for any). */
  idleDays: string;
  /** The day (India time, YYYY-MM-DD) the lead's current status was set: its last change, or its creation. */
  changedFrom: string;
  changedTo: string;
}

export type LeadFilterField = keyof LeadFilters;

export const EMPTY_LEAD_FILTERS: LeadFilters = {
  search: '',
  status: '',
  connector: '',
  bank: '',
  loanType: '',
  createdFrom: '',
  createdTo: '',
  territory: '',
  idleDays: '',
  changedFrom: '',
  changedTo: '',
};

/** The URL parameter (and API parameter) of each filter, in the order they are written. */
const PARAMS: readonly [LeadFilterField, keyof ManagedLeadQuery][] = [
  ['search', 'search'],
  ['status', 'status'],
  ['connector', 'connector'],
  ['bank', 'bank'],
  ['loanType', 'loan_type'],
  ['createdFrom', 'created_from'],
  ['createdTo', 'created_to'],
  ['territory', 'territory'],
  ['idleDays', 'idle_days'],
  ['changedFrom', 'changed_from'],
  ['changedTo', 'changed_to'],
];

/** The idle spans the form offers (a link may carry another one within the API's bounds: it is shown too). */
export const IDLE_DAYS_OPTIONS: readonly number[] = [7, 14, 30];

const ID = /^[1-9][0-9]{0,9}$/;
const DAY = /^[0-9]{4}-[0-9]{2}-[0-9]{2}$/;

/**
 * The `idle_days` the API accepts: shared-contracts' MIN_IDLE_DAYS and MAX_IDLE_DAYS, written again
 * because the front ends take only types from the contract package (its schemas stay out of the
 * bundles); their literal types make the type check fail when the contract's bounds change.
 */
export const IDLE_DAYS_BOUNDS = { min: 1 satisfies typeof MIN_IDLE_DAYS, max: 365 satisfies typeof MAX_IDLE_DAYS } as const;

/** A whole number of days the API accepts for `idle_days`. */
function isIdleDays(value: string): boolean {
  if (!/^[0-9]{1,4}$/.test(value)) return false;
  const days = Number(value);
  return days >= IDLE_DAYS_BOUNDS.min && days <= IDLE_DAYS_BOUNDS.max;
}

function isStatus(value: string): value is LeadStatus {
  return LEAD_STATUS_OPTIONS.some((status) => status === value);
}

/** A filter value as the API accepts it; anything else (a hand-edited link) is dropped. */
function cleanValue(field: LeadFilterField, raw: string): string {
  const value = raw.trim();
  switch (field) {
    case 'status':
      return isStatus(value) ? value : '';
    case 'bank':
    case 'loanType':
    case 'territory':
      return ID.test(value) ? value : '';
    case 'idleDays':
      return isIdleDays(value) ? String(Number(value)) : '';
    case 'createdFrom':
    case 'createdTo':
    case 'changedFrom':
    case 'changedTo':
      return DAY.test(value) ? value : '';
    case 'connector':
      return value.slice(0, 32);
    case 'search':
      return value.slice(0, 100);
  }
}

/** The filters a URL holds (unknown or malformed values are ignored). */
export function filtersFromParams(params: URLSearchParams): LeadFilters {
  const filters = { ...EMPTY_LEAD_FILTERS };
  for (const [field, param] of PARAMS) filters[field] = cleanValue(field, params.get(param) ?? '');
  return filters;
}

/** The filters as the form submits them: trimmed and checked like a URL's. */
export function cleanFilters(filters: LeadFilters): LeadFilters {
  const clean = { ...EMPTY_LEAD_FILTERS };
  for (const [field] of PARAMS) clean[field] = cleanValue(field, filters[field]);
  return clean;
}

/** The URL's query for these filters and page: empty filters and page 1 are left out. */
export function paramsFromFilters(filters: LeadFilters, page = 1): URLSearchParams {
  const params = new URLSearchParams();
  for (const [field, param] of PARAMS) {
    const value = cleanValue(field, filters[field]);
    if (value !== '') params.set(param, value);
  }
  if (page > 1) params.set('page', String(page));
  return params;
}

export function hasFilters(filters: LeadFilters): boolean {
  return PARAMS.some(([field]) => filters[field] !== '');
}

/** The API's query: the filters, and for the list the page and page size (the export takes every page). */
export function managedLeadQuery(filters: LeadFilters, page?: number): ManagedLeadQuery {
  const query: ManagedLeadQuery = {};
  for (const [field, param] of PARAMS) {
    const value = cleanValue(field, filters[field]);
    if (value !== '') (query as Record<string, string>)[param] = value;
  }
  if (page !== undefined) {
    query.page = String(page);
    query.page_size = String(MANAGED_LEADS_PAGE_SIZE);
  }
  return query;
}

/** "?status=approved&page=2&page_size=20" (empty string without parameters). */
export function queryString(query: ManagedLeadQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (typeof value === 'string' && value !== '') params.set(key, value);
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

/** Created from must not be after created to (the form says so under "Created to"). */
export function dateRangeError(filters: Pick<LeadFilters, 'createdFrom' | 'createdTo'>, t: LeadManagementT = leadManagementT): string | undefined {
  if (filters.createdFrom && filters.createdTo && filters.createdFrom > filters.createdTo) return t('filters.createdRangeError');
  return undefined;
}

/** The same for the status-change dates (under "Status changed to"). */
export function changedRangeError(filters: Pick<LeadFilters, 'changedFrom' | 'changedTo'>, t: LeadManagementT = leadManagementT): string | undefined {
  if (filters.changedFrom && filters.changedTo && filters.changedFrom > filters.changedTo) return t('filters.changedRangeError');
  return undefined;
}

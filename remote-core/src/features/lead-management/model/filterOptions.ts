/**
 * The choices of the Lead Management filters that come from elsewhere: the territories (GET
 * /auth/subterritories/fetch/) and the idle spans. A link (the dashboards') may name a value the
 * choices do not list (a territory not read yet, an idle span of its own): it is still shown, so the
 * form always says which filter is in force.
 */
import type { Territory, TerritoryLevel } from 'shared-contracts';
import { t as leadManagementT, type LeadManagementMessageId, type LeadManagementT } from '../i18n';
import { IDLE_DAYS_OPTIONS } from './leadFilters';

export interface FilterOption {
  value: string;
  label: string;
}

export interface FilterOptionGroup {
  label: string;
  options: FilterOption[];
}

const LEVEL_HEADINGS: Record<TerritoryLevel, LeadManagementMessageId> = { zone: 'filters.zones', state: 'filters.states', cluster: 'filters.clusters' };

/** The territories under a heading per level (zones, states, clusters); the current one added when missing. */
export function territoryOptions(
  territories: readonly Territory[] | undefined,
  current: string,
  t: LeadManagementT = leadManagementT,
): (FilterOption | FilterOptionGroup)[] {
  const groups: FilterOptionGroup[] = (['zone', 'state', 'cluster'] as const)
    .map((level) => ({
      label: t(LEVEL_HEADINGS[level]),
      options: (territories ?? []).filter((territory) => territory.level === level).map((territory) => ({ value: String(territory.id), label: territory.name })),
    }))
    .filter((group) => group.options.length > 0);
  const listed = groups.some((group) => group.options.some((option) => option.value === current));
  return current !== '' && !listed ? [{ value: current, label: t('filters.territoryId', { id: current }) }, ...groups] : groups;
}

/** "14+ days without a change" */
export function idleDaysLabel(days: string, t: LeadManagementT = leadManagementT): string {
  return t('filters.idleDays', { count: Number(days), days });
}

/** The idle spans offered, with the current one when a link chose another. */
export function idleDaysOptions(current: string, t: LeadManagementT = leadManagementT): FilterOption[] {
  const values = IDLE_DAYS_OPTIONS.map(String);
  if (current !== '' && !values.includes(current)) values.push(current);
  return values.sort((a, b) => Number(a) - Number(b)).map((value) => ({ value, label: idleDaysLabel(value, t) }));
}

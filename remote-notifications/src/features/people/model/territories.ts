/**
 * Territories (zone > state > cluster) as the People dialogs offer them: each with its path
 * ("Pune West · Maharashtra · West Zone"), grouped by level; the parents a new territory may have.
 */
import type { Territory, TerritoryCreateRequest, TerritoryLevel } from 'shared-contracts';
import { formErrors } from 'shared-ui';
import type { PeopleMessageId, PeopleT } from '../i18n';

export const LEVELS: readonly TerritoryLevel[] = ['zone', 'state', 'cluster'];

const LEVEL_NAMES: Record<TerritoryLevel, { one: PeopleMessageId; many: PeopleMessageId }> = {
  zone: { one: 'level.zone', many: 'levels.zone' },
  state: { one: 'level.state', many: 'levels.state' },
  cluster: { one: 'level.cluster', many: 'levels.cluster' },
};

/** "Zone"; a level the portal does not know as the API sends it. */
export function levelName(t: PeopleT, level: TerritoryLevel): string {
  const names = LEVEL_NAMES[level];
  return names === undefined ? level : t(names.one);
}

export function isLevel(value: string): value is TerritoryLevel {
  return (LEVELS as readonly string[]).includes(value);
}

/** The level a parent must have: none for a zone, a zone for a state, a state for a cluster. */
export function parentLevel(level: TerritoryLevel): TerritoryLevel | undefined {
  const index = LEVELS.indexOf(level);
  return index > 0 ? LEVELS[index - 1] : undefined;
}

/** "Pune West · Maharashtra · West Zone": the territory, then each parent up to its zone. */
export function territoryPath(territory: Territory, all: readonly Territory[]): string {
  const byId = new Map(all.map((item) => [item.id, item]));
  const names = [territory.name];
  const seen = new Set([territory.id]);
  let parent = territory.parent_id === null ? undefined : byId.get(territory.parent_id);
  while (parent !== undefined && !seen.has(parent.id)) {
    names.push(parent.name);
    seen.add(parent.id);
    parent = parent.parent_id === null ? undefined : byId.get(parent.parent_id);
  }
  return names.join(' · ');
}

export interface TerritoryOption {
  value: string;
  label: string;
}

export interface TerritoryGroup {
  level: TerritoryLevel;
  /** "Zones", "States", "Clusters". */
  label: string;
  options: TerritoryOption[];
}

function optionsOf(territories: readonly Territory[], all: readonly Territory[]): TerritoryOption[] {
  return territories
    .map((territory) => ({ value: String(territory.id), label: territoryPath(territory, all) }))
    .sort((a, b) => a.label.localeCompare(b.label, 'en-IN'));
}

/** Every territory by level (zones, states, clusters; empty levels left out), each by its path. */
export function territoryGroups(t: PeopleT, all: readonly Territory[]): TerritoryGroup[] {
  return LEVELS.map((level) => ({
    level,
    label: t(LEVEL_NAMES[level].many),
    options: optionsOf(
      all.filter((territory) => territory.level === level),
      all,
    ),
  })).filter((group) => group.options.length > 0);
}

/** The territories a new territory of `level` may sit under (none for a zone). */
export function parentOptions(all: readonly Territory[], level: TerritoryLevel): TerritoryOption[] {
  const wanted = parentLevel(level);
  return wanted === undefined
    ? []
    : optionsOf(
        all.filter((territory) => territory.level === wanted),
        all,
      );
}

export interface TerritoryFormValues {
  name: string;
  level: string;
  parentId: string;
}

export type TerritoryField = keyof TerritoryFormValues;
export type TerritoryFormErrors = Partial<Record<TerritoryField, string>>;

export const EMPTY_TERRITORY: TerritoryFormValues = { name: '', level: '', parentId: '' };

/** The form's rules: a name of 2 to 120 characters, a level, and the parent a state or cluster needs. */
export function territoryFormErrors(t: PeopleT, values: TerritoryFormValues): TerritoryFormErrors {
  const errors: TerritoryFormErrors = {};
  const name = values.name.trim();
  if (name === '') errors.name = t('addTerritory.nameRequired');
  else if (name.length < 2) errors.name = t('addTerritory.nameTooShort');
  if (!isLevel(values.level)) errors.level = t('addTerritory.levelRequired');
  else {
    const wanted = parentLevel(values.level);
    if (wanted !== undefined && values.parentId === '') errors.parentId = t('addTerritory.parentRequired', { level: wanted });
  }
  return errors;
}

/** The POST body; a zone has no parent. Only called once the form has no errors. */
export function territoryPayload(values: TerritoryFormValues): TerritoryCreateRequest {
  const level = values.level as TerritoryLevel;
  return {
    name: values.name.trim(),
    level,
    parent_id: parentLevel(level) === undefined ? null : Number(values.parentId),
  };
}

const TERRITORY_API_FIELDS = { name: 'name', level: 'level', parent_id: 'parentId' } as const;

/** A failed create: the server's messages under name, level and parent; anything else above the buttons. */
export function territoryServerErrors(t: PeopleT, error: unknown): { fields: TerritoryFormErrors; other: string | undefined } {
  const { fields: apiFields, other } = formErrors(error, Object.keys(TERRITORY_API_FIELDS) as (keyof typeof TERRITORY_API_FIELDS)[]);
  const fields: TerritoryFormErrors = {};
  for (const [apiField, field] of Object.entries(TERRITORY_API_FIELDS)) {
    const message = apiFields[apiField as keyof typeof TERRITORY_API_FIELDS];
    if (message !== undefined) fields[field] = message;
  }
  return { fields, other: other ?? (Object.keys(fields).length === 0 ? t('addTerritory.error') : undefined) };
}

export function territoryCreatedMessage(t: PeopleT, territory: Pick<Territory, 'name' | 'level'>): string {
  return t('addTerritory.created', { name: territory.name, level: territory.level });
}

import type { Territory } from 'shared-contracts';
import { t } from '../i18n';
import { TERRITORIES } from '../testing/peopleFixtures';
import {
  parentLevel,
  parentOptions,
  territoryCreatedMessage,
  territoryFormErrors,
  territoryGroups,
  territoryPath,
  territoryPayload,
  territoryServerErrors,
} from './territories';

function failure(status: number, data?: unknown) {
  return Object.assign(new Error(`Request failed with status code ${status}`), { response: { status, data } });
}

const byName = (name: string) => TERRITORIES.find((territory) => territory.name === name) as Territory;

describe('territory paths and groups', () => {
  it('names each territory with its parents up to the zone', () => {
    expect(territoryPath(byName('Pune West'), TERRITORIES)).toBe('Pune West · Maharashtra · West Zone');
    expect(territoryPath(byName('Karnataka'), TERRITORIES)).toBe('Karnataka · South Zone');
    expect(territoryPath(byName('West Zone'), TERRITORIES)).toBe('West Zone');
  });

  it('survives a missing parent or a loop', () => {
    const orphan: Territory = { id: 30, name: 'Goa', level: 'state', parent_id: 99 };
    expect(territoryPath(orphan, [orphan])).toBe('Goa');
    const a: Territory = { id: 31, name: 'A', level: 'state', parent_id: 32 };
    const b: Territory = { id: 32, name: 'B', level: 'zone', parent_id: 31 };
    expect(territoryPath(a, [a, b])).toBe('A · B');
  });

  it('groups by level, leaving out empty levels', () => {
    expect(territoryGroups(t, TERRITORIES).map((group) => [group.label, group.options.length])).toEqual([
      ['Zones', 2],
      ['States', 2],
      ['Clusters', 4],
    ]);
    expect(territoryGroups(t, TERRITORIES.filter((territory) => territory.level === 'zone')).map((group) => group.label)).toEqual(['Zones']);
  });

  it('offers the level above as parents; a zone has none', () => {
    expect(parentLevel('zone')).toBeUndefined();
    expect(parentLevel('state')).toBe('zone');
    expect(parentLevel('cluster')).toBe('state');
    expect(parentOptions(TERRITORIES, 'zone')).toEqual([]);
    expect(parentOptions(TERRITORIES, 'state').map((option) => option.label)).toEqual(['South Zone', 'West Zone']);
    expect(parentOptions(TERRITORIES, 'cluster').map((option) => option.value)).toEqual(['4', '3']);
  });
});

describe('the territory form', () => {
  it('needs a name, a level and, below a zone, a parent', () => {
    expect(territoryFormErrors(t, { name: ' ', level: '', parentId: '' })).toEqual({ name: 'Enter the territory name.', level: 'Choose a level.' });
    expect(territoryFormErrors(t, { name: 'Goa', level: 'state', parentId: '' })).toEqual({ parentId: 'Choose the zone it belongs to.' });
    expect(territoryFormErrors(t, { name: 'North Zone', level: 'zone', parentId: '' })).toEqual({});
  });

  it('sends no parent for a zone, whatever was chosen before', () => {
    expect(territoryPayload({ name: ' North Zone ', level: 'zone', parentId: '3' })).toEqual({ name: 'North Zone', level: 'zone', parent_id: null });
    expect(territoryPayload({ name: 'Goa', level: 'state', parentId: '1' })).toEqual({ name: 'Goa', level: 'state', parent_id: 1 });
  });

  it("places the server's messages", () => {
    expect(territoryServerErrors(t, failure(400, { parent_id: ['A state belongs to a zone.'] }))).toEqual({
      fields: { parentId: 'A state belongs to a zone.' },
      other: undefined,
    });
    expect(territoryServerErrors(t, failure(500))).toEqual({ fields: {}, other: 'Failed to create the territory' });
    expect(territoryCreatedMessage(t, { name: 'Goa', level: 'state' })).toBe('Goa (state) was created.');
  });
});

import type { Territory } from 'shared-contracts';
import { idleDaysOptions, territoryOptions } from './filterOptions';

const TERRITORIES: Territory[] = [
  { id: 1, name: 'West', level: 'zone', parent_id: null },
  { id: 2, name: 'Maharashtra', level: 'state', parent_id: 1 },
  { id: 5, name: 'Pune West', level: 'cluster', parent_id: 2 },
  { id: 6, name: 'Mumbai Central', level: 'cluster', parent_id: 2 },
];

describe('territoryOptions', () => {
  it('groups the territories by level, zones first', () => {
    expect(territoryOptions(TERRITORIES, '5')).toEqual([
      { label: 'Zones', options: [{ value: '1', label: 'West' }] },
      { label: 'States', options: [{ value: '2', label: 'Maharashtra' }] },
      { label: 'Clusters', options: [{ value: '5', label: 'Pune West' }, { value: '6', label: 'Mumbai Central' }] },
    ]);
  });

  it("still names a territory the list does not hold (not read yet, or another rm's)", () => {
    expect(territoryOptions(undefined, '9')).toEqual([{ value: '9', label: 'Territory 9' }]);
    expect(territoryOptions(TERRITORIES, '9')[0]).toEqual({ value: '9', label: 'Territory 9' });
    expect(territoryOptions(undefined, '')).toEqual([]);
  });
});

describe('idleDaysOptions', () => {
  it('offers 7, 14 and 30 days, and a span a link chose, in order', () => {
    expect(idleDaysOptions('').map((option) => option.label)).toEqual(['7+ days without a change', '14+ days without a change', '30+ days without a change']);
    expect(idleDaysOptions('21').map((option) => option.value)).toEqual(['7', '14', '21', '30']);
    expect(idleDaysOptions('1')[0].label).toBe('1+ day without a change');
  });
});

import { NAV_GROUPS } from './navTable';

describe("the sidebar's part of the table of pages", () => {
  it('builds the sidebar groups with the roles that see them', () => {
    expect(NAV_GROUPS.map((group) => [group.label, group.roles])).toEqual([
      [undefined, ['connector', 'rm', 'admin', 'director']],
      ['Back Office', ['admin', 'director']],
      ['My Team', ['rm']],
    ]);
    expect(NAV_GROUPS[0]?.items.find((item) => item.id === 'leads')).toEqual({ id: 'leads', label: 'Leads', path: '/leads', detailPrefixes: ['/lead/'] });
  });
});

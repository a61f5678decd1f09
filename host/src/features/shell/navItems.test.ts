import { activeNavItemId, NAV_ITEMS, navGroupsFor } from './navItems';

describe('sidebar items', () => {
  it('lists the seven items in the spec order with their routes', () => {
    expect(NAV_ITEMS.map((item) => [item.label, item.path])).toEqual([
      ['Dashboard', '/dashboard'],
      ['Bank & Loans', '/bank-loan'],
      ['Leads', '/leads'],
      ['Bonus', '/bonus'],
      ['Loan Products', '/banks_eligibility'],
      ['Eligibility Check', '/eligibility_check'],
      ['My Profile', '/profile'],
    ]);
  });

  it('marks the item whose id appears in the path', () => {
    expect(activeNavItemId('/dashboard')).toBe('dashboard');
    expect(activeNavItemId('/bank-loan')).toBe('bank-loan');
    expect(activeNavItemId('/banks_eligibility')).toBe('banks_eligibility');
    expect(activeNavItemId('/eligibility_check')).toBe('eligibility_check');
    expect(activeNavItemId('/profile')).toBe('profile');
    expect(activeNavItemId('/leads')).toBe('leads');
  });

  it('marks the owning item on detail pages and the dashboard on the index', () => {
    expect(activeNavItemId('/')).toBe('dashboard');
    expect(activeNavItemId('/bank/4')).toBe('bank-loan');
    expect(activeNavItemId('/loan/2')).toBe('bank-loan');
    expect(activeNavItemId('/branch/17')).toBe('bank-loan');
    expect(activeNavItemId('/lead/12')).toBe('leads');
    expect(activeNavItemId('/notifications')).toBeUndefined();
  });
});

describe('staff groups', () => {
  it('gives admin and director the Back Office group, an rm My Team, a connector none', () => {
    expect(navGroupsFor('admin').map((group) => group.label)).toEqual(['Back Office']);
    expect(navGroupsFor('director').map((group) => group.label)).toEqual(['Back Office']);
    expect(navGroupsFor('rm').map((group) => group.label)).toEqual(['My Team']);
    expect(navGroupsFor('connector')).toEqual([]);
    expect(navGroupsFor(undefined)).toEqual([]);
  });

  it('marks the staff item of a back-office page, never the connector items', () => {
    expect(activeNavItemId('/back-office/leads', 'admin')).toBe('lead-management');
    expect(activeNavItemId('/back-office/leads/12', 'director')).toBe('lead-management');
    expect(activeNavItemId('/back-office/leads', 'rm')).toBe('team-leads');
    expect(activeNavItemId('/back-office/kyc', 'admin')).toBe('kyc-review');
    expect(activeNavItemId('/my-team', 'rm')).toBe('my-team');
    expect(activeNavItemId('/back-office/leads', 'connector')).toBeUndefined();
    expect(activeNavItemId('/leads', 'admin')).toBe('leads');
  });
});

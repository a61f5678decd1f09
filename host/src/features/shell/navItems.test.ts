import { activeNavItemId, NAV_ITEMS } from './navItems';

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

import type { Role } from 'shared-contracts';

/** The sidebar, in the spec's order. An item is active when its id appears in the current path. */
export interface NavItem {
  id: string;
  label: string;
  path: string;
  /** Detail pages that belong to the item although its id is not in their path. */
  detailPrefixes?: readonly string[];
}

export const NAV_ITEMS: readonly NavItem[] = [
  { id: 'dashboard', label: 'Dashboard', path: '/dashboard' },
  { id: 'bank-loan', label: 'Bank & Loans', path: '/bank-loan', detailPrefixes: ['/bank/', '/loan/', '/branch/'] },
  { id: 'leads', label: 'Leads', path: '/leads', detailPrefixes: ['/lead/'] },
  { id: 'bonus', label: 'Bonus', path: '/bonus' },
  { id: 'banks_eligibility', label: 'Loan Products', path: '/banks_eligibility' },
  { id: 'eligibility_check', label: 'Eligibility Check', path: '/eligibility_check' },
  { id: 'profile', label: 'My Profile', path: '/profile' },
];

/** A group of staff items shown after the seven, to the roles it names (docs/back-office.md). */
export interface NavGroup {
  label: string;
  roles: readonly Role[];
  items: readonly NavItem[];
}

export const STAFF_NAV_GROUPS: readonly NavGroup[] = [
  {
    label: 'Back Office',
    roles: ['admin', 'director'],
    items: [
      { id: 'kyc-review', label: 'KYC Review', path: '/back-office/kyc' },
      { id: 'lead-management', label: 'Lead Management', path: '/back-office/leads' },
      { id: 'payouts', label: 'Payouts', path: '/back-office/payouts' },
      { id: 'catalogue-admin', label: 'Catalogue', path: '/back-office/catalogue' },
      { id: 'people', label: 'People', path: '/back-office/people' },
    ],
  },
  {
    label: 'My Team',
    roles: ['rm'],
    items: [
      { id: 'my-team', label: 'My Team', path: '/my-team' },
      { id: 'team-leads', label: 'Team Leads', path: '/back-office/leads' },
    ],
  },
];

/** The staff groups a role sees (none for a connector, or while the profile is not known). */
export function navGroupsFor(role: Role | undefined): NavGroup[] {
  return role ? STAFF_NAV_GROUPS.filter((group) => group.roles.includes(role)) : [];
}

const isAtOrBelow = (pathname: string, path: string) => pathname === path || pathname.startsWith(`${path}/`);

export function activeNavItemId(pathname: string, role?: Role): string | undefined {
  // The index route shows the dashboard.
  if (pathname === '/' || pathname === '') return 'dashboard';
  // Staff pages first: /back-office/leads must not light up the connector's "Leads".
  for (const group of navGroupsFor(role)) {
    const item = group.items.find((candidate) => isAtOrBelow(pathname, candidate.path));
    if (item) return item.id;
  }
  if (pathname.startsWith('/back-office/') || pathname === '/my-team') return undefined;
  const byId = NAV_ITEMS.find((item) => pathname.includes(item.id));
  if (byId) return byId.id;
  return NAV_ITEMS.find((item) => item.detailPrefixes?.some((prefix) => pathname.startsWith(prefix)))?.id;
}

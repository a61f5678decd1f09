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

export function activeNavItemId(pathname: string): string | undefined {
  // The index route shows the dashboard.
  if (pathname === '/' || pathname === '') return 'dashboard';
  const byId = NAV_ITEMS.find((item) => pathname.includes(item.id));
  if (byId) return byId.id;
  return NAV_ITEMS.find((item) => item.detailPrefixes?.some((prefix) => pathname.startsWith(prefix)))?.id;
}

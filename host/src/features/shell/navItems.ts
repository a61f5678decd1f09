import type { Role } from 'shared-contracts';
import { PORTAL_PAGES } from '../../pageTable';
import { NAV_GROUPS, type NavGroup, type NavItem } from './navTable';

export type { NavGroup, NavItem };

const MAIN_GROUP = NAV_GROUPS[0];
if (!MAIN_GROUP || MAIN_GROUP.label !== undefined) throw new Error('pages.json: the first nav group is the main one, without a label');

/** The sidebar's main items, in the spec's order (pages.json): every role sees them. */
export const NAV_ITEMS: readonly NavItem[] = MAIN_GROUP.items;

/** The labelled groups shown after the main items, to the roles each names (docs/back-office.md). */
export const STAFF_NAV_GROUPS: readonly NavGroup[] = NAV_GROUPS.slice(1);

/** The staff groups a role sees (none for a connector, or while the profile is not known). */
export function navGroupsFor(role: Role | undefined): NavGroup[] {
  return role ? STAFF_NAV_GROUPS.filter((group) => group.roles.includes(role)) : [];
}

const isAtOrBelow = (pathname: string, path: string) => pathname === path || pathname.startsWith(`${path}/`);

/** The main item of the index page: "/" shows that page. */
const INDEX_ITEM_ID = NAV_ITEMS.find((item) => item.path === PORTAL_PAGES.find((page) => page.index)?.path)?.id;

export function activeNavItemId(pathname: string, role?: Role): string | undefined {
  if (pathname === '/' || pathname === '') return INDEX_ITEM_ID;
  // Staff pages first: /back-office/leads must not light up the connector's "Leads".
  for (const group of navGroupsFor(role)) {
    const item = group.items.find((candidate) => isAtOrBelow(pathname, candidate.path));
    if (item) return item.id;
  }
  // Another role's staff page lights up nothing (its path may contain a main item's id).
  if (STAFF_NAV_GROUPS.some((group) => group.items.some((item) => isAtOrBelow(pathname, item.path)))) return undefined;
  const byId = NAV_ITEMS.find((item) => pathname.includes(item.id));
  if (byId) return byId.id;
  return NAV_ITEMS.find((item) => item.detailPrefixes?.some((prefix) => pathname.startsWith(prefix)))?.id;
}

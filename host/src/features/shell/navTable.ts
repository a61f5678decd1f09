/**
 * The sidebar's groups and entries, from the one table of pages (pages.json, docs/pages.md). Read
 * through its own copy (`pages.json?nav`, webpack/host-tables-loader.cjs) so that only the shell's
 * chunk carries them, not the scripts that run before the login form is live (a budget:
 * docs/federation.md).
 */
import { PAGE_AUDIENCES, type RoleName } from 'shared-contracts/roles';
import navTable from '../../../../pages.json?nav';
import { audienceOf } from '../../pageTable';

/** A sidebar link. An item is active when its id appears in the current path (or a detail prefix does). */
export interface NavItem {
  id: string;
  label: string;
  path: string;
  /** Detail pages that belong to the item although its id is not in their path. */
  detailPrefixes?: readonly string[];
}

/** A sidebar group: the main items (no label) for everyone, then the staff groups for their roles. */
export interface NavGroup {
  id: string;
  label?: string;
  roles: readonly RoleName[];
  items: readonly NavItem[];
}

export const NAV_GROUPS: readonly NavGroup[] = navGroupsOf();

function navGroupsOf(): NavGroup[] {
  return navTable.navGroups.map((group) => ({
    id: group.id,
    label: 'label' in group ? group.label : undefined,
    roles: PAGE_AUDIENCES[audienceOf(group.audience, `nav group ${group.id}`)],
    items: navTable.pages.flatMap((page) =>
      (page.nav ?? [])
        .filter((entry) => entry.group === group.id)
        .map((entry: { id: string; label: string; detailPrefixes?: string[] }): NavItem => ({
          id: entry.id,
          label: entry.label,
          path: page.path,
          ...(entry.detailPrefixes ? { detailPrefixes: entry.detailPrefixes } : {}),
        })),
    ),
  }));
}

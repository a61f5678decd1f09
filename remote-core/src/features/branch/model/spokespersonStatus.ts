import { t as branchT, type BranchT } from '../i18n';

/** Spec (Branch spokespersons): the status badge is outline when active, secondary otherwise. */
export function isActiveSpokesperson(status: string): boolean {
  return status.trim().toLowerCase() === 'active';
}

export interface StatusBadgeStyle {
  variant: 'outline' | 'subtle';
  colorPalette: 'green' | 'gray';
}

/** Outline (green) for active; the secondary look (subtle gray) for any other status. */
export function spokespersonStatusBadge(status: string): StatusBadgeStyle {
  return isActiveSpokesperson(status) ? { variant: 'outline', colorPalette: 'green' } : { variant: 'subtle', colorPalette: 'gray' };
}

/** "Total Spokespersons: 2" */
export function totalSpokespersonsText(count: number, t: BranchT = branchT): string {
  return t('people.total', { count: String(count) });
}

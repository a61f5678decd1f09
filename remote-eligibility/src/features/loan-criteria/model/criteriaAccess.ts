import type { Role } from 'shared-contracts';

/**
 * Who maintains the criteria: the back office (admin and director) may add and edit them; every
 * other role reads the list only (docs/loan-criteria-screen.md). The API enforces the same rule.
 */
export const CRITERIA_EDITOR_ROLES: readonly Role[] = ['admin', 'director'];

/** false while the role is unknown (profile loading or failed): the list stays read-only. */
export function canEditCriteria(role: Role | undefined): boolean {
  return role !== undefined && CRITERIA_EDITOR_ROLES.includes(role);
}

import type { Role } from 'shared-contracts';

const ROLE_LABELS: Record<Role, string> = {
  connector: 'Connector',
  rm: 'Relationship Manager',
  admin: 'Admin',
  director: 'Director',
};

/** The role as a person reads it ("rm" -> "Relationship Manager"). */
export function roleLabel(role: Role): string {
  return ROLE_LABELS[role] ?? role;
}

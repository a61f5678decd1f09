import type { Role } from 'shared-contracts';
import { t, type CommonMessageId } from '../i18n';

const ROLE_LABELS: Record<Role, CommonMessageId> = {
  connector: 'role.connector',
  rm: 'role.rm',
  admin: 'role.admin',
  director: 'role.director',
};

/**
 * The role as a person reads it ("rm" -> "Relationship Manager"), in the page's language: call it
 * while rendering (a component showing it renders again when the language changes through its useT).
 */
export function roleLabel(role: Role): string {
  const id = ROLE_LABELS[role];
  return id !== undefined ? t(id) : role;
}

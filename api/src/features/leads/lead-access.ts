import { isBackOffice } from 'shared-contracts';
import type { Database } from '../../db/client';
import type { AuthUser } from '../auth/auth-user';
import { isBelowInReportingLine } from '../employees/employee-queries';
import type { LeadWithOwners } from './lead-queries';

/**
 * Who may read a lead: the back office any; anyone the leads they referred or created; a
 * relationship manager also the leads referred by the people below them in the reporting line.
 */
export async function mayReadLead(db: Database, user: AuthUser, lead: Pick<LeadWithOwners, 'referredById' | 'createdById'>): Promise<boolean> {
  if (isBackOffice(user.role)) return true;
  if (isLeadOwner(user, lead)) return true;
  if (user.role === 'rm' && lead.referredById !== null) return isBelowInReportingLine(db, user.id, lead.referredById);
  return false;
}

/** The connector side of a lead: who referred it or created it (they collect its documents). */
export function isLeadOwner(user: AuthUser, lead: Pick<LeadWithOwners, 'referredById' | 'createdById'>): boolean {
  return lead.referredById === user.id || lead.createdById === user.id;
}

/**
 * Who collects a lead's documents: its referrer, or the connector who created it. A relationship manager
 * or the back office creating a lead for a connector reads its documents but does not upload them.
 */
export function collectsLeadDocuments(user: AuthUser, lead: Pick<LeadWithOwners, 'referredById' | 'createdById'>): boolean {
  return lead.referredById === user.id || (lead.createdById === user.id && user.role === 'connector');
}

/**
 * The lead list's name (/back-office/leads). Admins and directors decide leads there ("Lead
 * Management"); a relationship manager opens the same page from the sidebar's "Team Leads" to read
 * their team's leads and changes nothing, so the page must neither be called nor described as a place
 * to decide.
 */
import { t as leadManagementT, type LeadManagementMessageId, type LeadManagementT } from '../i18n';

export interface LeadListHeading {
  title: string;
  subtitle: string;
  /** The label of the lead page's way back to this list. */
  backLabel: string;
}

/** Each heading's texts (catalogue ids). */
const MANAGER_HEADING: Record<keyof LeadListHeading, LeadManagementMessageId> = {
  title: 'heading.managerTitle',
  subtitle: 'heading.managerSubtitle',
  backLabel: 'heading.managerBack',
};

const RM_HEADING: Record<keyof LeadListHeading, LeadManagementMessageId> = {
  title: 'heading.rmTitle',
  subtitle: 'heading.rmSubtitle',
  backLabel: 'heading.rmBack',
};

/** The heading for the signed-in user's role (undefined while the profile loads: the managers' heading). */
export function leadListHeading(role: string | undefined, t: LeadManagementT = leadManagementT): LeadListHeading {
  const ids = role === 'rm' ? RM_HEADING : MANAGER_HEADING;
  return { title: t(ids.title), subtitle: t(ids.subtitle), backLabel: t(ids.backLabel) };
}

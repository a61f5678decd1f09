/**
 * The lead list's name (/back-office/leads). Admins and directors decide leads there ("Lead
 * Management"); a relationship manager opens the same page from the sidebar's "Team Leads" to read
 * their team's leads and changes nothing, so the page must neither be called nor described as a place
 * to decide.
 */
export interface LeadListHeading {
  title: string;
  subtitle: string;
  /** The label of the lead page's way back to this list. */
  backLabel: string;
}

const MANAGER_HEADING: LeadListHeading = {
  title: 'Lead Management',
  subtitle: 'Every referred lead: filter, open, decide and track its documents and payout.',
  backLabel: 'Back to Lead Management',
};

const RM_HEADING: LeadListHeading = {
  title: 'Team Leads',
  subtitle: "The leads your team referred: filter and open them to follow their documents and payout.",
  backLabel: 'Back to Team Leads',
};

/** The heading for the signed-in user's role (undefined while the profile loads: the managers' heading). */
export function leadListHeading(role: string | undefined): LeadListHeading {
  return role === 'rm' ? RM_HEADING : MANAGER_HEADING;
}

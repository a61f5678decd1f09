/**
 * The portal's roles and the audiences built from them: the one definition the API's route access,
 * the host's page guards and the sidebar (pages.json names an audience per page and per sidebar group)
 * all read. Plain data with no imports, so the front ends may import it as a value
 * (`shared-contracts/roles`) without taking the contract schemas into their bundles.
 */
export const ROLES = ['connector', 'rm', 'admin', 'director'] as const;
export type RoleName = (typeof ROLES)[number];

/** The back office: who reviews KYC, manages leads, pays commissions and edits the catalogue. */
export const BACK_OFFICE_ROLES = ['admin', 'director'] as const satisfies readonly RoleName[];

export const isBackOffice = (role: RoleName): boolean => (BACK_OFFICE_ROLES as readonly RoleName[]).includes(role);

/** Who may open a page or sees a sidebar group, by the name pages.json uses. */
export const PAGE_AUDIENCES = {
  /** Anyone signed in (a connector once their KYC is verified). */
  everyone: ROLES,
  backOffice: BACK_OFFICE_ROLES,
  /** Relationship managers and the back office. */
  staff: ['rm', ...BACK_OFFICE_ROLES],
  relationshipManagers: ['rm'],
} as const satisfies Record<string, readonly RoleName[]>;

export type PageAudience = keyof typeof PAGE_AUDIENCES;

import type { CriteriaKind } from 'shared-contracts';

export interface CriteriaKindTab {
  kind: CriteriaKind;
  /** Tab label (spec back-office §2: Personal, Business, Home, LAP). */
  label: string;
  /** Full name of the loan kind, for titles such as the create/edit dialog's. */
  loanName: string;
}

/** The four loan kinds in tab order; `kind` is the {kind} path segment of /loan_eligibility/{kind}/. */
export const CRITERIA_KIND_TABS: readonly CriteriaKindTab[] = [
  { kind: 'personal-loan-criteria', label: 'Personal', loanName: 'Personal Loan' },
  { kind: 'business-loan-criteria', label: 'Business', loanName: 'Business Loan' },
  { kind: 'home-loan-criteria', label: 'Home', loanName: 'Home Loan' },
  { kind: 'loan-against-property-criteria', label: 'LAP', loanName: 'Loan Against Property' },
];

export const DEFAULT_CRITERIA_KIND: CriteriaKind = 'personal-loan-criteria';

export function criteriaCollectionPath(kind: CriteriaKind): string {
  return `/loan_eligibility/${kind}/`;
}

/** The tab of a kind (every kind has one). */
export function criteriaKindTab(kind: CriteriaKind): CriteriaKindTab {
  const tab = CRITERIA_KIND_TABS.find((candidate) => candidate.kind === kind);
  if (!tab) throw new Error(`Unknown criteria kind: ${kind}`);
  return tab;
}

export function criteriaItemPath(kind: CriteriaKind, id: number): string {
  return `${criteriaCollectionPath(kind)}${id}/`;
}

/** The dialog's title, given by its opener: "Add Personal Loan criteria", "Edit Personal Loan criteria — HDFC Bank". */
export function criteriaDialogTitle(kind: CriteriaKind, bankName?: string): string {
  const { loanName } = criteriaKindTab(kind);
  return bankName === undefined ? `Add ${loanName} criteria` : `Edit ${loanName} criteria — ${bankName}`;
}

import type { CriteriaKind } from 'shared-contracts';
import type { LoanCriteriaMessageId, LoanCriteriaT } from '../i18n';

export interface CriteriaKindTab {
  kind: CriteriaKind;
  /** Tab label (spec back-office §2: Personal, Business, Home, LAP), an id of the feature's catalogue. */
  label: LoanCriteriaMessageId;
  /** Full name of the loan kind, for titles such as the create/edit dialog's. */
  loanName: LoanCriteriaMessageId;
}

/** The four loan kinds in tab order; `kind` is the {kind} path segment of /loan_eligibility/{kind}/. */
export const CRITERIA_KIND_TABS: readonly CriteriaKindTab[] = [
  { kind: 'personal-loan-criteria', label: 'kinds.personal', loanName: 'kinds.personalLoan' },
  { kind: 'business-loan-criteria', label: 'kinds.business', loanName: 'kinds.businessLoan' },
  { kind: 'home-loan-criteria', label: 'kinds.home', loanName: 'kinds.homeLoan' },
  { kind: 'loan-against-property-criteria', label: 'kinds.lap', loanName: 'kinds.lapLoan' },
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
export function criteriaDialogTitle(kind: CriteriaKind, t: LoanCriteriaT, bankName?: string): string {
  const loan = t(criteriaKindTab(kind).loanName);
  return bankName === undefined ? t('dialog.addTitle', { loan }) : t('dialog.editTitle', { loan, bank: bankName });
}

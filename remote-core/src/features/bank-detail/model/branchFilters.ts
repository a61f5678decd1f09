/**
 * The Branches tab's four filters (spec: Bank detail): branch name, cluster and state match when
 * they contain the typed text in any letter case; the pincode when it contains the typed digits.
 * Leading and trailing spaces of a filter are ignored; an empty filter matches every branch.
 */
import type { BankBranch } from 'shared-contracts';
import { t as bankDetailT, type BankDetailMessageId, type BankDetailT } from '../i18n';

export interface BranchFilters {
  branchName: string;
  cluster: string;
  state: string;
  pincode: string;
}

export type BranchFilterField = keyof BranchFilters;

export const EMPTY_BRANCH_FILTERS: BranchFilters = { branchName: '', cluster: '', state: '', pincode: '' };

/** The filter inputs in the order the page shows them: their labels and placeholders (catalogue ids). */
export const BRANCH_FILTER_FIELDS: readonly { field: BranchFilterField; label: BankDetailMessageId; placeholder: BankDetailMessageId }[] = [
  { field: 'branchName', label: 'column.branchName', placeholder: 'filter.branchName' },
  { field: 'cluster', label: 'column.cluster', placeholder: 'filter.cluster' },
  { field: 'state', label: 'column.state', placeholder: 'filter.state' },
  { field: 'pincode', label: 'column.pincode', placeholder: 'filter.pincode' },
];

type FilteredFields = Pick<BankBranch, 'branch_name' | 'cluster' | 'state' | 'pincode'>;

function containsIgnoringCase(value: string, filter: string): boolean {
  return value.toLowerCase().includes(filter.trim().toLowerCase());
}

export function branchMatches(branch: FilteredFields, filters: BranchFilters): boolean {
  return (
    containsIgnoringCase(branch.branch_name, filters.branchName) &&
    containsIgnoringCase(branch.cluster, filters.cluster) &&
    containsIgnoringCase(branch.state, filters.state) &&
    branch.pincode.includes(filters.pincode.trim())
  );
}

export function filterBranches<B extends FilteredFields>(branches: readonly B[], filters: BranchFilters): B[] {
  return branches.filter((branch) => branchMatches(branch, filters));
}

/** "Showing 3 of 15 branches" */
export function showingBranchesText(shown: number, total: number, t: BankDetailT = bankDetailT): string {
  return t('branches.showing', { shown: String(shown), total: String(total) });
}

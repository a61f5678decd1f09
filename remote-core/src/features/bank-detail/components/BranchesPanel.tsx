import { useState } from 'react';
import type { BankBranch } from 'shared-contracts';
import { Stack, Text, EmptyState } from 'shared-ui';
import { EMPTY_BRANCH_FILTERS, filterBranches, showingBranchesText, type BranchFilterField } from '../model/branchFilters';
import { useT } from '../i18n';
import { BranchFilterInputs } from './BranchFilterInputs';
import { BranchList } from './BranchList';

/** The Branches tab: filters, "Showing X of Y branches", and the matching branches. */
export function BranchesPanel({ branches }: { branches: BankBranch[] }) {
  const t = useT();
  const [filters, setFilters] = useState(EMPTY_BRANCH_FILTERS);
  const shown = filterBranches(branches, filters);
  const changeFilter = (field: BranchFilterField, value: string) => setFilters((current) => ({ ...current, [field]: value }));
  return (
    <Stack gap="4">
      <BranchFilterInputs filters={filters} onChange={changeFilter} />
      <Text fontSize="sm" color="fg.muted" aria-live="polite">
        {showingBranchesText(shown.length, branches.length, t)}
      </Text>
      {shown.length > 0 ? (
        <BranchList branches={shown} />
      ) : (
        <EmptyState>{t(branches.length === 0 ? 'branches.none' : 'branches.noMatch')}</EmptyState>
      )}
    </Stack>
  );
}

import { useMemo } from 'react';
import { Stack, EmptyState, ErrorState, LoadingState, pageCount, Pager, type PagedQuerySource } from 'shared-ui';
import { TEAM_FETCH_ERROR, type TeamFilters, type TeamList as TeamAnswer } from './api/team';
import { TeamList } from './components/TeamList';
import { emptyTeamMessage, teamRow } from './model/teamRows';
import { useT } from './i18n';

export interface MyTeamPageBodyProps {
  /**
   * The page's read of the team (MyTeamPage starts it with its header); `isPlaceholderData`: the
   * previous search or page is kept while this one loads (the totals do not blink; the list shows
   * the spinner). Handed down rather than read again here: a second reader of the query mounting
   * after the read had failed would ask the server again (React Query retries a failed query on
   * mount) before the failure is shown.
   */
  team: PagedQuerySource<TeamAnswer>;
  /** The search and the page the team is read with. */
  filters: TeamFilters;
  onPageChange: (page: number) => void;
}

/**
 * /my-team below its totals and search: the connectors with their pager, or what stands in their
 * place (the team loading, its error, no connector) (MyTeamPage).
 */
export default function MyTeamPageBody({ team, filters, onPageChange }: MyTeamPageBodyProps) {
  const t = useT();
  const data = team.data;
  // Kept while the data is: the list redraws its rows whenever it gets a new array (docs/shared-ui.md).
  const rows = useMemo(() => data?.results.map(teamRow) ?? [], [data]);

  if (team.isPending) return <LoadingState label={t('page.loading')} />;
  if (data === undefined) return <ErrorState error={team.error} fallback={t(TEAM_FETCH_ERROR)} onRetry={() => void team.refetch()} />;
  if (team.isPlaceholderData) return <LoadingState label={t('list.loading')} />;
  if (rows.length === 0) return <EmptyState>{emptyTeamMessage(filters.search, t)}</EmptyState>;
  return (
    <Stack gap="3">
      <TeamList rows={rows} />
      <Pager label={t('list.pages')} page={filters.page} pageCount={pageCount(data.count, data.page_size)} onPageChange={onPageChange} />
    </Stack>
  );
}

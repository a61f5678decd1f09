import { useMemo, useState } from 'react';
import { Stack, EmptyState, ErrorState, LoadingState, pageCount, PageHeader, Pager, RefreshFailure } from 'shared-ui';
import { SearchForm } from '../../common/components/SearchForm';
import { TEAM_FETCH_ERROR, useTeam, type TeamFilters } from './api/team';
import { TeamList } from './components/TeamList';
import { TeamTiles } from './components/TeamTiles';
import { emptyTeamMessage, teamRow, teamTiles } from './model/teamRows';

/**
 * My Team (/my-team; an RM, and an admin or director for their own reportees): the team's totals,
 * then the connectors below the signed-in user with their leads and this month's payouts, one page
 * at a time (a table, cards below 1024px), each linking to their leads in Lead Management.
 */
export default function MyTeamPage() {
  const [filters, setFilters] = useState<TeamFilters>({ search: '', page: 1 });
  const team = useTeam(filters);
  const data = team.data;
  // Kept while the data is: the list redraws its rows whenever it gets a new array (docs/shared-ui.md).
  const rows = useMemo(() => data?.results.map(teamRow) ?? [], [data]);

  const lastPage = data !== undefined && !team.isPlaceholderData ? pageCount(data.count, data.page_size) : undefined;
  if (lastPage !== undefined && filters.page > lastPage) setFilters({ ...filters, page: lastPage });

  let content;
  if (team.isPending) content = <LoadingState label="Loading your team" />;
  else if (data === undefined) content = <ErrorState error={team.error} fallback={TEAM_FETCH_ERROR} onRetry={() => void team.refetch()} />;
  else {
    content = (
      <Stack gap="4">
        <TeamTiles tiles={teamTiles(data.totals)} />
        <SearchForm
          label="Search connectors"
          placeholder="Employee ID or name"
          value={filters.search}
          onSearch={(search) => setFilters({ search, page: 1 })}
        />
        {team.isPlaceholderData ? (
          <LoadingState label="Loading connectors" />
        ) : rows.length === 0 ? (
          <EmptyState>{emptyTeamMessage(filters.search)}</EmptyState>
        ) : (
          <Stack gap="3">
            <TeamList rows={rows} />
            <Pager
              label="Connector pages"
              page={filters.page}
              pageCount={pageCount(data.count, data.page_size)}
              onPageChange={(page) => setFilters((current) => ({ ...current, page }))}
            />
          </Stack>
        )}
      </Stack>
    );
  }

  return (
    <Stack gap="6">
      <PageHeader title="My Team" subtitle="The connectors who report to you, their leads and this month's payouts." />
      <RefreshFailure query={team} fallback={TEAM_FETCH_ERROR} />
      {content}
    </Stack>
  );
}

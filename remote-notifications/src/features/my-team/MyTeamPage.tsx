import { useState } from 'react';
import { Stack, lazyPageBody, pageCount, PageHeader, RefreshFailure } from 'shared-ui';
import { SearchForm } from '../../common/components/SearchForm';
import { TEAM_FETCH_ERROR, useTeam, type TeamFilters } from './api/team';
import { TeamTiles } from './components/TeamTiles';
import { teamTiles } from './model/teamRows';

const MyTeamPageBody = lazyPageBody(() => import('./MyTeamPageBody'), 'Loading your team');

/**
 * My Team (/my-team; an RM, and an admin or director for their own reportees): the team's totals,
 * then the connectors below the signed-in user with their leads and this month's payouts, one page
 * at a time (a table, cards below 1024px), each linking to their leads in Lead Management. The
 * header, the totals and the search are drawn first; the connectors, whose list needs
 * shared-ui/widgets, are MyTeamPageBody (docs/pages.md, "A page's header first"). The page reads
 * the team, starting the read with its header, and hands the read to the body.
 */
export default function MyTeamPage() {
  const [filters, setFilters] = useState<TeamFilters>({ search: '', page: 1 });
  // Only the fields read here and by the body: React Query draws the page again for those alone.
  const { data, error, isPending, isRefetching, isPlaceholderData, refetch } = useTeam(filters);
  const team = { data, error, isPending, isRefetching, isPlaceholderData, refetch };

  const lastPage = data !== undefined && !isPlaceholderData ? pageCount(data.count, data.page_size) : undefined;
  if (lastPage !== undefined && filters.page > lastPage) setFilters({ ...filters, page: lastPage });

  return (
    <Stack gap="6">
      <PageHeader title="My Team" subtitle="The connectors who report to you, their leads and this month's payouts." />
      <RefreshFailure query={team} fallback={TEAM_FETCH_ERROR} />
      <Stack gap="4">
        {data !== undefined ? (
          <>
            <TeamTiles tiles={teamTiles(data.totals)} />
            <SearchForm
              label="Search connectors"
              placeholder="Employee ID or name"
              value={filters.search}
              onSearch={(search) => setFilters({ search, page: 1 })}
            />
          </>
        ) : null}
        {/* Mounted from the first frame, so that the list's code loads while the team is read. */}
        <MyTeamPageBody team={team} filters={filters} onPageChange={(page) => setFilters((current) => ({ ...current, page }))} />
      </Stack>
    </Stack>
  );
}

import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LoadingState, Stack, lazyAfterFirstFrame, pageCount, PageHeader, RefreshFailure } from 'shared-ui';
import { SearchForm } from '../../common/components/SearchForm';
import { TEAM_FETCH_ERROR, useTeam, type TeamFilters } from './api/team';
import { TeamTiles } from './components/TeamTiles';
import { teamTiles } from './model/teamRows';
import { useT } from './i18n';
import type { MyTeamPageBodyProps } from './MyTeamPageBody';

/** The stand-in while the list's code loads (as lazyPageBody draws it), its label in the page's language. */
function TeamLoading() {
  const t = useT();
  return <LoadingState label={t('page.loading')} />;
}

const MyTeamPageBody = lazyAfterFirstFrame<MyTeamPageBodyProps>(() => import('./MyTeamPageBody'), TeamLoading);

/**
 * My Team (/my-team; an RM, and an admin or director for their own reportees): the team's totals,
 * then the connectors below the signed-in user with their leads and this month's payouts, one page
 * at a time (a table, cards below 1024px), each linking to their leads in Lead Management. The
 * header, the totals and the search are drawn first; the connectors, whose list needs
 * shared-ui/widgets, are MyTeamPageBody (docs/pages.md, "A page's header first"). The page reads
 * the team, starting the read with its header, and hands the read to the body. The search is in the
 * URL (`?search=CN1001`: the dashboards link a connector this way), the page in the page's state.
 */
export default function MyTeamPage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const [page, setPage] = useState(1);
  // The search box's own limit (SearchForm): a longer hand-edited value is cut, as typing would.
  const filters: TeamFilters = { search: (params.get('search') ?? '').trim().slice(0, 100), page };
  const setFilters = (next: TeamFilters) => {
    if (next.search !== filters.search) setParams(next.search ? { search: next.search } : {});
    setPage(next.page);
  };
  // Only the fields read here and by the body: React Query draws the page again for those alone.
  const { data, error, isPending, isRefetching, isPlaceholderData, refetch } = useTeam(filters);
  const team = { data, error, isPending, isRefetching, isPlaceholderData, refetch };

  const lastPage = data !== undefined && !isPlaceholderData ? pageCount(data.count, data.page_size) : undefined;
  if (lastPage !== undefined && filters.page > lastPage) setFilters({ ...filters, page: lastPage });

  return (
    <Stack gap="6">
      <PageHeader title={t('page.title')} subtitle={t('page.subtitle')} />
      <RefreshFailure query={team} fallback={t(TEAM_FETCH_ERROR)} />
      <Stack gap="4">
        {data !== undefined ? (
          <>
            <TeamTiles tiles={teamTiles(data.totals, t)} />
            <SearchForm
              label={t('search.label')}
              placeholder={t('search.placeholder')}
              value={filters.search}
              onSearch={(search) => setFilters({ search, page: 1 })}
            />
          </>
        ) : null}
        {/* Mounted from the first frame, so that the list's code loads while the team is read. */}
        <MyTeamPageBody team={team} filters={filters} onPageChange={setPage} />
      </Stack>
    </Stack>
  );
}

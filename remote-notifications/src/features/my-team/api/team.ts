import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { httpClient, queryClient } from 'shared-auth';
import type { TeamPage } from 'shared-contracts';
import { listParams } from '../../../common/model/paging';
import type { MyTeamMessageId } from '../i18n';

/** The totals over every connector of the team (not only the page shown). */
export interface TeamTotals {
  connectors: number;
  processing: number;
  approved: number;
  month_payouts: number;
}

/**
 * The answer of GET /leads/team/. The contract's `TeamPage` schema has `totals`, but its static
 * type loses the extra properties of `Page(...)`, so they are added back here.
 */
export type TeamList = TeamPage & { totals: TeamTotals };

export interface TeamFilters {
  search: string;
  page: number;
}

export function teamQueryKey(filters: TeamFilters) {
  return ['back-office', 'team', filters] as const;
}

/** What the page says when the server gives no message of its own (its id in the catalogue). */
export const TEAM_FETCH_ERROR: MyTeamMessageId = 'page.fetchError';

/** GET /leads/team/?search&page&page_size : the connectors below the signed-in user, with their lead figures. */
export async function fetchTeam(filters: TeamFilters): Promise<TeamList> {
  return (await httpClient.get<TeamList>('/leads/team/', { params: listParams({ search: filters.search }, filters.page) })).data;
}

export function useTeam(filters: TeamFilters) {
  return useQuery({ queryKey: teamQueryKey(filters), queryFn: () => fetchTeam(filters), placeholderData: keepPreviousData }, queryClient);
}

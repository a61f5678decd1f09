import { useQuery } from '@tanstack/react-query';
import { httpClient, queryClient } from 'shared-auth';
import type { BackOfficeDashboard, TeamDashboard } from 'shared-contracts';

/**
 * The staff dashboards' one request each (docs/dashboards.md), made once the page's header is on
 * screen, like the connector's: the header is the page's largest paint and needs no figures.
 */
export const BACK_OFFICE_DASHBOARD_PATH = '/dashboard/back-office/';
export const TEAM_DASHBOARD_PATH = '/dashboard/team/';

export const backOfficeDashboardQueryKey = ['dashboard', 'back-office'] as const;
export const teamDashboardQueryKey = ['dashboard', 'team'] as const;

/** GET /dashboard/back-office/ (admin, director). */
export async function fetchBackOfficeDashboard(): Promise<BackOfficeDashboard> {
  return (await httpClient.get<BackOfficeDashboard>(BACK_OFFICE_DASHBOARD_PATH)).data;
}

/** GET /dashboard/team/ (an rm: the connectors below them in the reporting line). */
export async function fetchTeamDashboard(): Promise<TeamDashboard> {
  return (await httpClient.get<TeamDashboard>(TEAM_DASHBOARD_PATH)).data;
}

export function useBackOfficeDashboard() {
  return useQuery({ queryKey: backOfficeDashboardQueryKey, queryFn: fetchBackOfficeDashboard }, queryClient);
}

export function useTeamDashboard() {
  return useQuery({ queryKey: teamDashboardQueryKey, queryFn: fetchTeamDashboard }, queryClient);
}

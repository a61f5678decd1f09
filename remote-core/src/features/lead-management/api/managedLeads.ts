import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { httpClient, queryClient } from 'shared-auth';
import type { ManagedLeadPage, ManagedLeadQuery } from 'shared-contracts';
import { fetchCsvFile, type CsvFile } from '../../../common/api/csvExport';
import { queryString } from '../model/leadFilters';
import { managedLeadListsKeyPrefix } from './managedLeadKeys';

/** One page of the list with these filters. */
export function managedLeadsQueryKey(query: ManagedLeadQuery) {
  return [...managedLeadListsKeyPrefix, query] as const;
}

/** GET /leads/manage/leads/?<filters>&page&page_size : admin and director every lead, an rm their team's. */
export async function fetchManagedLeads(query: ManagedLeadQuery): Promise<ManagedLeadPage> {
  return (await httpClient.get<ManagedLeadPage>(`/leads/manage/leads/${queryString(query)}`)).data;
}

/** One page of the filtered leads; the previous page stays on screen while the next one loads. */
export function useManagedLeads(query: ManagedLeadQuery) {
  return useQuery({ queryKey: managedLeadsQueryKey(query), queryFn: () => fetchManagedLeads(query), placeholderData: keepPreviousData }, queryClient);
}

/** GET /leads/manage/leads/export/?<filters> : every matching lead as a CSV file. */
export function fetchManagedLeadsCsv(query: ManagedLeadQuery): Promise<CsvFile> {
  return fetchCsvFile(`/leads/manage/leads/export/${queryString(query)}`);
}

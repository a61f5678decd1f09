import { useMutation } from '@tanstack/react-query';
import { httpClient, queryClient } from 'shared-auth';
import type { LeadCreateRequest, LeadDetail } from 'shared-contracts';
import { logApiError } from '../../../common/api/logApiError';
import { CREATE_LEAD_ERROR } from '../model/addLeadForm';
import { myLeadsQueryKey } from './myLeads';
import { openLeadsByMobileKeyPrefix } from './openLeadsByMobile';

/** POST /leads/leads/ : 201 with the new lead; 400 `{"field": ["message"]}` per field. */
export async function createLead(payload: LeadCreateRequest): Promise<LeadDetail> {
  return (await httpClient.post<LeadDetail>('/leads/leads/', payload)).data;
}

/**
 * Creates a lead. On success the user's leads (list and dashboard) and the open-lead checks are
 * refetched; the mutation stays pending until the list has its new lead. A failure is logged
 * (spec §8) and left to the dialog to show.
 */
export function useCreateLead() {
  return useMutation(
    {
      mutationFn: createLead,
      onSuccess: () =>
        Promise.all([
          queryClient.invalidateQueries({ queryKey: myLeadsQueryKey }),
          queryClient.invalidateQueries({ queryKey: openLeadsByMobileKeyPrefix }),
        ]),
      onError: (error) => logApiError(CREATE_LEAD_ERROR, error),
    },
    queryClient,
  );
}

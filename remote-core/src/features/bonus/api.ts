import type { BonusResponse } from 'shared-contracts';
import { httpClient } from 'shared-auth';

/** Query key of the connector's bonus details (total and transactions). */
export const bonusDetailsQueryKey = ['leads', 'transactions'] as const;

/** Spec §8: fallback text when the bonus details cannot be fetched. */
export const BONUS_FETCH_ERROR = 'An error occurred while fetching bonus details';

/** GET /leads/transactions/ : the bonus total and the transactions, newest first. */
export async function fetchBonusDetails(): Promise<BonusResponse> {
  const response = await httpClient.get<BonusResponse>('/leads/transactions/');
  return response.data;
}

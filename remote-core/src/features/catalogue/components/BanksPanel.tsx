import { ErrorText, getErrorMessage, EmptyState, LoadingState } from 'shared-ui';
import { BANKS_FETCH_ERROR, useBanks } from '../api/banks';
import { NameList } from './NameList';

/** The Banks tab: every bank; a click opens /bank/{id}. */
export function BanksPanel() {
  const { data, error, isPending, isError } = useBanks();
  if (isPending) return <LoadingState label="Loading banks" />;
  if (isError) return <ErrorText message={getErrorMessage(error, BANKS_FETCH_ERROR)} />;
  if (data.length === 0) return <EmptyState>No banks found.</EmptyState>;
  return <NameList column="Bank Name" items={data.map((bank) => ({ id: bank.id, name: bank.name, to: `/bank/${bank.id}` }))} />;
}

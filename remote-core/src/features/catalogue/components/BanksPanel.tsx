import { ErrorText, getErrorMessage, EmptyState, LoadingState } from 'shared-ui';
import { useBanks } from '../api/banks';
import { useT } from '../i18n';
import { NameList } from './NameList';

/** The Banks tab: every bank; a click opens /bank/{id}. */
export function BanksPanel() {
  const t = useT();
  const { data, error, isPending, isError } = useBanks();
  if (isPending) return <LoadingState label={t('banks.loading')} />;
  if (isError) return <ErrorText message={getErrorMessage(error, t('banks.fetchError'))} />;
  if (data.length === 0) return <EmptyState>{t('banks.empty')}</EmptyState>;
  return <NameList column={t('banks.column')} items={data.map((bank) => ({ id: bank.id, name: bank.name, to: `/bank/${bank.id}` }))} />;
}

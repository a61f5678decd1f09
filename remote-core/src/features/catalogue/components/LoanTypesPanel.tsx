import { ErrorText, getErrorMessage, EmptyState, LoadingState } from 'shared-ui';
import { useLoanTypes } from '../api/loanTypes';
import { useT } from '../i18n';
import { NameList } from './NameList';

/** The Loans tab: every loan type; a click opens /loan/{id}. */
export function LoanTypesPanel() {
  const t = useT();
  const { data, error, isPending, isError } = useLoanTypes();
  if (isPending) return <LoadingState label={t('loans.loading')} />;
  if (isError) return <ErrorText message={getErrorMessage(error, t('loans.fetchError'))} />;
  if (data.length === 0) return <EmptyState>{t('loans.empty')}</EmptyState>;
  return <NameList column={t('loans.column')} items={data.map((loan) => ({ id: loan.id, name: loan.type, to: `/loan/${loan.id}` }))} />;
}

import { ErrorText, getErrorMessage, EmptyState, LoadingState } from 'shared-ui';
import { LOANS_FETCH_ERROR, useLoanTypes } from '../api/loanTypes';
import { NameList } from './NameList';

/** The Loans tab: every loan type; a click opens /loan/{id}. */
export function LoanTypesPanel() {
  const { data, error, isPending, isError } = useLoanTypes();
  if (isPending) return <LoadingState label="Loading loans" />;
  if (isError) return <ErrorText message={getErrorMessage(error, LOANS_FETCH_ERROR)} />;
  if (data.length === 0) return <EmptyState>No loan types found.</EmptyState>;
  return <NameList column="Loan Type" items={data.map((loan) => ({ id: loan.id, name: loan.type, to: `/loan/${loan.id}` }))} />;
}

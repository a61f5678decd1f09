import { useParams } from 'react-router-dom';
import { ErrorText, Stack, Text, getErrorMessage, EmptyState, LoadingState, NotFoundState, PageHeader, lazyPageBody } from 'shared-ui';
import { BackLink } from '../../common/components/BackNavigation';
import { parseRouteId } from '../../common/model/routeId';
import { BANK_LOANS_FETCH_ERROR, useBankLoans } from '../catalogue/api/bankLoans';
import { useLoanTypes } from '../catalogue/api/loanTypes';
import { bankLoanPath } from '../catalogue/model/bankLoanTabs';
import { loanTypeName } from '../catalogue/model/payoutRows';

const LoanDetailPageBody = lazyPageBody(() => import('./LoanDetailPageBody'), 'Loading loan');

/** Back to the Loans tab of Bank & Loan Management, where a loan type is opened from. */
const LOANS_TAB_PATH = bankLoanPath('loans');
const BACK = <BackLink to={LOANS_TAB_PATH} label="Back to Loans" />;

/**
 * Loan detail (/loan/{loanId}): a loan type and the banks offering it, with their required
 * documents and the connector's payout. The loan type's name comes from the loan type list
 * (or the bank loans); "Unknown" when neither has it. The header is drawn first; the list of
 * banks, which needs shared-ui/widgets, is LoanDetailPageBody (docs/pages.md, "A page's header first").
 */
export default function LoanDetailPage() {
  const loanId = parseRouteId(useParams().loanId);
  const loanTypesQuery = useLoanTypes();
  const bankLoansQuery = useBankLoans({ loan: loanId ?? 0 }, loanId !== null);

  if (loanId === null) {
    return (
      <NotFoundState title="Loan type not found" message="There is no loan type at this address.">
        <BackLink to={LOANS_TAB_PATH} label="Back to Loans" />
      </NotFoundState>
    );
  }
  if (bankLoansQuery.isPending || loanTypesQuery.isPending) {
    return (
      <Stack gap="4">
        {BACK}
        <LoadingState label="Loading loan" />
      </Stack>
    );
  }

  const bankLoans = bankLoansQuery.data ?? [];
  const listedType = loanTypesQuery.data?.find((loan) => loan.id === loanId)?.type;
  const type = listedType || (bankLoans[0] ? loanTypeName(bankLoans[0]) : 'Unknown');

  return (
    <Stack gap="6">
      <Stack gap="2">
        {BACK}
        <PageHeader title={type} subtitle="Banks offering this loan, their required documents and your payout." />
      </Stack>
      {bankLoansQuery.isError ? (
        <ErrorText message={getErrorMessage(bankLoansQuery.error, BANK_LOANS_FETCH_ERROR)} />
      ) : (
        <Stack gap="4">
          <Text fontWeight="semibold" fontSize="lg">
            Banks Offering: {bankLoans.length}
          </Text>
          {bankLoans.length > 0 ? (
            <LoanDetailPageBody bankLoans={bankLoans} />
          ) : (
            <EmptyState>No bank offers this loan type yet.</EmptyState>
          )}
        </Stack>
      )}
    </Stack>
  );
}

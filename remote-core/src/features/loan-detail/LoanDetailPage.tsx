import { useParams } from 'react-router-dom';
import { ErrorText, Stack, Text, getErrorMessage, EmptyState, LoadingState, NotFoundState, PageHeader, lazyAfterFirstFrame } from 'shared-ui';
import { BackLink } from '../../common/components/BackNavigation';
import { parseRouteId } from '../../common/model/routeId';
import { useBankLoans } from '../catalogue/api/bankLoans';
import { useLoanTypes } from '../catalogue/api/loanTypes';
import { bankLoanPath } from '../catalogue/model/bankLoanTabs';
import { useT as useCatalogueT } from '../catalogue/i18n';
import { loanTypeName } from '../catalogue/model/payoutRows';
import { useT } from './i18n';

/** The page kit's spinner, named in the page's language. */
function LoadingLoan() {
  const t = useT();
  return <LoadingState label={t('page.loading')} />;
}

/** lazyPageBody with a spinner whose name follows the language. */
const LoanDetailPageBody = lazyAfterFirstFrame(() => import('./LoanDetailPageBody'), LoadingLoan);

/** Back to the Loans tab of Bank & Loan Management, where a loan type is opened from. */
const LOANS_TAB_PATH = bankLoanPath('loans');

function BackToLoans() {
  const t = useT();
  return <BackLink to={LOANS_TAB_PATH} label={t('page.back')} />;
}

const BACK = <BackToLoans />;

/**
 * Loan detail (/loan/{loanId}): a loan type and the banks offering it, with their required
 * documents and the connector's payout. The loan type's name comes from the loan type list
 * (or the bank loans); "Unknown" when neither has it. The header is drawn first; the list of
 * banks, which needs shared-ui/widgets, is LoanDetailPageBody (docs/pages.md, "A page's header first").
 */
export default function LoanDetailPage() {
  const t = useT();
  const catalogueT = useCatalogueT();
  const loanId = parseRouteId(useParams().loanId);
  const loanTypesQuery = useLoanTypes();
  const bankLoansQuery = useBankLoans({ loan: loanId ?? 0 }, loanId !== null);

  if (loanId === null) {
    return (
      <NotFoundState title={t('page.notFoundTitle')} message={t('page.notFoundText')}>
        <BackToLoans />
      </NotFoundState>
    );
  }
  if (bankLoansQuery.isPending || loanTypesQuery.isPending) {
    return (
      <Stack gap="4">
        {BACK}
        <LoadingLoan />
      </Stack>
    );
  }

  const bankLoans = bankLoansQuery.data ?? [];
  const listedType = loanTypesQuery.data?.find((loan) => loan.id === loanId)?.type;
  const type = listedType || (bankLoans[0] ? loanTypeName(bankLoans[0], catalogueT) : catalogueT('row.unknown'));

  return (
    <Stack gap="6">
      <Stack gap="2">
        {BACK}
        <PageHeader title={type} subtitle={t('page.subtitle')} />
      </Stack>
      {bankLoansQuery.isError ? (
        <ErrorText message={getErrorMessage(bankLoansQuery.error, t('page.fetchError'))} />
      ) : (
        <Stack gap="4">
          <Text fontWeight="semibold" fontSize="lg">
            {t('banks.count', { count: String(bankLoans.length) })}
          </Text>
          {bankLoans.length > 0 ? (
            <LoanDetailPageBody bankLoans={bankLoans} />
          ) : (
            <EmptyState>{t('banks.empty')}</EmptyState>
          )}
        </Stack>
      )}
    </Stack>
  );
}

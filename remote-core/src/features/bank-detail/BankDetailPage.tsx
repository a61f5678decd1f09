import { useParams } from 'react-router-dom';
import { ErrorText, Stack, getErrorMessage, LoadingState, NotFoundState, PageHeader, lazyPageBody } from 'shared-ui';
import { BackLink } from '../../common/components/BackNavigation';
import { parseRouteId } from '../../common/model/routeId';
import { BRANCHES_FETCH_ERROR, useBankBranches } from '../catalogue/api/bankBranches';
import { BANK_LOANS_FETCH_ERROR, useBankLoans } from '../catalogue/api/bankLoans';
import { useBanks } from '../catalogue/api/banks';

const BankDetailPageBody = lazyPageBody(() => import('./BankDetailPageBody'), 'Loading bank');

const BACK = <BackLink to="/bank-loan" label="Back to Banks" />;

function BankNotFound() {
  return (
    <NotFoundState title="Bank not found" message="There is no bank at this address.">
      <BackLink to="/bank-loan" label="Back to Banks" />
    </NotFoundState>
  );
}

/**
 * Bank detail (/bank/{bankId}): the bank's branches (filterable, each opening its spokespersons)
 * and the loans it offers with the connector's payout. The header is drawn first; the two tabs,
 * which need shared-ui/widgets, are BankDetailPageBody (docs/pages.md, "A page's header first").
 */
export default function BankDetailPage() {
  const bankId = parseRouteId(useParams().bankId);
  const banksQuery = useBanks();
  const branchesQuery = useBankBranches(bankId);
  const loansQuery = useBankLoans({ bank: bankId ?? 0 }, bankId !== null);

  if (bankId === null) return <BankNotFound />;
  if (branchesQuery.isPending || loansQuery.isPending || banksQuery.isPending) {
    return (
      <Stack gap="4">
        {BACK}
        <LoadingState label="Loading bank" />
      </Stack>
    );
  }

  const branches = branchesQuery.data ?? [];
  const bankLoans = loansQuery.data ?? [];
  const listedName = banksQuery.data?.find((bank) => bank.id === bankId)?.name;
  const name = listedName ?? branches[0]?.bank ?? bankLoans[0]?.bank.name;
  const failure = branchesQuery.isError
    ? getErrorMessage(branchesQuery.error, BRANCHES_FETCH_ERROR)
    : loansQuery.isError
      ? getErrorMessage(loansQuery.error, BANK_LOANS_FETCH_ERROR)
      : undefined;

  if (failure === undefined && name === undefined && banksQuery.isSuccess) return <BankNotFound />;

  return (
    <Stack gap="6">
      <Stack gap="2">
        {BACK}
        <PageHeader title={name ?? 'Bank'} subtitle="Branches and the loans this bank offers." />
      </Stack>
      {failure !== undefined ? (
        <ErrorText message={failure} />
      ) : (
        <BankDetailPageBody branches={branches} bankLoans={bankLoans} />
      )}
    </Stack>
  );
}

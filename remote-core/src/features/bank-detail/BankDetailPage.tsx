import { useParams } from 'react-router-dom';
import { ErrorText, Stack, getErrorMessage, LoadingState, NotFoundState, PageHeader, lazyAfterFirstFrame } from 'shared-ui';
import { BackLink } from '../../common/components/BackNavigation';
import { parseRouteId } from '../../common/model/routeId';
import { useBankBranches } from '../catalogue/api/bankBranches';
import { useBankLoans } from '../catalogue/api/bankLoans';
import { useBanks } from '../catalogue/api/banks';
import { useT } from './i18n';

/** The page kit's spinner, named in the page's language. */
function LoadingBank() {
  const t = useT();
  return <LoadingState label={t('page.loading')} />;
}

/** lazyPageBody with a spinner whose name follows the language. */
const BankDetailPageBody = lazyAfterFirstFrame(() => import('./BankDetailPageBody'), LoadingBank);

function BackToBanks() {
  const t = useT();
  return <BackLink to="/bank-loan" label={t('page.back')} />;
}

const BACK = <BackToBanks />;

function BankNotFound() {
  const t = useT();
  return (
    <NotFoundState title={t('page.notFoundTitle')} message={t('page.notFoundText')}>
      <BackToBanks />
    </NotFoundState>
  );
}

/**
 * Bank detail (/bank/{bankId}): the bank's branches (filterable, each opening its spokespersons)
 * and the loans it offers with the connector's payout. The header is drawn first; the two tabs,
 * which need shared-ui/widgets, are BankDetailPageBody (docs/pages.md, "A page's header first").
 */
export default function BankDetailPage() {
  const t = useT();
  const bankId = parseRouteId(useParams().bankId);
  const banksQuery = useBanks();
  const branchesQuery = useBankBranches(bankId);
  const loansQuery = useBankLoans({ bank: bankId ?? 0 }, bankId !== null);

  if (bankId === null) return <BankNotFound />;
  if (branchesQuery.isPending || loansQuery.isPending || banksQuery.isPending) {
    return (
      <Stack gap="4">
        {BACK}
        <LoadingBank />
      </Stack>
    );
  }

  const branches = branchesQuery.data ?? [];
  const bankLoans = loansQuery.data ?? [];
  const listedName = banksQuery.data?.find((bank) => bank.id === bankId)?.name;
  const name = listedName ?? branches[0]?.bank ?? bankLoans[0]?.bank.name;
  const failure = branchesQuery.isError
    ? getErrorMessage(branchesQuery.error, t('page.branchesFetchError'))
    : loansQuery.isError
      ? getErrorMessage(loansQuery.error, t('page.loansFetchError'))
      : undefined;

  if (failure === undefined && name === undefined && banksQuery.isSuccess) return <BankNotFound />;

  return (
    <Stack gap="6">
      <Stack gap="2">
        {BACK}
        <PageHeader title={name ?? t('page.bank')} subtitle={t('page.subtitle')} />
      </Stack>
      {failure !== undefined ? (
        <ErrorText message={failure} />
      ) : (
        <BankDetailPageBody branches={branches} bankLoans={bankLoans} />
      )}
    </Stack>
  );
}

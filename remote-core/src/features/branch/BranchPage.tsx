import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { Card, ErrorText, SimpleGrid, Stack, Text, getErrorMessage, DetailItem, EmptyState, LoadingState, NotFoundState, PageHeader, lazyAfterFirstFrame } from 'shared-ui';
import { BackButton, BackLink } from '../../common/components/BackNavigation';
import { parseRouteId } from '../../common/model/routeId';
import { useBankBranch } from '../catalogue/api/bankBranches';
import { useSpokespersons } from '../catalogue/api/spokespersons';
import { useT } from './i18n';
import { totalSpokespersonsText } from './model/spokespersonStatus';

/** The page kit's spinner, named in the page's language. */
function LoadingBranch() {
  const t = useT();
  return <LoadingState label={t('page.loading')} />;
}

/** lazyPageBody with a spinner whose name follows the language. */
const BranchPageBody = lazyAfterFirstFrame(() => import('./BranchPageBody'), LoadingBranch);

/**
 * Branch spokespersons (/branch/{id}): the branch, its bank, and the bank's contact people there.
 * "Back" goes one step back in history; opened without history (a bookmark, a new tab) it goes to
 * the branch's bank instead, or to Bank & Loans. The header and the branch's details are drawn
 * first; the list of spokespersons, which needs shared-ui/widgets, is BranchPageBody (docs/pages.md,
 * "A page's header first").
 */
export default function BranchPage() {
  const t = useT();
  const branchId = parseRouteId(useParams().id);
  const navigate = useNavigate();
  const location = useLocation();
  const branchQuery = useBankBranch(branchId);
  const peopleQuery = useSpokespersons(branchId);

  const goBack = () => {
    if (location.key !== 'default') void navigate(-1);
    else void navigate(branchQuery.data ? `/bank/${branchQuery.data.bank_id}` : '/bank-loan');
  };
  const back = <BackButton label={t('page.back')} onClick={goBack} />;

  if (branchId === null) {
    return (
      <Stack gap="4">
        {back}
        <NotFoundState title={t('page.notFoundTitle')} message={t('page.notFoundText')}>
          <BackLink to="/bank-loan" label={t('page.backToBanks')} />
        </NotFoundState>
      </Stack>
    );
  }
  if (branchQuery.isPending || peopleQuery.isPending) {
    return (
      <Stack gap="4">
        {back}
        <LoadingBranch />
      </Stack>
    );
  }
  if (branchQuery.isError) {
    return (
      <Stack gap="4">
        {back}
        <ErrorText message={getErrorMessage(branchQuery.error, t('page.branchFetchError'))} />
      </Stack>
    );
  }

  const branch = branchQuery.data;
  const people = peopleQuery.data ?? [];
  return (
    <Stack gap="6">
      <Stack gap="2">
        {back}
        <PageHeader title={branch.branch_name} />
      </Stack>
      <Card.Root>
        <Card.Body>
          <SimpleGrid as="dl" columns={{ base: 1, md: 2, xl: 4 }} gap="4">
            <DetailItem label={t('details.bank')}>{branch.bank}</DetailItem>
            <DetailItem label={t('details.state')}>{branch.state}</DetailItem>
            <DetailItem label={t('details.cluster')}>{branch.cluster}</DetailItem>
            <DetailItem label={t('details.address')}>{branch.address}</DetailItem>
          </SimpleGrid>
        </Card.Body>
      </Card.Root>
      {peopleQuery.isError ? (
        <ErrorText message={getErrorMessage(peopleQuery.error, t('page.peopleFetchError'))} />
      ) : (
        <Stack gap="4">
          <Text fontWeight="semibold" fontSize="lg">
            {totalSpokespersonsText(people.length, t)}
          </Text>
          {people.length > 0 ? <BranchPageBody people={people} /> : <EmptyState>{t('people.empty')}</EmptyState>}
        </Stack>
      )}
    </Stack>
  );
}

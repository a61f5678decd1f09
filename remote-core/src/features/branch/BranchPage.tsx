import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { Card, ErrorText, SimpleGrid, Stack, Text, getErrorMessage, DetailItem, EmptyState, LoadingState, NotFoundState, PageHeader, lazyPageBody } from 'shared-ui';
import { BackButton, BackLink } from '../../common/components/BackNavigation';
import { parseRouteId } from '../../common/model/routeId';
import { BRANCHES_FETCH_ERROR, useBankBranch } from '../catalogue/api/bankBranches';
import { SPOKESPERSONS_FETCH_ERROR, useSpokespersons } from '../catalogue/api/spokespersons';
import { totalSpokespersonsText } from './model/spokespersonStatus';

const BranchPageBody = lazyPageBody(() => import('./BranchPageBody'), 'Loading branch');

/**
 * Branch spokespersons (/branch/{id}): the branch, its bank, and the bank's contact people there.
 * "Back" goes one step back in history; opened without history (a bookmark, a new tab) it goes to
 * the branch's bank instead, or to Bank & Loans. The header and the branch's details are drawn
 * first; the list of spokespersons, which needs shared-ui/widgets, is BranchPageBody (docs/pages.md,
 * "A page's header first").
 */
export default function BranchPage() {
  const branchId = parseRouteId(useParams().id);
  const navigate = useNavigate();
  const location = useLocation();
  const branchQuery = useBankBranch(branchId);
  const peopleQuery = useSpokespersons(branchId);

  const goBack = () => {
    if (location.key !== 'default') void navigate(-1);
    else void navigate(branchQuery.data ? `/bank/${branchQuery.data.bank_id}` : '/bank-loan');
  };
  const back = <BackButton label="Back" onClick={goBack} />;

  if (branchId === null) {
    return (
      <Stack gap="4">
        {back}
        <NotFoundState title="Branch not found" message="There is no branch at this address.">
          <BackLink to="/bank-loan" label="Back to Banks" />
        </NotFoundState>
      </Stack>
    );
  }
  if (branchQuery.isPending || peopleQuery.isPending) {
    return (
      <Stack gap="4">
        {back}
        <LoadingState label="Loading branch" />
      </Stack>
    );
  }
  if (branchQuery.isError) {
    return (
      <Stack gap="4">
        {back}
        <ErrorText message={getErrorMessage(branchQuery.error, BRANCHES_FETCH_ERROR)} />
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
            <DetailItem label="Bank">{branch.bank}</DetailItem>
            <DetailItem label="State">{branch.state}</DetailItem>
            <DetailItem label="Cluster">{branch.cluster}</DetailItem>
            <DetailItem label="Address">{branch.address}</DetailItem>
          </SimpleGrid>
        </Card.Body>
      </Card.Root>
      {peopleQuery.isError ? (
        <ErrorText message={getErrorMessage(peopleQuery.error, SPOKESPERSONS_FETCH_ERROR)} />
      ) : (
        <Stack gap="4">
          <Text fontWeight="semibold" fontSize="lg">
            {totalSpokespersonsText(people.length)}
          </Text>
          {people.length > 0 ? <BranchPageBody people={people} /> : <EmptyState>No spokespersons at this branch yet.</EmptyState>}
        </Stack>
      )}
    </Stack>
  );
}

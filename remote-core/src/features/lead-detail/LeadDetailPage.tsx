import { useParams } from 'react-router-dom';
import { Button, Card, LeadStatusBadge, SimpleGrid, Stack, Text, responseStatus, LoadingState, NotFoundState, PageHeader } from 'shared-ui';
import { BackLink } from '../../common/components/BackNavigation';
import { parseRouteId } from '../../common/model/routeId';
import { useLeadDocuments, usePrefetchedThumbnails } from '../lead-documents/api/leadDocuments';
import { useLeadDetail } from '../leads/api/leadDetail';
import {
  CustomerDetailsCard,
  LoanDetailsCard,
  ReferenceDetailsCard,
  StatusDocumentsCard,
} from './components/LeadDetailCards';
import { StatusTimelineCard } from './components/StatusTimelineCard';
import { useT } from './i18n';

function BackToLeads() {
  const t = useT();
  return <BackLink to="/leads" label={t('leadDetail.backToLeads')} />;
}

const BACK = <BackToLeads />;

function LeadNotFound() {
  const t = useT();
  return (
    <NotFoundState title={t('leadDetail.notFoundTitle')} message={t('leadDetail.notFoundText')}>
      {BACK}
    </NotFoundState>
  );
}

/**
 * Lead detail (/lead/{id}): customer, loan, status and documents, references, and the status
 * timeline. The API answers 404 for a lead that is not the caller's: the page says it was not
 * found. Other failures are only logged (spec §8); the page offers a retry.
 */
export default function LeadDetailPage() {
  const t = useT();
  const leadId = parseRouteId(useParams().id);
  const { data: lead, error, isPending, isError, isRefetching, refetch } = useLeadDetail(leadId);
  // Started with the lead's read; the checklist takes it from the cache.
  const documents = useLeadDocuments('own', leadId);
  usePrefetchedThumbnails('own', leadId, documents.data);

  if (leadId === null || (isError && responseStatus(error) === 404)) return <LeadNotFound />;
  if (isPending) {
    return (
      <Stack gap="4">
        {BACK}
        <LoadingState label={t('leadDetail.loading')} />
      </Stack>
    );
  }
  if (isError) {
    return (
      <Stack gap="4">
        {BACK}
        <Card.Root maxW="xl">
          <Card.Body gap="3" alignItems="flex-start">
            <Text>{t('leadDetail.loadFailed')}</Text>
            <Button size="sm" variant="outline" loading={isRefetching} onClick={() => void refetch()}>
              {t('leadDetail.tryAgain')}
            </Button>
          </Card.Body>
        </Card.Root>
      </Stack>
    );
  }

  return (
    <Stack gap="6">
      <Stack gap="2">
        {BACK}
        <PageHeader title={lead.customer_name} subtitle={<LeadStatusBadge status={lead.status} />} />
      </Stack>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
        <CustomerDetailsCard lead={lead} />
        <LoanDetailsCard lead={lead} />
        <StatusDocumentsCard lead={lead} />
        <ReferenceDetailsCard lead={lead} />
      </SimpleGrid>
      <StatusTimelineCard history={lead.status_history} />
    </Stack>
  );
}

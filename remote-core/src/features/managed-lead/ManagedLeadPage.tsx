import { useState } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { useProfile } from 'shared-auth';
import { Button, Stack, responseStatus, ErrorState, LoadingState, NotFoundState } from 'shared-ui';
import { BackLink } from '../../common/components/BackNavigation';
import { SuccessNotice } from '../../common/components/Notice';
import { parseRouteId } from '../../common/model/routeId';
import { useT as useLeadManagementT } from '../lead-management/i18n';
import { leadListHeading } from '../lead-management/model/leadListHeading';
import { backToListPath } from '../lead-management/model/managedLeadRows';
import { useLeadDocuments, usePrefetchedThumbnails } from '../lead-documents/api/leadDocuments';
import { useManagedLead } from './api/managedLead';
import ManagedLeadPageBody from './ManagedLeadPageBody';
import { LeadHeader } from './components/LeadHeader';
import { useT } from './i18n';
import { statusActions, type StatusAction } from './model/statusActions';


/**
 * A lead in the back office (/back-office/leads/{id}): its facts, the status buttons its
 * `allowed_transitions` offer (each asks for a remark), the documents with their uploaded pages
 * (Verify / Reject for admin and director), the payout with its ledger, and the timeline. A reader
 * who may not edit it (an rm) sees no buttons and the documents read-only. 404: "Lead not found". The header
 * and the cards (ManagedLeadPageBody) are drawn together once the lead is read: the lead's largest
 * text is in the cards, so they must not wait for shared-ui/widgets, which only the dialogs need
 * (loaded when first opened; docs/pages.md, "A page's header first").
 */
export default function ManagedLeadPage() {
  const t = useT();
  const leadManagementT = useLeadManagementT();
  const leadId = parseRouteId(useParams().id);
  const location = useLocation();
  const backTo = backToListPath(location.state);
  const { data: lead, error, isPending, isError, isRefetching, refetch } = useManagedLead(leadId);
  // Started with the lead's read; the Documents card takes it from the cache.
  const documents = useLeadDocuments('managed', leadId);
  usePrefetchedThumbnails('managed', leadId, documents.data);
  const [dialog, setDialog] = useState<{ action: StatusAction; open: boolean } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const { backLabel } = leadListHeading(useProfile().profile?.role, leadManagementT);
  const back = <BackLink to={backTo} label={backLabel} />;

  if (leadId === null || (isError && responseStatus(error) === 404)) {
    return (
      <NotFoundState title={t('page.notFoundTitle')} message={t('page.notFoundText')}>
        {back}
      </NotFoundState>
    );
  }
  if (isPending) {
    return (
      <Stack gap="4">
        {back}
        <LoadingState label={t('page.loading')} />
      </Stack>
    );
  }
  if (isError && !lead) {
    return (
      <Stack gap="4">
        {back}
        <ErrorState error={error} fallback={t('page.fetchError')} onRetry={() => void refetch()} retrying={isRefetching} />
      </Stack>
    );
  }

  const actions = lead.can_edit ? statusActions(lead.status, lead.allowed_transitions, t) : [];
  const closeDialog = () => setDialog((current) => (current ? { ...current, open: false } : null));

  return (
    <Stack gap="6">
      <Stack gap="2">
        {back}
        <LeadHeader
          lead={lead}
          actions={
            actions.length > 0
              ? actions.map((action) => (
                  <Button
                    key={action.to}
                    colorPalette={action.tone}
                    variant={action.tone === 'red' ? 'outline' : 'solid'}
                    onClick={() => {
                      setNotice(null);
                      setDialog({ action, open: true });
                    }}
                  >
                    {action.label}
                  </Button>
                ))
              : undefined
          }
        />
      </Stack>
      {notice ? <SuccessNotice message={notice} onDismiss={() => setNotice(null)} /> : null}
      <ManagedLeadPageBody lead={lead} dialog={dialog} onDialogClose={closeDialog} onSaved={setNotice} />
    </Stack>
  );
}

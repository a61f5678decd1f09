import { useState } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { useProfile } from 'shared-auth';
import { Button, SimpleGrid, Stack, responseStatus, ErrorState, LoadingState, NotFoundState } from 'shared-ui';
import { DialogFrame } from 'shared-ui/widgets';
import { BackLink } from '../../common/components/BackNavigation';
import { SuccessNotice } from '../../common/components/Notice';
import { parseRouteId } from '../../common/model/routeId';
import { leadListHeading } from '../lead-management/model/leadListHeading';
import { backToListPath } from '../lead-management/model/managedLeadRows';
import { MANAGED_LEAD_FETCH_ERROR, useManagedLead } from './api/managedLead';
import { DocumentChecklistCard } from './components/DocumentChecklistCard';
import { LeadDetailsCard } from './components/LeadDetailsCard';
import { LeadHeader } from './components/LeadHeader';
import { LeadTimelineCard } from './components/LeadTimelineCard';
import { PayoutCard } from './components/PayoutCard';
import { StatusChangeForm } from './components/StatusChangeDialog';
import { statusActions, type StatusAction } from './model/statusActions';

/**
 * A lead in the back office (/back-office/leads/{id}): its facts, the status buttons its
 * `allowed_transitions` offer (each asks for a remark), the document checklist, the payout with its
 * ledger, and the timeline. A reader who may not edit it (an rm) sees no buttons and a read-only
 * checklist. 404: "Lead not found".
 */
export default function ManagedLeadPage() {
  const leadId = parseRouteId(useParams().id);
  const location = useLocation();
  const backTo = backToListPath(location.state);
  const { data: lead, error, isPending, isError, isRefetching, refetch } = useManagedLead(leadId);
  const [dialog, setDialog] = useState<{ action: StatusAction; open: boolean } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const { backLabel } = leadListHeading(useProfile().profile?.role);
  const back = <BackLink to={backTo} label={backLabel} />;

  if (leadId === null || (isError && responseStatus(error) === 404)) {
    return (
      <NotFoundState title="Lead not found" message="There is no lead at this address, or it is not one you may see.">
        {back}
      </NotFoundState>
    );
  }
  if (isPending) {
    return (
      <Stack gap="4">
        {back}
        <LoadingState label="Loading lead" />
      </Stack>
    );
  }
  if (isError && !lead) {
    return (
      <Stack gap="4">
        {back}
        <ErrorState error={error} fallback={MANAGED_LEAD_FETCH_ERROR} onRetry={() => void refetch()} retrying={isRefetching} />
      </Stack>
    );
  }

  const actions = lead.can_edit ? statusActions(lead.status, lead.allowed_transitions) : [];
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
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
        <DocumentChecklistCard key={JSON.stringify(lead.documents_checklist)} lead={lead} onSaved={setNotice} />
        <PayoutCard lead={lead} />
        <LeadDetailsCard lead={lead} />
        <LeadTimelineCard history={lead.status_history} />
      </SimpleGrid>
      <DialogFrame open={dialog?.open ?? false} onClose={closeDialog}>
        {dialog ? (
          <StatusChangeForm
            lead={lead}
            action={dialog.action}
            onClose={closeDialog}
            onChanged={(message) => {
              setNotice(message);
              closeDialog();
            }}
          />
        ) : null}
      </DialogFrame>
    </Stack>
  );
}

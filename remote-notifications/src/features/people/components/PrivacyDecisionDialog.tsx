import { useId, useState } from 'react';
import type { PrivacyRequestAdmin } from 'shared-contracts';
import { Box, Stack, Text, chakra, formatDate, formErrors, getErrorMessage } from 'shared-ui';
import { DialogFrame, FormDialog, FormField, TextareaControl } from 'shared-ui/widgets';
import { usePrivacyDecision } from '../api/privacyRequests';
import { erasureSteps, HOLD_LABEL, KIND_LABEL } from '../model/privacyRequests';

export type DecisionAction = 'complete' | 'decline';

interface PrivacyDecisionDialogProps {
  request: PrivacyRequestAdmin | undefined;
  action: DecisionAction;
  open: boolean;
  onClose: () => void;
  onDone: (message: string) => void;
}

const MIN_TEXT = 3;
const MAX_TEXT = 1000;

/** Complete (with a note) or decline (with a reason) a privacy request; an erasure says exactly what it will do first. */
export function PrivacyDecisionDialog({ request, action, open, onClose, onDone }: PrivacyDecisionDialogProps) {
  return (
    <DialogFrame open={open && request !== undefined} onClose={onClose} size="lg">
      {request !== undefined ? <DecisionForm request={request} action={action} onClose={onClose} onDone={onDone} /> : null}
    </DialogFrame>
  );
}

function DecisionForm({ request, action, onClose, onDone }: { request: PrivacyRequestAdmin; action: DecisionAction; onClose: () => void; onDone: (message: string) => void }) {
  const decision = usePrivacyDecision();
  const [text, setText] = useState('');
  const [localError, setLocalError] = useState<string>();
  const fieldId = useId();
  const field = action === 'complete' ? 'note' : 'reason';
  const server = decision.isError ? formErrors(decision.error, [field] as const) : undefined;
  const erasure = request.kind === 'erasure' && action === 'complete';
  const who = `${request.person.username} (${request.person.employee_id})`;

  const title = action === 'decline' ? `Decline the ${request.kind} request` : erasure ? `Erase ${who}` : 'Complete the correction';
  const submit = () => {
    if (text.trim().length < MIN_TEXT) {
      setLocalError(`Please write at least ${MIN_TEXT} characters.`);
      return;
    }
    setLocalError(undefined);
    const sent = action === 'complete' ? { id: request.id, action, note: text.trim() } : { id: request.id, action, reason: text.trim() };
    decision.mutate(sent, {
      onSuccess: () =>
        onDone(
          action === 'decline'
            ? `The ${request.kind} request of ${who} was declined; they have been notified.`
            : erasure
              ? `${who} was erased.`
              : `The correction request of ${who} was completed; they have been notified.`,
        ),
    });
  };

  return (
    <FormDialog
      title={title}
      description={`${KIND_LABEL[request.kind]} request of ${who}, made ${formatDate(request.created_at)}.`}
      submitLabel={action === 'decline' ? 'Decline request' : erasure ? 'Erase this person' : 'Complete request'}
      pendingLabel={action === 'decline' ? 'Declining...' : erasure ? 'Erasing...' : 'Completing...'}
      pending={decision.isPending}
      tone={action === 'decline' || erasure ? 'red' : 'brand'}
      error={decision.isError && server?.fields[field] === undefined ? (server?.other ?? getErrorMessage(decision.error)) : undefined}
      onSubmit={submit}
      onCancel={onClose}
    >
      <Stack gap="4">
        <Box>
          <Text fontSize="sm" color="fg.muted">
            What they wrote
          </Text>
          <Text fontSize="sm" whiteSpace="pre-wrap" overflowWrap="anywhere">
            {request.details}
          </Text>
        </Box>
        {action === 'complete' && request.kind === 'correction' ? (
          <Text fontSize="sm">
            Make the correction first (for example with Edit on their profile), then describe what you changed: they will read it.
          </Text>
        ) : null}
        {erasure && request.erasure !== null ? (
          <Stack gap="3">
            <chakra.h3 fontWeight="semibold" fontSize="sm">
              What erasing does (it cannot be undone)
            </chakra.h3>
            <chakra.ul ps="5" listStyleType="disc" fontSize="sm" display="flex" flexDirection="column" gap="1">
              {erasureSteps(request.erasure).map((step) => (
                <li key={step}>{step}</li>
              ))}
            </chakra.ul>
            <chakra.h3 fontWeight="semibold" fontSize="sm">
              What the law makes us keep
            </chakra.h3>
            {request.erasure.holds.length === 0 ? (
              <Text fontSize="sm">Nothing.</Text>
            ) : (
              <chakra.ul ps="5" listStyleType="disc" fontSize="sm" display="flex" flexDirection="column" gap="2">
                {request.erasure.holds.map((hold) => (
                  <li key={hold.record}>
                    <Text as="span" fontWeight="medium">
                      {HOLD_LABEL[hold.record]} ({hold.count}), held until {formatDate(hold.held_until)}.
                    </Text>{' '}
                    <Text as="span" color="fg.muted">
                      {hold.reason}
                    </Text>
                  </li>
                ))}
              </chakra.ul>
            )}
          </Stack>
        ) : null}
        <FormField
          id={fieldId}
          label={action === 'decline' ? 'Reason (the person reads it)' : erasure ? 'Note' : 'What was changed'}
          required
          error={localError ?? server?.fields[field]}
        >
          {(control) => <TextareaControl control={control} rows={3} value={text} disabled={decision.isPending} onChange={(value) => setText(value.slice(0, MAX_TEXT))} />}
        </FormField>
      </Stack>
    </FormDialog>
  );
}

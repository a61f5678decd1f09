import { useId, useState } from 'react';
import type { PrivacyRequestAdmin } from 'shared-contracts';
import { Box, Stack, Text, chakra, formatDate, formErrors, getErrorMessage } from 'shared-ui';
import { DialogFrame, FormDialog, FormField, TextareaControl } from 'shared-ui/widgets';
import { usePrivacyDecision } from '../api/privacyRequests';
import { useT } from '../i18n';
import { erasureSteps, holdLabel, KIND_TEXTS } from '../model/privacyRequests';

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
  const t = useT();
  const decision = usePrivacyDecision();
  const [text, setText] = useState('');
  const [localError, setLocalError] = useState<string>();
  const fieldId = useId();
  const field = action === 'complete' ? 'note' : 'reason';
  const server = decision.isError ? formErrors(decision.error, [field] as const) : undefined;
  const erasure = request.kind === 'erasure' && action === 'complete';
  const who = `${request.person.username} (${request.person.employee_id})`;

  const kind = KIND_TEXTS[request.kind];
  const title = action === 'decline' ? t(kind.declineTitle) : erasure ? t('decision.eraseTitle', { who }) : t('decision.completeTitle');
  const submit = () => {
    if (text.trim().length < MIN_TEXT) {
      setLocalError(t('decision.textTooShort', { min: MIN_TEXT }));
      return;
    }
    setLocalError(undefined);
    const sent = action === 'complete' ? { id: request.id, action, note: text.trim() } : { id: request.id, action, reason: text.trim() };
    decision.mutate(sent, {
      onSuccess: () =>
        onDone(
          action === 'decline' ? t(kind.declined, { who }) : erasure ? t('decision.erased', { who }) : t('decision.completed', { who }),
        ),
    });
  };

  return (
    <FormDialog
      title={title}
      description={t(kind.description, { who, date: formatDate(request.created_at) })}
      submitLabel={action === 'decline' ? t('decision.declineSubmit') : erasure ? t('decision.eraseSubmit') : t('decision.completeSubmit')}
      pendingLabel={action === 'decline' ? t('decision.declining') : erasure ? t('decision.erasing') : t('decision.completing')}
      pending={decision.isPending}
      tone={action === 'decline' || erasure ? 'red' : 'brand'}
      error={decision.isError && server?.fields[field] === undefined ? (server?.other ?? getErrorMessage(decision.error)) : undefined}
      onSubmit={submit}
      onCancel={onClose}
    >
      <Stack gap="4">
        <Box>
          <Text fontSize="sm" color="fg.muted">
            {t('decision.whatTheyWrote')}
          </Text>
          <Text fontSize="sm" whiteSpace="pre-wrap" overflowWrap="anywhere">
            {request.details}
          </Text>
        </Box>
        {action === 'complete' && request.kind === 'correction' ? (
          <Text fontSize="sm">
            {t('decision.correctFirst')}
          </Text>
        ) : null}
        {erasure && request.erasure !== null ? (
          <Stack gap="3">
            <chakra.h3 fontWeight="semibold" fontSize="sm">
              {t('decision.whatErasingDoes')}
            </chakra.h3>
            <chakra.ul ps="5" listStyleType="disc" fontSize="sm" display="flex" flexDirection="column" gap="1">
              {erasureSteps(t, request.erasure).map((step) => (
                <li key={step}>{step}</li>
              ))}
            </chakra.ul>
            <chakra.h3 fontWeight="semibold" fontSize="sm">
              {t('decision.whatIsKept')}
            </chakra.h3>
            {request.erasure.holds.length === 0 ? (
              <Text fontSize="sm">{t('decision.nothingKept')}</Text>
            ) : (
              <chakra.ul ps="5" listStyleType="disc" fontSize="sm" display="flex" flexDirection="column" gap="2">
                {request.erasure.holds.map((hold) => (
                  <li key={hold.record}>
                    <Text as="span" fontWeight="medium">
                      {t('decision.hold', { record: holdLabel(t, hold.record), count: hold.count, date: formatDate(hold.held_until) })}
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
          label={action === 'decline' ? t('decision.reasonLabel') : erasure ? t('decision.noteLabel') : t('decision.changedLabel')}
          required
          error={localError ?? server?.fields[field]}
        >
          {(control) => <TextareaControl control={control} rows={3} value={text} disabled={decision.isPending} onChange={(value) => setText(value.slice(0, MAX_TEXT))} />}
        </FormField>
      </Stack>
    </FormDialog>
  );
}

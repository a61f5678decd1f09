import { useState } from 'react';
import { Text } from 'shared-ui';
import { FormDialog, FormField, TextareaControl } from 'shared-ui/widgets';
import { useDecideLeadDocument } from '../../lead-documents/api/leadDocuments';
import { useT } from '../i18n';
import { REJECT_REASON_MAX_LENGTH, decisionErrors, decisionNotice, rejectReasonError } from '../model/documentChecklist';

interface RejectDocumentFormProps {
  leadId: number;
  document: string;
  onClose: () => void;
  /** The decision was saved: the page's notice. */
  onRejected: (message: string) => void;
}

/**
 * Reject with the reason the connector will read (required, up to 500 characters). The rule shows
 * under the field once Reject was tried; the server's message about the reason shows there too,
 * anything else (a 409: the document was decided meanwhile) above the buttons.
 */
export function RejectDocumentForm({ leadId, document, onClose, onRejected }: RejectDocumentFormProps) {
  const t = useT();
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const decide = useDecideLeadDocument(leadId);
  const server = decide.isError ? decisionErrors(decide.error, t) : undefined;
  const ruleError = tried ? rejectReasonError(reason, t) : undefined;

  const submit = () => {
    setTried(true);
    if (rejectReasonError(reason, t) !== undefined) return;
    decide.mutate({ document, decision: 'reject', reason: reason.trim() }, { onSuccess: (decided) => onRejected(decisionNotice(decided, t)) });
  };

  return (
    <FormDialog title={t('reject.title')} submitLabel={t('reject.submit')} tone="red" pending={decide.isPending} error={server?.general} onCancel={onClose} onSubmit={submit}>
      <Text>
        <Text as="span" fontWeight="semibold">
          {document}
        </Text>
        {t('reject.text')}
      </Text>
      <FormField id="reject-document-reason" label={t('reject.reason')} required error={ruleError ?? server?.reason} helper={t('reject.helper', { max: String(REJECT_REASON_MAX_LENGTH) })}>
        {(control) => (
          <TextareaControl
            control={control}
            name="reason"
            rows={4}
            value={reason}
            disabled={decide.isPending}
            onChange={(value) => setReason(value.slice(0, REJECT_REASON_MAX_LENGTH + 100))}
          />
        )}
      </FormField>
    </FormDialog>
  );
}

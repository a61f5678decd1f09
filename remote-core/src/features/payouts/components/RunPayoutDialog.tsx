import { useState } from 'react';
import type { PayoutRun } from 'shared-contracts';
import { Input, SimpleGrid, Text, formatNumber, formatRupees, DetailItem } from 'shared-ui';
import { FormDialog, FormField } from 'shared-ui/widgets';
import { useCreatePayoutRun } from '../api/payoutRuns';
import { useT } from '../i18n';
import { FIGURE_LABELS, figureItems, payoutRunErrors, referenceError } from '../model/payoutRun';
import type { SelectionSummary } from '../model/payoutSelection';

interface RunPayoutFormProps {
  ids: number[];
  /** The chosen connectors' entries as the list showed them (shownEntryIds). */
  shownIds: number[];
  summary: SelectionSummary;
  onClose: () => void;
  onRecorded: (run: PayoutRun) => void;
  /** The server refused the run because the list changed since the choice (409): the choice must be made again. */
  onStale: () => void;
}

/**
 * Shows what the run pays (commission, TDS taken off, GST added, net), asks for the payment
 * reference (the bank transfer's UTR) and records the run. When the list changed since the choice
 * was made (a reversal arrived, say) the server pays nothing: its message shows and the run cannot
 * be sent again as it is.
 */
export function RunPayoutForm({ ids, shownIds, summary, onClose, onRecorded, onStale }: RunPayoutFormProps) {
  const t = useT();
  const [reference, setReference] = useState('');
  const [tried, setTried] = useState(false);
  const run = useCreatePayoutRun();
  const server = run.isError ? payoutRunErrors(run.error, t) : undefined;
  const ruleError = tried ? referenceError(reference, t) : undefined;

  const submit = () => {
    setTried(true);
    if (referenceError(reference, t) !== undefined) return;
    run.mutate(
      { transaction_ids: ids, shown_entry_ids: shownIds, reference: reference.trim() },
      { onSuccess: onRecorded, onError: (error) => (payoutRunErrors(error, t).stale ? onStale() : undefined) },
    );
  };

  return (
    <FormDialog
      title={t('runDialog.title')}
      submitLabel={t('runDialog.submit')}
      pending={run.isPending}
      canSubmit={!server?.stale}
      error={server?.general}
      onCancel={onClose}
      onSubmit={submit}
    >
      <Text>
        {t('runDialog.text', {
          amount: formatRupees(summary.net),
          connectors: summary.connectors,
          connectorsText: formatNumber(summary.connectors),
          entries: summary.entries,
          entriesText: formatNumber(summary.entries),
        })}
      </Text>
      <SimpleGrid as="dl" aria-label={t('runDialog.breakdown')} columns={{ base: 2, sm: 4 }} gap="3">
        {figureItems(summary, summary.gst !== 0).map((item) => (
          <DetailItem key={item.label} label={item.label === 'Net' ? t('runDialog.netToPay') : t(FIGURE_LABELS[item.label])}>
            {item.value}
          </DetailItem>
        ))}
      </SimpleGrid>
      <FormField id="payout-run-reference" label={t('runDialog.reference')} required helper={t('runDialog.referenceHelper')} error={ruleError ?? server?.reference}>
        {(control) => (
          <Input {...control} name="reference" autoComplete="off" maxLength={64} value={reference} disabled={run.isPending} onChange={(event) => setReference(event.target.value)} />
        )}
      </FormField>
    </FormDialog>
  );
}

import { useState } from 'react';
import type { PayoutRun } from 'shared-contracts';
import { Input, Text, formatRupees } from 'shared-ui';
import { FormDialog, FormField } from 'shared-ui/widgets';
import { countOf } from '../../../common/model/serverPaging';
import { useCreatePayoutRun } from '../api/payoutRuns';
import { payoutRunErrors, referenceError } from '../model/payoutRun';
import type { SelectionSummary } from '../model/payoutSelection';

interface RunPayoutFormProps {
  ids: number[];
  summary: SelectionSummary;
  onClose: () => void;
  onRecorded: (run: PayoutRun) => void;
}

/** Asks for the payment reference (the bank transfer's UTR) and records the run. */
export function RunPayoutForm({ ids, summary, onClose, onRecorded }: RunPayoutFormProps) {
  const [reference, setReference] = useState('');
  const [tried, setTried] = useState(false);
  const run = useCreatePayoutRun();
  const server = run.isError ? payoutRunErrors(run.error) : undefined;
  const ruleError = tried ? referenceError(reference) : undefined;

  const submit = () => {
    setTried(true);
    if (referenceError(reference) !== undefined) return;
    run.mutate({ transaction_ids: ids, reference: reference.trim() }, { onSuccess: onRecorded });
  };

  return (
    <FormDialog title="Run payout" submitLabel="Record payout run" pending={run.isPending} error={server?.general} onCancel={onClose} onSubmit={submit}>
      <Text>
        Pay {formatRupees(summary.net)} to {countOf(summary.connectors, 'connector')} ({countOf(summary.entries, 'entry', 'entries')}). The entries are marked paid under
        this reference.
      </Text>
      <FormField id="payout-run-reference" label="Payment reference" required helper="For example the bank transfer's UTR." error={ruleError ?? server?.reference}>
        {(control) => (
          <Input {...control} name="reference" autoComplete="off" maxLength={64} value={reference} disabled={run.isPending} onChange={(event) => setReference(event.target.value)} />
        )}
      </FormField>
    </FormDialog>
  );
}

import { useDeferredValue, useMemo, useState, type FormEvent } from 'react';
import type { ConnectorRef, PayoutRun } from 'shared-contracts';
import { Button, Field, Flex, Input, Stack, EmptyState, ErrorState, LoadingState, Pager, RefreshFailure } from 'shared-ui';
import { DialogFrame } from 'shared-ui/widgets';
import { serverPageCount } from '../../../common/model/serverPaging';
import { usePendingPayouts } from '../api/pendingPayouts';
import { countValues, useT } from '../i18n';
import {
  EMPTY_SELECTION,
  connectorCheckState,
  connectorLabel,
  isHeld,
  selectedIds,
  selectionSummary,
  setConnectorSelected,
  shownEntryIds,
  toggleEntry,
  type PayoutSelection,
} from '../model/payoutSelection';
import { ConnectorSection, holdNoteId } from './ConnectorSection';
import { EntryCheckbox } from './EntryCheckbox';
import { PayoutTiles } from './PayoutTiles';
import { RunPayoutForm } from './RunPayoutDialog';
import { SelectionBar } from './SelectionBar';
import { TaxProfileDialog } from './TaxProfileDialog';

/**
 * The Pending tab: what is waiting to be paid (tiles), a search by connector, each connector's
 * unprocessed entries with a checkbox each and a select-all, and the sticky selection with Run
 * payout. The choice is kept across pages and searches; a tax entry is chosen with its commission
 * entry, and a held connector's entries cannot be chosen (its tax details show why and verify them).
 */
export function PendingPanel({ onRecorded }: { onRecorded: (run: PayoutRun) => void }) {
  const t = useT();
  const [draft, setDraft] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [selection, setSelection] = useState<PayoutSelection>(EMPTY_SELECTION);
  const [dialogOpen, setDialogOpen] = useState(false);
  // The server refused the run: the list changed since the choice, which is cleared when the dialog closes.
  const [stale, setStale] = useState(false);
  const [taxDetailsOf, setTaxDetailsOf] = useState<ConnectorRef | null>(null);
  const pending = usePendingPayouts({ search, page });
  // Every connector's section (its card, figures, checkboxes and entries) is drawn in a deferred
  // render, which React splits into short slices: drawn in the render that took the page's data, the
  // twenty sections were one task long enough on a phone to hold up a tap (docs/performance.md,
  // "Lists drawn in slices"). Until the first page is drawn its spinner stays.
  const shownPage = useDeferredValue(pending.data ?? null, null);
  const summary = useMemo(() => selectionSummary(selection), [selection]);

  const closeDialog = () => {
    setDialogOpen(false);
    if (stale) {
      setSelection(EMPTY_SELECTION);
      setStale(false);
    }
  };

  const submitSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSearch(draft.trim());
    setPage(1);
  };
  const clearSearch = () => {
    setDraft('');
    setSearch('');
    setPage(1);
  };

  let list;
  if (pending.isError && !pending.data) {
    list = <ErrorState error={pending.error} fallback={t('pending.fetchError')} onRetry={() => void pending.refetch()} retrying={pending.isRefetching} />;
  } else if (shownPage === null) {
    list = <LoadingState label={t('pending.loading')} />;
  } else if (shownPage.results.length === 0) {
    list = (
      <Stack align="center" gap="0">
        <EmptyState>{search ? t('pending.noMatch', { search }) : t('pending.empty')}</EmptyState>
        {search ? (
          <Button size="sm" variant="outline" onClick={clearSearch}>
            {t('pending.clearSearch')}
          </Button>
        ) : null}
      </Stack>
    );
  } else {
    list = (
      <Stack gap="4" opacity={pending.isPlaceholderData ? 0.6 : 1} aria-busy={pending.isPlaceholderData}>
        {shownPage.results.map((group) => {
          // A held connector's boxes are disabled, except to let go of entries chosen before the hold appeared.
          const held = isHeld(group);
          const describedBy = held ? holdNoteId(group) : undefined;
          const allState = connectorCheckState(selection, group);
          return (
            <ConnectorSection
              key={group.connector.id}
              group={group}
              onTaxDetails={() => setTaxDetailsOf(group.connector)}
              selectAll={
                <EntryCheckbox
                  label={t('pending.selectAll', { name: connectorLabel(group.connector) })}
                  checked={allState}
                  disabled={held && allState === false}
                  describedBy={describedBy}
                  onChange={(on) => setSelection((current) => setConnectorSelected(current, group, on && !held))}
                />
              }
              select={(entry, text) => (
                <EntryCheckbox
                  label={t('pending.selectEntry', { entry: text })}
                  checked={selection.has(entry.id)}
                  disabled={held && !selection.has(entry.id)}
                  describedBy={describedBy}
                  onChange={(on) => setSelection((current) => toggleEntry(current, group, entry, on))}
                />
              )}
            />
          );
        })}
        <Pager
          label={t('pending.pagerLabel')}
          page={page}
          pageCount={serverPageCount(shownPage)}
          onPageChange={setPage}
          summary={t('pending.count', countValues(shownPage.count))}
        />
      </Stack>
    );
  }

  return (
    <Stack gap="5">
      {pending.data || pending.isPending ? <PayoutTiles totals={pending.data?.totals} /> : null}
      <form role="search" aria-label={t('pending.searchLabel')} noValidate onSubmit={submitSearch}>
        <Flex gap="2" align="flex-end" wrap="wrap">
          <Field.Root maxW="sm">
            <Field.Label>{t('pending.connector')}</Field.Label>
            <Input type="search" size="sm" bg="bg" placeholder={t('pending.searchPlaceholder')} maxLength={100} value={draft} onChange={(event) => setDraft(event.target.value)} />
          </Field.Root>
          <Button type="submit" size="sm" variant="outline" colorPalette="brand">
            {t('pending.search')}
          </Button>
        </Flex>
      </form>
      <RefreshFailure query={pending} fallback={t('pending.fetchError')} />
      {list}
      <SelectionBar summary={summary} onClear={() => setSelection(EMPTY_SELECTION)} onRun={() => setDialogOpen(true)} />
      <DialogFrame open={dialogOpen} onClose={closeDialog}>
        <RunPayoutForm
          ids={selectedIds(selection)}
          shownIds={shownEntryIds(selection)}
          summary={summary}
          onClose={closeDialog}
          onStale={() => {
            setStale(true);
            void pending.refetch();
          }}
          onRecorded={(run) => {
            setDialogOpen(false);
            setSelection(EMPTY_SELECTION);
            onRecorded(run);
          }}
        />
      </DialogFrame>
      <TaxProfileDialog connector={taxDetailsOf} onClose={() => setTaxDetailsOf(null)} />
    </Stack>
  );
}

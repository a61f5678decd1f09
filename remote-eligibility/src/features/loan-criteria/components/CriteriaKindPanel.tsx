import { useState } from 'react';
import { Button, Center, ErrorText, Flex, Spinner, Stack, Text, getErrorMessage } from 'shared-ui';
import type { CriteriaByKind, CriteriaKind } from 'shared-contracts';
import { useLoanCriteria } from '../api/loanCriteria';
import { useT, type LoanCriteriaMessageId } from '../i18n';
import { criteriaDialogTitle } from '../model/criteriaKinds';
import { BankCriteriaRow } from './BankCriteriaRow';
import { CriteriaDialog } from './CriteriaDialog';

export const EMPTY_CRITERIA_TEXT: LoanCriteriaMessageId = 'list.empty';
const FETCH_FAILED_TEXT: LoanCriteriaMessageId = 'list.fetchFailed';

function PlusIcon() {
  return (
    <svg viewBox="0 0 24 24" width="1em" height="1em" aria-hidden="true" focusable="false">
      <path d="M12 5v14M5 12h14" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/**
 * Which dialog is open: create (no row) or edit (a row). The row stays while the dialog closes so
 * its content does not change during the closing animation; `open` alone decides.
 */
function useCriteriaDialog<K extends CriteriaKind>() {
  const [state, setState] = useState<{ open: boolean; row: CriteriaByKind[K] | undefined }>({ open: false, row: undefined });
  return {
    ...state,
    openCreate: () => setState({ open: true, row: undefined }),
    openEdit: (row: CriteriaByKind[K]) => setState({ open: true, row }),
    close: () => setState((current) => ({ ...current, open: false })),
  };
}

interface PanelBodyProps<K extends CriteriaKind> {
  kind: K;
  query: ReturnType<typeof useLoanCriteria<K>>;
  onEdit?: (row: CriteriaByKind[K]) => void;
}

function PanelBody<K extends CriteriaKind>({ kind, query, onEdit }: PanelBodyProps<K>) {
  const t = useT();
  const { data, error, isPending, isError, isRefetching, refetch } = query;

  if (isPending) {
    return (
      <Center role="status" py={10} gap={3}>
        <Spinner size="md" color="brand.500" />
        <Text color="fg.muted">{t('list.loading')}</Text>
      </Center>
    );
  }

  if (isError) {
    return (
      <Stack align="flex-start" gap={3} py={4}>
        <ErrorText message={getErrorMessage(error, t(FETCH_FAILED_TEXT))} />
        <Button size="sm" variant="outline" loading={isRefetching} onClick={() => void refetch()}>
          {t('list.tryAgain')}
        </Button>
      </Stack>
    );
  }

  if (data.length === 0) {
    return (
      <Center py={10}>
        <Text color="fg.muted">{t(EMPTY_CRITERIA_TEXT)}</Text>
      </Center>
    );
  }

  const banks = [...data].sort((a, b) => a.bank_name.localeCompare(b.bank_name, 'en-IN'));
  return (
    <Stack gap={3}>
      {banks.map((criteria) => (
        <BankCriteriaRow key={criteria.id} kind={kind} criteria={criteria} onEdit={onEdit ? () => onEdit(criteria) : undefined} />
      ))}
    </Stack>
  );
}

/**
 * One tab's content: the banks that have criteria of this kind, by bank name. For the back office
 * (`canEdit`) also an "Add criteria" button and an Edit button on each bank, opening the kind's
 * create/edit dialog; everyone else reads the list only.
 */
export function CriteriaKindPanel<K extends CriteriaKind>({ kind, canEdit = false }: { kind: K; canEdit?: boolean }) {
  const t = useT();
  const dialog = useCriteriaDialog<K>();
  const query = useLoanCriteria(kind);
  return (
    <Stack gap={3}>
      {canEdit ? (
        <Flex justify="flex-end">
          <Button size="sm" colorPalette="brand" onClick={dialog.openCreate}>
            <PlusIcon />
            {t('list.add')}
          </Button>
        </Flex>
      ) : null}
      <PanelBody kind={kind} query={query} onEdit={canEdit ? dialog.openEdit : undefined} />
      {canEdit ? (
        <CriteriaDialog
          kind={kind}
          open={dialog.open}
          title={criteriaDialogTitle(kind, t, dialog.row?.bank_name)}
          criteria={dialog.row}
          banksWithCriteria={query.data?.map((row) => row.bank_name)}
          onClose={dialog.close}
        />
      ) : null}
    </Stack>
  );
}

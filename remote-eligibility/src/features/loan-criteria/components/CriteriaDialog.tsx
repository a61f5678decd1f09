import { useMemo, type FormEvent } from 'react';
import type { CriteriaByKind, CriteriaKind } from 'shared-contracts';
import { Button, CloseButton, Flex, Text, formErrors, getErrorMessage, useIsMobile } from 'shared-ui';
import { Dialog, Portal, showToast } from 'shared-ui/widgets';
import { BANKS_FETCH_ERROR, useCatalogueBanks } from '../api/banks';
import { useSaveLoanCriteria } from '../api/loanCriteria';
import { criteriaFormFieldNames, criteriaFormSections, criteriaPatch, NO_CHANGES_MESSAGE } from '../model/criteriaForm';
import { criteriaKindTab } from '../model/criteriaKinds';
import {
  CRITERIA_TOAST_DURATION_MS,
  SAVE_FAILED,
  SAVED_TOASTS,
  VALIDATION_TOAST_TITLE,
  validationMessages,
  validationToastText,
  type SaveMode,
} from '../model/criteriaMessages';
import { CriteriaFields, criteriaControlId, type BankChoices } from './CriteriaFields';
import { useCriteriaForm } from './useCriteriaForm';

export const DIALOG_DESCRIPTIONS: Record<SaveMode, string> = {
  create: 'Enter the loan criteria details below.',
  update: 'Update the loan criteria details below.',
};

const SUBMIT_LABELS: Record<SaveMode, string> = { create: 'Create Loan', update: 'Update Loan' };

/** Moves focus to a field's control once the messages are drawn (the first field that needs fixing). */
function focusField(name: string | undefined) {
  if (name === undefined) return;
  window.setTimeout(() => document.getElementById(criteriaControlId(name))?.focus(), 0);
}

/**
 * The bank select's options: the catalogue's banks by name, leaving out those that already have
 * criteria of this kind (the API keeps one row per bank and kind; their rows are edited instead),
 * and keeping the edited row's bank even if the catalogue lacks it.
 */
function useBankChoices(kind: CriteriaKind, savedBank: string | undefined, banksWithCriteria: readonly string[] | undefined): BankChoices {
  const { data, error, isPending, isError } = useCatalogueBanks();
  return useMemo(() => {
    const own = savedBank?.toLowerCase();
    const taken = new Set((banksWithCriteria ?? []).map((name) => name.toLowerCase()).filter((name) => name !== own));
    const catalogue = (data ?? []).map((bank) => bank.name);
    const names = catalogue.filter((name) => !taken.has(name.toLowerCase())).sort((a, b) => a.localeCompare(b, 'en-IN'));
    if (savedBank !== undefined && savedBank !== '' && !names.includes(savedBank)) names.unshift(savedBank);
    const leftOut = catalogue.length - names.filter((name) => catalogue.includes(name)).length;
    return {
      options: names.map((name) => ({ value: name, label: name })),
      placeholder: isPending ? 'Loading banks...' : 'Select a bank',
      loading: isPending,
      error: isError ? getErrorMessage(error, BANKS_FETCH_ERROR) : undefined,
      helper: leftOut > 0 ? `Banks that already have ${criteriaKindTab(kind).loanName} criteria are not listed: use Edit on their row.` : undefined,
    };
  }, [kind, data, error, isPending, isError, savedBank, banksWithCriteria]);
}

interface CriteriaFormProps<K extends CriteriaKind> {
  kind: K;
  title: string;
  criteria: CriteriaByKind[K] | undefined;
  banksWithCriteria: readonly string[] | undefined;
  save: ReturnType<typeof useSaveLoanCriteria<K>>;
  fullScreen: boolean;
  onCancel: () => void;
  onSaved: () => void;
}

/** The dialog's content: mounted only while the dialog is open, so closing clears it. */
function CriteriaForm<K extends CriteriaKind>({ kind, title, criteria, banksWithCriteria, save, fullScreen, onCancel, onSaved }: CriteriaFormProps<K>) {
  const mode: SaveMode = criteria === undefined ? 'create' : 'update';
  const form = useCriteriaForm(kind, criteria);
  const banks = useBankChoices(kind, criteria?.bank_name, banksWithCriteria);
  const sections = criteriaFormSections(kind);
  const fieldNames = criteriaFormFieldNames(kind);
  const pending = save.isPending;

  const handlers = {
    onSuccess: () => {
      showToast({ ...SAVED_TOASTS[mode], type: 'success', duration: CRITERIA_TOAST_DURATION_MS });
      onSaved();
    },
    onError: (error: unknown) => {
      const messages = validationMessages(error);
      if (messages === undefined) {
        // No field messages (network, 403, 500...): one message; the dialog and its values stay.
        form.fail({}, getErrorMessage(error, SAVE_FAILED[mode]));
        return;
      }
      const { fields, other } = formErrors(error, fieldNames);
      form.fail(fields, other);
      showToast({ title: VALIDATION_TOAST_TITLE, description: validationToastText(messages), type: 'error', duration: CRITERIA_TOAST_DURATION_MS });
      focusField(fieldNames.find((name) => name in fields));
    },
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const check = form.attempt();
    if (!check.ok) {
      focusField(fieldNames.find((name) => name in check.errors));
      return;
    }
    if (criteria === undefined) {
      save.mutate({ mode: 'create', body: check.body }, handlers);
      return;
    }
    const patch = criteriaPatch(kind, criteria, form.values, check.body);
    if (Object.keys(patch).length === 0) {
      form.setNotice(NO_CHANGES_MESSAGE);
      return;
    }
    save.mutate({ mode: 'update', id: criteria.id, patch }, handlers);
  };

  return (
    <Dialog.Content asChild maxH={fullScreen ? '100dvh' : undefined}>
      <form noValidate aria-busy={pending} onSubmit={submit}>
        <Dialog.Header flexDirection="column" gap="1" pe="12" borderBottomWidth="1px">
          <Dialog.Title>{title}</Dialog.Title>
          <Dialog.Description>{DIALOG_DESCRIPTIONS[mode]}</Dialog.Description>
        </Dialog.Header>
        <Dialog.Body pt="5">
          <CriteriaFields sections={sections} values={form.values} errorOf={form.errorOf} disabled={pending} banks={banks} onChange={form.set} />
        </Dialog.Body>
        <Dialog.Footer borderTopWidth="1px" pt="3" flexDirection="column" alignItems="stretch" gap="2">
          {form.general !== undefined ? (
            <Text role="alert" color="fg.error" fontSize="sm">
              {form.general}
            </Text>
          ) : null}
          {form.notice !== undefined ? (
            <Text role="status" color="fg.muted" fontSize="sm">
              {form.notice}
            </Text>
          ) : null}
          <Flex justify="flex-end" gap="3">
            <Button variant="outline" disabled={pending} onClick={onCancel}>
              Cancel
            </Button>
            <Button type="submit" colorPalette="brand" loading={pending} loadingText="Saving...">
              {SUBMIT_LABELS[mode]}
            </Button>
          </Flex>
        </Dialog.Footer>
        <Dialog.CloseTrigger asChild>
          <CloseButton size="sm" aria-label="Close" disabled={pending} />
        </Dialog.CloseTrigger>
      </form>
    </Dialog.Content>
  );
}

interface CriteriaDialogProps<K extends CriteriaKind> {
  kind: K;
  open: boolean;
  /** Given by the opener, naming the kind and the action ("Add Personal Loan criteria"). */
  title: string;
  /** The row to edit; without it the dialog creates a new one. */
  criteria?: CriteriaByKind[K];
  /** Banks that have criteria of this kind (the list on screen): not offered for another row. */
  banksWithCriteria?: readonly string[];
  onClose: () => void;
}

/**
 * Create or edit one bank's criteria of a kind (spec back-office §2, §4, §5). A modal dialog,
 * full screen below 1024px; its body scrolls under a fixed header and footer. While saving it
 * cannot be closed, so a request never outlives its dialog.
 */
export function CriteriaDialog<K extends CriteriaKind>({ kind, open, title, criteria, banksWithCriteria, onClose }: CriteriaDialogProps<K>) {
  const isMobile = useIsMobile();
  const save = useSaveLoanCriteria(kind);
  const close = () => {
    if (save.isPending) return;
    save.reset();
    onClose();
  };
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) close();
      }}
      lazyMount
      unmountOnExit
      placement="center"
      scrollBehavior="inside"
      size={isMobile ? 'full' : 'xl'}
      closeOnEscape={!save.isPending}
      closeOnInteractOutside={!save.isPending}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <CriteriaForm
            kind={kind}
            title={title}
            criteria={criteria}
            banksWithCriteria={banksWithCriteria}
            save={save}
            fullScreen={isMobile}
            onCancel={close}
            onSaved={() => {
              save.reset();
              onClose();
            }}
          />
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

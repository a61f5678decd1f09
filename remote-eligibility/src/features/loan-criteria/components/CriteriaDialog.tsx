import { useMemo } from 'react';
import type { CriteriaByKind, CriteriaKind } from 'shared-contracts';
import { formErrors, getErrorMessage } from 'shared-ui';
import { DialogFrame, FormDialog, showToast } from 'shared-ui/widgets';
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
import { useT, type LoanCriteriaMessageId } from '../i18n';
import { CriteriaFields, type BankChoices } from './CriteriaFields';
import { useCriteriaForm } from './useCriteriaForm';

export const DIALOG_DESCRIPTIONS: Record<SaveMode, LoanCriteriaMessageId> = {
  create: 'dialog.createDescription',
  update: 'dialog.updateDescription',
};

const SUBMIT_LABELS: Record<SaveMode, LoanCriteriaMessageId> = { create: 'dialog.createSubmit', update: 'dialog.updateSubmit' };

/**
 * The bank select's options: the catalogue's banks by name, leaving out those that already have
 * criteria of this kind (the API keeps one row per bank and kind; their rows are edited instead),
 * and keeping the edited row's bank even if the catalogue lacks it.
 */
function useBankChoices(kind: CriteriaKind, savedBank: string | undefined, banksWithCriteria: readonly string[] | undefined): BankChoices {
  const t = useT();
  const { data, error, isPending, isError } = useCatalogueBanks();
  // Written before the memo: texts in the page's language, compared as strings, so the choices are
  // made again when the language changes and stay the same object otherwise.
  const placeholder = isPending ? t('dialog.banksLoading') : t('dialog.selectBank');
  const fetchError = isError ? getErrorMessage(error, t(BANKS_FETCH_ERROR)) : undefined;
  const leftOutHelper = t('dialog.banksLeftOut', { loan: t(criteriaKindTab(kind).loanName) });
  return useMemo(() => {
    const own = savedBank?.toLowerCase();
    const taken = new Set((banksWithCriteria ?? []).map((name) => name.toLowerCase()).filter((name) => name !== own));
    const catalogue = (data ?? []).map((bank) => bank.name);
    const names = catalogue.filter((name) => !taken.has(name.toLowerCase())).sort((a, b) => a.localeCompare(b, 'en-IN'));
    if (savedBank !== undefined && savedBank !== '' && !names.includes(savedBank)) names.unshift(savedBank);
    const leftOut = catalogue.length - names.filter((name) => catalogue.includes(name)).length;
    return {
      options: names.map((name) => ({ value: name, label: name })),
      placeholder,
      loading: isPending,
      error: fetchError,
      helper: leftOut > 0 ? leftOutHelper : undefined,
    };
  }, [data, isPending, savedBank, banksWithCriteria, placeholder, fetchError, leftOutHelper]);
}

interface CriteriaFormProps<K extends CriteriaKind> {
  kind: K;
  title: string;
  criteria: CriteriaByKind[K] | undefined;
  banksWithCriteria: readonly string[] | undefined;
  save: ReturnType<typeof useSaveLoanCriteria<K>>;
  onCancel: () => void;
  onSaved: () => void;
}

/**
 * The dialog's content: mounted only while the dialog is open, so closing clears it. After a
 * refused submit (the form's rules, or the server's 400) FormDialog moves focus to the first field
 * with a message and scrolls it into view, once the fields are enabled again.
 */
function CriteriaForm<K extends CriteriaKind>({ kind, title, criteria, banksWithCriteria, save, onCancel, onSaved }: CriteriaFormProps<K>) {
  const mode: SaveMode = criteria === undefined ? 'create' : 'update';
  const t = useT();
  const form = useCriteriaForm(kind, criteria);
  const banks = useBankChoices(kind, criteria?.bank_name, banksWithCriteria);
  const sections = criteriaFormSections(kind);
  const fieldNames = criteriaFormFieldNames(kind);
  const pending = save.isPending;

  const handlers = {
    onSuccess: () => {
      const toast = SAVED_TOASTS[mode];
      showToast({ title: t(toast.title), description: t(toast.description), type: 'success', duration: CRITERIA_TOAST_DURATION_MS });
      onSaved();
    },
    onError: (error: unknown) => {
      const messages = validationMessages(error);
      if (messages === undefined) {
        // No field messages (network, 403, 500...): one message; the dialog and its values stay.
        form.fail({}, getErrorMessage(error, t(SAVE_FAILED[mode])));
        return;
      }
      const { fields, other } = formErrors(error, fieldNames);
      form.fail(fields, other);
      showToast({ title: t(VALIDATION_TOAST_TITLE), description: validationToastText(messages), type: 'error', duration: CRITERIA_TOAST_DURATION_MS });
    },
  };

  const submit = () => {
    const check = form.attempt();
    if (!check.ok) return;
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
    <FormDialog
      title={title}
      description={t(DIALOG_DESCRIPTIONS[mode])}
      submitLabel={t(SUBMIT_LABELS[mode])}
      pendingLabel={t('dialog.saving')}
      pending={pending}
      error={form.general}
      notice={form.notice}
      onSubmit={submit}
      onCancel={onCancel}
    >
      <CriteriaFields sections={sections} values={form.values} errorOf={form.errorOf} disabled={pending} banks={banks} onChange={form.set} />
    </FormDialog>
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
  const save = useSaveLoanCriteria(kind);
  const close = () => {
    if (save.isPending) return;
    save.reset();
    onClose();
  };
  return (
    <DialogFrame open={open} onClose={close} size="xl" busy={save.isPending}>
      <CriteriaForm
        kind={kind}
        title={title}
        criteria={criteria}
        banksWithCriteria={banksWithCriteria}
        save={save}
        onCancel={close}
        onSaved={() => {
          save.reset();
          onClose();
        }}
      />
    </DialogFrame>
  );
}

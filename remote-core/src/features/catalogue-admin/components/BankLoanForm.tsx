import { useState } from 'react';
import type { BankLoan } from 'shared-contracts';
import { Button, Flex, Input, SimpleGrid, Text, formErrors, getErrorMessage } from 'shared-ui';
import { FormDialog, FormField } from 'shared-ui/widgets';
import { useBanks } from '../../catalogue/api/banks';
import { useLoanTypes } from '../../catalogue/api/loanTypes';
import { useCreateLoanType, useSaveBankLoan } from '../api/catalogueWrites';
import { useT, type CatalogueAdminT } from '../i18n';
import {
  BANK_LOAN_EDIT_FIELDS,
  BANK_LOAN_SELECT_RULES,
  LOAN_TYPE_RULE,
  NEW_LOAN_TYPE,
  amountRangeError,
  bankLoanCreateRequest,
  bankLoanUpdateRequest,
  bankLoanValues,
  type BankLoanKey,
  type FormValues,
} from '../model/catalogueForms';
import { CatalogueSelect, optionsPlaceholder } from './CatalogueSelect';
import { EntityFields } from './EntityFields';
import { useEntityForm } from './useEntityForm';

interface BankLoanFormProps {
  /** The bank loan to edit; a new one without it. */
  bankLoan?: BankLoan;
  /** The bank chosen in the list's filter (preselected for a new bank loan). */
  bankId: string;
  onClose: () => void;
  onSaved: (message: string) => void;
}

function newBankLoanRules(values: FormValues<BankLoanKey>, t: CatalogueAdminT): Partial<Record<BankLoanKey, string>> {
  const errors: Partial<Record<BankLoanKey, string>> = {};
  for (const key of ['bank_id', 'loan_type_id'] as const) {
    const message = BANK_LOAN_SELECT_RULES[key](values[key], t);
    if (message) errors[key] = message;
  }
  return errors;
}

/** "Personal Loan added to HDFC Bank." / "Personal Loan at HDFC Bank saved." (the bank's name when the answer has it). */
function bankLoanNotice(saved: BankLoan, what: 'added' | 'saved', t: CatalogueAdminT): string {
  const loanType = saved.loan?.type ?? saved.type;
  const bank = saved.bank?.name;
  if (what === 'added') return bank ? t('bankLoans.added', { loanType, bank }) : t('bankLoans.addedToTheBank', { loanType });
  return bank ? t('bankLoans.saved', { loanType, bank }) : t('bankLoans.savedAtTheBank', { loanType });
}

/** "New loan type": creates the loan type (POST /leads/loans/) and chooses it. */
function NewLoanTypeField({ onCreated }: { onCreated: (id: number, name: string) => void }) {
  const t = useT();
  const [name, setName] = useState('');
  const [tried, setTried] = useState(false);
  const create = useCreateLoanType();
  const serverError = create.isError ? (formErrors(create.error, ['type']).fields.type ?? getErrorMessage(create.error, t('loanType.createError'))) : undefined;
  const error = (tried ? LOAN_TYPE_RULE(name, t) : undefined) ?? serverError;
  const submit = () => {
    setTried(true);
    if (LOAN_TYPE_RULE(name, t) !== undefined) return;
    create.mutate({ type: name.trim() }, { onSuccess: (loanType) => onCreated(loanType.id, loanType.type) });
  };
  return (
    <FormField id="bank-loan-form-new-loan-type" label={t('loanType.new')} required error={error} helper={t('loanType.newHelper')} wide>
      {(control) => (
        <Flex gap="2">
          <Input
            {...control}
            name="type"
            autoComplete="off"
            value={name}
            disabled={create.isPending}
            onChange={(event) => setName(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                submit();
              }
            }}
          />
          <Button variant="outline" colorPalette="brand" flexShrink={0} loading={create.isPending} loadingText={t('loanType.create')} onClick={submit}>
            {t('loanType.create')}
          </Button>
        </Flex>
      )}
    </FormField>
  );
}

/**
 * A bank loan: for a new one the bank and the loan type (or a new loan type), then the required
 * documents, both payouts and the optional amount bounds. Editing keeps the bank and loan type and
 * sends only what changed (a changed payout applies to later approvals only).
 */
export function BankLoanForm({ bankLoan, bankId, onClose, onSaved }: BankLoanFormProps) {
  const t = useT();
  const isNew = bankLoan === undefined;
  const save = useSaveBankLoan();
  const banks = useBanks();
  const loanTypes = useLoanTypes();
  const [createdType, setCreatedType] = useState<string | null>(null);
  const initial = bankLoanValues(bankLoan, bankId);
  const form = useEntityForm({
    fields: BANK_LOAN_EDIT_FIELDS,
    initial,
    error: save.error,
    fallback: t('bankLoans.saveError'),
    extraRules: (values) => {
      const range = amountRangeError(values, t);
      return { ...(isNew ? newBankLoanRules(values, t) : {}), ...(range ? { max_loan_amount: range } : {}) };
    },
  });
  const update = isNew ? {} : bankLoanUpdateRequest(initial, form.values);
  const loanTypeOptions = [...(loanTypes.data ?? []).map((loan) => ({ value: String(loan.id), label: loan.type })), { value: NEW_LOAN_TYPE, label: t('loanType.newOption') }];

  const submit = () => {
    if (!form.attempt()) return;
    if (isNew) {
      save.mutate(
        { request: bankLoanCreateRequest(form.values) },
        { onSuccess: (saved) => onSaved(bankLoanNotice(saved, 'added', t)) },
      );
    } else {
      save.mutate({ request: update, bankLoanId: bankLoan.id }, { onSuccess: (saved) => onSaved(bankLoanNotice(saved, 'saved', t)) });
    }
  };

  return (
    <FormDialog
      title={isNew ? t('bankLoans.add') : t('common.editNamed', { name: bankLoan.loan?.type ?? bankLoan.type })}
      submitLabel={isNew ? t('bankLoans.add') : t('common.save')}
      pending={save.isPending}
      canSubmit={isNew || Object.keys(update).length > 0}
      error={form.general}
      onCancel={onClose}
      onSubmit={submit}
    >
      {isNew ? (
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <CatalogueSelect
            id="bank-loan-form-bank"
            label={t('select.bank')}
            required
            value={form.values.bank_id}
            options={(banks.data ?? []).map((bank) => ({ value: String(bank.id), label: bank.name }))}
            placeholder={optionsPlaceholder(banks, 'banks', t)}
            disabled={!banks.isSuccess || save.isPending}
            error={form.errorOf('bank_id')}
            onChange={(value) => form.set('bank_id', value)}
          />
          <CatalogueSelect
            id="bank-loan-form-loan-type"
            label={t('select.loanType')}
            required
            value={form.values.loan_type_id}
            options={loanTypeOptions}
            placeholder={optionsPlaceholder(loanTypes, 'loanTypes', t)}
            disabled={!loanTypes.isSuccess || save.isPending}
            error={form.errorOf('loan_type_id')}
            onChange={(value) => {
              setCreatedType(null);
              form.set('loan_type_id', value);
            }}
          />
          {form.values.loan_type_id === NEW_LOAN_TYPE ? (
            <NewLoanTypeField
              onCreated={(id, name) => {
                setCreatedType(name);
                form.set('loan_type_id', String(id));
              }}
            />
          ) : null}
          {createdType ? (
            <Text fontSize="sm" color="green.700" role="status" gridColumn={{ md: 'span 2' }}>
              {t('loanType.created', { name: createdType })}
            </Text>
          ) : null}
        </SimpleGrid>
      ) : (
        <Text color="fg.muted">
          {bankLoan.bank?.name ?? t('bankLoans.noBank')} · {bankLoan.loan?.type ?? bankLoan.type}
        </Text>
      )}
      <EntityFields idPrefix="bank-loan-form" fields={BANK_LOAN_EDIT_FIELDS} values={form.values} errorOf={form.errorOf} disabled={save.isPending} onChange={form.set} />
    </FormDialog>
  );
}

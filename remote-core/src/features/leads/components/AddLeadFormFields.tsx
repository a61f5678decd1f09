import { useMemo } from 'react';
import { Input, SimpleGrid, getErrorMessage } from 'shared-ui';
import { useLanguage } from 'shared-ui/i18n';
import { Combobox, FormField } from 'shared-ui/widgets';
import { useBankLoans } from '../../catalogue/api/bankLoans';
import { useT } from '../i18n';
import { loanAmountHint, loanTypeGroups, type AddLeadInput, type AddLeadValues } from '../model/addLeadForm';
import { BankBranchField } from './BankBranchField';

interface AddLeadFormFieldsProps {
  values: AddLeadValues;
  errors: Partial<Record<AddLeadInput, string>>;
  disabled: boolean;
  onChange: (field: AddLeadInput, value: string) => void;
}

/**
 * The Add Lead inputs, each with the server's message under it after a failed create. Bank Branch
 * appears once a loan type (and so a bank) is chosen.
 */
export function AddLeadFormFields({ values, errors, disabled, onChange }: AddLeadFormFieldsProps) {
  const t = useT();
  const language = useLanguage();
  const bankLoans = useBankLoans({ all: true });
  // Named in the page's language ("Unknown"): made again when it changes.
  const { loanTypes } = useMemo(() => ({ language, loanTypes: bankLoans.data ? loanTypeGroups(bankLoans.data, t) : [] }), [bankLoans.data, t, language]);
  const loanTypesError = bankLoans.isError ? getErrorMessage(bankLoans.error, t('addLead.loanTypesFetchError')) : undefined;
  const chosenLoan = bankLoans.data?.find((bankLoan) => String(bankLoan.id) === values.bankLoanId);
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      <FormField id="add-lead-customer-name" label={t('addLead.customerName')} error={errors.customerName} required>
        {(control) => (
          <Input
            {...control}
            name="customer_name"
            autoComplete="off"
            value={values.customerName}
            disabled={disabled}
            onChange={(event) => onChange('customerName', event.target.value)}
          />
        )}
      </FormField>
      <FormField id="add-lead-mobile" label={t('addLead.mobile')} error={errors.mobile} required>
        {(control) => (
          <Input
            {...control}
            name="customer_mobile"
            type="tel"
            inputMode="numeric"
            autoComplete="off"
            placeholder={t('addLead.mobilePlaceholder')}
            value={values.mobile}
            disabled={disabled}
            onChange={(event) => onChange('mobile', event.target.value)}
          />
        )}
      </FormField>
      <FormField id="add-lead-address" label={t('addLead.address')} error={errors.address} required wide>
        {(control) => (
          <Input asChild height="auto" py="2">
            <textarea
              {...control}
              name="customer_address"
              rows={2}
              required
              disabled={disabled}
              value={values.address}
              onChange={(event) => onChange('address', event.target.value)}
            />
          </Input>
        )}
      </FormField>
      <FormField id="add-lead-loan-type" label={t('addLead.loanType')} error={errors.bankLoanId ?? loanTypesError} required wide>
        {(control) => (
          // Every bank's every loan: too many for one select, so a list searched by loan type and bank ("hdfc home").
          <Combobox
            control={control}
            name="loan_type"
            value={values.bankLoanId}
            options={loanTypes}
            placeholder={
              bankLoans.isPending ? t('addLead.loanTypesLoading') : bankLoans.isError ? t('addLead.loanTypesUnavailable') : t('addLead.selectLoanType')
            }
            noMatchText={t('addLead.noLoanTypeMatch')}
            required
            disabled={disabled || !bankLoans.isSuccess}
            onChange={(value) => onChange('bankLoanId', value)}
          />
        )}
      </FormField>
      {chosenLoan ? (
        <BankBranchField
          bankLoanId={chosenLoan.id}
          bankName={chosenLoan.bank?.name}
          address={values.address}
          value={values.bankBranch}
          error={errors.bankBranch}
          disabled={disabled}
          onChange={(value) => onChange('bankBranch', value)}
        />
      ) : null}
      <FormField
        id="add-lead-loan-amount"
        label={t('addLead.loanAmount')}
        error={errors.loanAmount}
        helper={loanAmountHint(values.loanAmount, chosenLoan, t)}
        required
      >
        {(control) => (
          <Input
            {...control}
            name="loan_amount"
            type="number"
            inputMode="decimal"
            min="0"
            step="any"
            value={values.loanAmount}
            disabled={disabled}
            onChange={(event) => onChange('loanAmount', event.target.value)}
          />
        )}
      </FormField>
      <FormField id="add-lead-remarks" label={t('addLead.remarks')} error={errors.remarks} wide>
        {(control) => (
          <Input asChild height="auto" py="2">
            <textarea {...control} name="remarks" rows={2} disabled={disabled} value={values.remarks} onChange={(event) => onChange('remarks', event.target.value)} />
          </Input>
        )}
      </FormField>
    </SimpleGrid>
  );
}

import { useMemo } from 'react';
import { Input, SimpleGrid, getErrorMessage } from 'shared-ui';
import { Combobox, FormField } from 'shared-ui/widgets';
import { BANK_LOANS_FETCH_ERROR, useBankLoans } from '../../catalogue/api/bankLoans';
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
  const bankLoans = useBankLoans({ all: true });
  const loanTypes = useMemo(() => (bankLoans.data ? loanTypeGroups(bankLoans.data) : []), [bankLoans.data]);
  const loanTypesError = bankLoans.isError ? getErrorMessage(bankLoans.error, BANK_LOANS_FETCH_ERROR) : undefined;
  const chosenLoan = bankLoans.data?.find((bankLoan) => String(bankLoan.id) === values.bankLoanId);
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      <FormField id="add-lead-customer-name" label="Customer Name" error={errors.customerName} required>
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
      <FormField id="add-lead-mobile" label="Mobile Number" error={errors.mobile} required>
        {(control) => (
          <Input
            {...control}
            name="customer_mobile"
            type="tel"
            inputMode="numeric"
            autoComplete="off"
            placeholder="10-digit mobile number"
            value={values.mobile}
            disabled={disabled}
            onChange={(event) => onChange('mobile', event.target.value)}
          />
        )}
      </FormField>
      <FormField id="add-lead-address" label="Address" error={errors.address} required wide>
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
      <FormField id="add-lead-loan-type" label="Loan Type" error={errors.bankLoanId ?? loanTypesError} required wide>
        {(control) => (
          // Every bank's every loan: too many for one select, so a list searched by loan type and bank ("hdfc home").
          <Combobox
            control={control}
            name="loan_type"
            value={values.bankLoanId}
            options={loanTypes}
            placeholder={bankLoans.isPending ? 'Loading loan types...' : bankLoans.isError ? 'Loan types are not available' : 'Select a loan type'}
            noMatchText="No loan type or bank matches what you typed."
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
        label="Loan Amount"
        error={errors.loanAmount}
        helper={loanAmountHint(values.loanAmount, chosenLoan)}
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
      <FormField id="add-lead-remarks" label="Remarks (Optional)" error={errors.remarks} wide>
        {(control) => (
          <Input asChild height="auto" py="2">
            <textarea {...control} name="remarks" rows={2} disabled={disabled} value={values.remarks} onChange={(event) => onChange('remarks', event.target.value)} />
          </Input>
        )}
      </FormField>
    </SimpleGrid>
  );
}

import type { ReactNode } from 'react';
import { Field, Input, SimpleGrid, getErrorMessage } from 'shared-ui';
import { BANK_LOANS_FETCH_ERROR, useBankLoans } from '../../catalogue/api/bankLoans';
import { loanAmountHint, loanTypeOptions, type AddLeadInput, type AddLeadValues } from '../model/addLeadForm';
import { LoanTypeSelect } from './LoanTypeSelect';

interface AddLeadFormFieldsProps {
  values: AddLeadValues;
  errors: Partial<Record<AddLeadInput, string>>;
  disabled: boolean;
  onChange: (field: AddLeadInput, value: string) => void;
}

/** The ids and ARIA state a control needs to be labelled and described by its field. */
export interface ControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-errormessage'?: string;
  'aria-describedby'?: string;
}

interface FieldShellProps {
  id: string;
  label: string;
  error: string | undefined;
  helper?: string;
  required?: boolean;
  wide?: boolean;
  /** The control, given its ids: Chakra's Input takes them from the field itself, a textarea or select does not. */
  children: (control: ControlProps) => ReactNode;
}

function FieldShell({ id, label, error, helper, required = false, wide = false, children }: FieldShellProps) {
  const errorId = `${id}-error`;
  const helperId = `${id}-helper`;
  const showHelper = helper !== undefined && error === undefined;
  return (
    <Field.Root
      id={id}
      ids={{ errorText: errorId, helperText: helperId }}
      invalid={error !== undefined}
      required={required}
      gridColumn={wide ? { md: 'span 2' } : undefined}
    >
      <Field.Label>
        {label}
        {required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      {children({
        id,
        ...(error !== undefined ? { 'aria-invalid': true, 'aria-errormessage': errorId } : {}),
        ...(showHelper ? { 'aria-describedby': helperId } : {}),
      })}
      {showHelper ? <Field.HelperText>{helper}</Field.HelperText> : null}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

/** The Add Lead inputs, each with the server's message under it after a failed create. */
export function AddLeadFormFields({ values, errors, disabled, onChange }: AddLeadFormFieldsProps) {
  const bankLoans = useBankLoans({ all: true });
  const options = bankLoans.data ? loanTypeOptions(bankLoans.data) : [];
  const loanTypesError = bankLoans.isError ? getErrorMessage(bankLoans.error, BANK_LOANS_FETCH_ERROR) : undefined;
  const chosenLoan = bankLoans.data?.find((bankLoan) => String(bankLoan.id) === values.bankLoanId);
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      <FieldShell id="add-lead-customer-name" label="Customer Name" error={errors.customerName} required>
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
      </FieldShell>
      <FieldShell id="add-lead-mobile" label="Mobile Number" error={errors.mobile} required>
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
      </FieldShell>
      <FieldShell id="add-lead-address" label="Address" error={errors.address} required wide>
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
      </FieldShell>
      <FieldShell id="add-lead-loan-type" label="Loan Type" error={errors.bankLoanId ?? loanTypesError} required wide>
        {(control) => (
          <LoanTypeSelect
            control={control}
            value={values.bankLoanId}
            options={options}
            placeholder={bankLoans.isPending ? 'Loading loan types...' : bankLoans.isError ? 'Loan types are not available' : 'Select a loan type'}
            disabled={disabled || !bankLoans.isSuccess}
            onChange={(value) => onChange('bankLoanId', value)}
          />
        )}
      </FieldShell>
      <FieldShell
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
      </FieldShell>
      <FieldShell id="add-lead-remarks" label="Remarks (Optional)" error={errors.remarks} wide>
        {(control) => (
          <Input asChild height="auto" py="2">
            <textarea {...control} name="remarks" rows={2} disabled={disabled} value={values.remarks} onChange={(event) => onChange('remarks', event.target.value)} />
          </Input>
        )}
      </FieldShell>
    </SimpleGrid>
  );
}

import type { ComponentProps } from 'react';
import { Field, Input, SimpleGrid, Stack, chakra } from 'shared-ui';
import { useT } from '../i18n';
import {
  TAX_PROFILE_MAX_LENGTHS,
  type TaxProfileFormErrors,
  type TaxProfileFormField,
  type TaxProfileFormValues,
} from '../model/taxProfileForm';

interface TaxProfileEditFieldsProps {
  values: TaxProfileFormValues;
  errors: TaxProfileFormErrors;
  /** The stored account, masked ("XXXXXX7891"); undefined when none is on file. */
  accountOnFile: string | undefined;
  disabled: boolean;
  onChange: (field: TaxProfileFormField, value: string) => void;
}

interface TextFieldProps extends Omit<ComponentProps<typeof Input>, 'value' | 'onChange' | 'name'> {
  field: TaxProfileFormField;
  label: string;
  helper?: string;
  values: TaxProfileFormValues;
  errors: TaxProfileFormErrors;
  disabled: boolean;
  onChange: (field: TaxProfileFormField, value: string) => void;
}

/** One labelled input with its hint and the server's message under it (Field wires aria-invalid and the descriptions). */
function TextField({ field, label, helper, values, errors, disabled, onChange, ...input }: TextFieldProps) {
  return (
    <Field.Root invalid={errors[field] !== undefined} disabled={disabled}>
      <Field.Label>{label}</Field.Label>
      <Input
        {...input}
        name={field}
        maxLength={TAX_PROFILE_MAX_LENGTHS[field]}
        value={values[field]}
        onChange={(event) => onChange(field, event.target.value)}
      />
      {helper !== undefined ? <Field.HelperText>{helper}</Field.HelperText> : null}
      <Field.ErrorText>{errors[field]}</Field.ErrorText>
    </Field.Root>
  );
}

/**
 * The editable tax and payout details: PAN, GSTIN, the payout bank account (its number never
 * prefilled: the API only gives its last four digits) and the current password, each with the
 * server's message under it. Identifiers are typed in capitals on phones; spaces and lower case
 * are forgiven by the API anyway.
 */
export function TaxProfileEditFields({ values, errors, accountOnFile, disabled, onChange }: TaxProfileEditFieldsProps) {
  const t = useT();
  const common = { values, errors, disabled, onChange };
  const identifier = { autoCapitalize: 'characters', autoComplete: 'off', autoCorrect: 'off', spellCheck: false } as const;
  return (
    <Stack gap="5" maxW="3xl">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {/* Focus moves here when editing starts: the Edit button that had it is gone. */}
        <TextField {...common} {...identifier} field="pan" label={t('tax.pan')} helper={t('tax.panHelp')} autoFocus />
        <TextField {...common} {...identifier} field="gstin" label={t('tax.gstinOptional')} helper={t('tax.gstinHelp')} />
      </SimpleGrid>
      <chakra.fieldset border="0" p="0" m="0" minW="0">
        <chakra.legend fontWeight="medium" fontSize="sm" mb="3">
          {t('tax.bankAccount')}
        </chakra.legend>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <TextField
            {...common}
            field="account_number"
            label={t('tax.accountNumber')}
            inputMode="numeric"
            autoComplete="off"
            helper={
              accountOnFile === undefined
                ? t('tax.accountNumberHelp')
                : t('tax.accountNumberKeep', { account: accountOnFile })
            }
          />
          <TextField {...common} {...identifier} field="ifsc" label={t('tax.ifsc')} helper={t('tax.ifscHelp')} />
          <TextField {...common} field="holder_name" label={t('tax.holderName')} autoComplete="name" helper={t('tax.holderNameHelp')} />
        </SimpleGrid>
      </chakra.fieldset>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <TextField
          {...common}
          field="current_password"
          label={t('tax.currentPassword')}
          type="password"
          autoComplete="current-password"
          helper={t('tax.currentPasswordHelp')}
        />
      </SimpleGrid>
    </Stack>
  );
}

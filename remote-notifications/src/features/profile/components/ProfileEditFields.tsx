import { Field, Input, SimpleGrid } from 'shared-ui';
import { useT } from '../i18n';
import type { ProfileFormErrors, ProfileFormField, ProfileFormValues } from '../model/profileForm';

interface ProfileEditFieldsProps {
  values: ProfileFormValues;
  errors: ProfileFormErrors;
  /** Show the current password field (the mobile number is being changed). */
  needsCurrentPassword: boolean;
  disabled: boolean;
  onChange: (field: ProfileFormField, value: string) => void;
}

/**
 * The editable part of the profile: username and mobile number, and the current password while
 * the mobile number changes; each with the server's message under it.
 */
export function ProfileEditFields({ values, errors, needsCurrentPassword, disabled, onChange }: ProfileEditFieldsProps) {
  const t = useT();
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" maxW="3xl">
      <Field.Root invalid={errors.username !== undefined} disabled={disabled}>
        <Field.Label>{t('details.username')}</Field.Label>
        <Input
          name="username"
          autoComplete="name"
          value={values.username}
          onChange={(event) => onChange('username', event.target.value)}
        />
        <Field.ErrorText>{errors.username}</Field.ErrorText>
      </Field.Root>
      <Field.Root invalid={errors.mobile_number !== undefined} disabled={disabled}>
        <Field.Label>{t('details.mobileNumber')}</Field.Label>
        <Input
          name="mobile_number"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder={t('edit.mobilePlaceholder')}
          value={values.mobile_number}
          onChange={(event) => onChange('mobile_number', event.target.value)}
        />
        <Field.ErrorText>{errors.mobile_number}</Field.ErrorText>
      </Field.Root>
      {needsCurrentPassword ? (
        <Field.Root invalid={errors.current_password !== undefined} disabled={disabled}>
          <Field.Label>{t('edit.currentPassword')}</Field.Label>
          <Input
            name="current_password"
            type="password"
            autoComplete="current-password"
            value={values.current_password}
            onChange={(event) => onChange('current_password', event.target.value)}
          />
          <Field.HelperText>{t('edit.currentPasswordHelp')}</Field.HelperText>
          <Field.ErrorText>{errors.current_password}</Field.ErrorText>
        </Field.Root>
      ) : null}
    </SimpleGrid>
  );
}

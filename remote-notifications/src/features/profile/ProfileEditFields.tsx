import { Field, Input, SimpleGrid } from 'shared-ui';
import type { ProfileFieldErrors } from './profileErrors';
import type { ProfileFormField, ProfileFormValues } from './profileForm';

interface ProfileEditFieldsProps {
  values: ProfileFormValues;
  errors: ProfileFieldErrors;
  disabled: boolean;
  onChange: (field: ProfileFormField, value: string) => void;
}

/** The editable part of the profile: username and mobile number, each with the server's message under it. */
export function ProfileEditFields({ values, errors, disabled, onChange }: ProfileEditFieldsProps) {
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" maxW="3xl">
      <Field.Root invalid={errors.username !== undefined} disabled={disabled}>
        <Field.Label>Username</Field.Label>
        <Input
          name="username"
          autoComplete="name"
          value={values.username}
          onChange={(event) => onChange('username', event.target.value)}
        />
        <Field.ErrorText>{errors.username}</Field.ErrorText>
      </Field.Root>
      <Field.Root invalid={errors.mobile_number !== undefined} disabled={disabled}>
        <Field.Label>Mobile Number</Field.Label>
        <Input
          name="mobile_number"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder="10-digit mobile number"
          value={values.mobile_number}
          onChange={(event) => onChange('mobile_number', event.target.value)}
        />
        <Field.ErrorText>{errors.mobile_number}</Field.ErrorText>
      </Field.Root>
    </SimpleGrid>
  );
}

import { Input, SimpleGrid } from 'shared-ui';
import { FormField, Select } from 'shared-ui/widgets';
import { useT as useCommonT } from '../../../common/i18n';
import { shownOptions } from '../../../common/model/loanOptions';
import { useT } from '../i18n';
import { fieldId, type FieldDef } from '../model/applicationFields';
import type { FieldValues } from '../model/applicationForm';
import { YesNoField } from './YesNoField';

interface ApplicationFieldsProps {
  fields: readonly FieldDef[];
  values: FieldValues;
  errors: Readonly<Record<string, string | undefined>>;
  onChange: (name: string, value: string) => void;
}

function FieldControl({ field, value, error, onChange }: { field: FieldDef; value: string; error?: string; onChange: (value: string) => void }) {
  const t = useT();
  const commonT = useCommonT();
  const id = fieldId(field.name);
  switch (field.type) {
    case 'yes-no':
      return <YesNoField id={id} name={field.name} label={t(field.label)} value={value} error={error} onChange={onChange} />;
    case 'choice':
      return (
        <FormField id={id} label={t(field.label)} error={error} required>
          {(control) => (
            <Select
              control={control}
              name={field.name}
              value={value}
              options={shownOptions(field.options, commonT)}
              placeholder={t(field.placeholder)}
              onChange={onChange}
            />
          )}
        </FormField>
      );
    case 'integer':
    case 'decimal':
      return (
        <FormField
          id={id}
          label={t(field.label)}
          error={error}
          helper={field.helper === undefined ? undefined : t(field.helper)}
          required={!field.optional}
        >
          {(control) => (
            <Input
              {...control}
              name={field.name}
              type="text"
              inputMode={field.type === 'integer' ? 'numeric' : 'decimal'}
              autoComplete="off"
              placeholder={field.example === undefined ? undefined : t('form.example', { example: field.example })}
              value={value}
              onChange={(event) => onChange(event.target.value)}
            />
          )}
        </FormField>
      );
  }
}

/** A group of the form's fields: one column on phones, two from md. */
export function ApplicationFields({ fields, values, errors, onChange }: ApplicationFieldsProps) {
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
      {fields.map((field) => (
        <FieldControl
          key={field.name}
          field={field}
          value={values[field.name] ?? ''}
          error={errors[field.name]}
          onChange={(value) => onChange(field.name, value)}
        />
      ))}
    </SimpleGrid>
  );
}

import { Input, SimpleGrid } from 'shared-ui';
import { FormField, TextareaControl } from 'shared-ui/widgets';
import { useT } from '../i18n';
import type { FieldSpec, FormValues } from '../model/catalogueForms';

interface EntityFieldsProps<K extends string> {
  /** Prefix of the inputs' ids ("bank-form"). */
  idPrefix: string;
  fields: readonly FieldSpec<K>[];
  values: FormValues<K>;
  errorOf: (key: K) => string | undefined;
  disabled: boolean;
  onChange: (key: K, value: string) => void;
}

/** The text inputs of a catalogue form, two columns from md, each with its message under it. */
export function EntityFields<K extends string>({ idPrefix, fields, values, errorOf, disabled, onChange }: EntityFieldsProps<K>) {
  const t = useT();
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      {fields.map((field) => (
        <FormField
          key={field.key}
          id={`${idPrefix}-${field.key}`}
          label={t(field.label)}
          required={field.required}
          helper={field.helper ? t(field.helper) : undefined}
          error={errorOf(field.key)}
          wide={field.wide || fields.length === 1}
        >
          {(control) =>
            field.kind === 'textarea' ? (
              <TextareaControl control={control} name={field.key} value={values[field.key]} disabled={disabled} onChange={(value) => onChange(field.key, value)} />
            ) : (
              <Input
                {...control}
                name={field.key}
                type={field.kind === 'number' ? 'text' : (field.kind ?? 'text')}
                inputMode={field.kind === 'number' ? 'decimal' : field.kind === 'tel' ? 'numeric' : undefined}
                autoComplete="off"
                value={values[field.key]}
                disabled={disabled}
                onChange={(event) => onChange(field.key, event.target.value)}
              />
            )
          }
        </FormField>
      ))}
    </SimpleGrid>
  );
}

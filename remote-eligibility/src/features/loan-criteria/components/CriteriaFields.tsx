import { memo } from 'react';
import { Box, Heading, Input, SimpleGrid, Stack, Text } from 'shared-ui';
import { FormField, Select, Switch, TextareaControl, type SelectOption } from 'shared-ui/widgets';
import { useT as useCommonT } from '../../../common/i18n';
import { shownOptions } from '../../../common/model/loanOptions';
import { useT } from '../i18n';
import { formFieldLabel, type CriteriaFormField, type CriteriaFormSection, type CriteriaFormValues, type FormValue } from '../model/criteriaForm';
import { MultiSelect } from './MultiSelect';

/** The id of a field's control in the criteria form. */
export function criteriaControlId(name: string): string {
  return `criteria-form-${name}`;
}

/** The bank select's state: the catalogue's banks, or why they are not there yet. */
export interface BankChoices {
  options: readonly SelectOption[];
  placeholder: string;
  loading: boolean;
  /** The catalogue could not be fetched. */
  error?: string;
  /** Why some banks are not offered. */
  helper?: string;
}

interface FieldProps {
  field: CriteriaFormField;
  value: FormValue;
  error: string | undefined;
  disabled: boolean;
  banks: BankChoices;
  onChange: (name: string, value: FormValue) => void;
}

/** A yes/no rule: the label and the switch on one line, the server's message under them. */
function SwitchField({ field, value, error, disabled, onChange }: Omit<FieldProps, 'banks' | 'onChange'> & { onChange: (value: FormValue) => void }) {
  const t = useT();
  const id = criteriaControlId(field.name);
  const errorId = `${id}-error`;
  return (
    <Box>
      <Switch.Root
        ids={{ hiddenInput: id }}
        name={field.name}
        checked={value === true}
        disabled={disabled}
        invalid={error !== undefined}
        colorPalette="brand"
        display="flex"
        width="full"
        alignItems="center"
        justifyContent="space-between"
        gap="3"
        borderWidth="1px"
        borderColor={error !== undefined ? 'border.error' : 'border'}
        borderRadius="md"
        px="3"
        py="2"
        minH="10"
        onCheckedChange={(details) => onChange(details.checked)}
      >
        <Switch.HiddenInput role="switch" aria-describedby={error !== undefined ? errorId : undefined} />
        <Switch.Label fontWeight="medium" fontSize="sm">
          {formFieldLabel(field, t)}
        </Switch.Label>
        <Switch.Control flexShrink={0}>
          <Switch.Thumb />
        </Switch.Control>
      </Switch.Root>
      {error !== undefined ? (
        <Text id={errorId} mt="1.5" fontSize="xs" color="fg.error">
          {error}
        </Text>
      ) : null}
    </Box>
  );
}

/** One field; memoised, so typing in one field does not redraw the other thirty. */
const CriteriaField = memo(function CriteriaField({ field, value, error, disabled, banks, onChange: onFieldChange }: FieldProps) {
  // Read here, not given as props: the memoised field redraws when the language changes.
  const t = useT();
  const commonT = useCommonT();
  const onChange = (next: FormValue) => onFieldChange(field.name, next);
  if (field.input === 'switch') {
    return <SwitchField field={field} value={value} error={error} disabled={disabled} onChange={onChange} />;
  }
  const text = typeof value === 'string' ? value : '';
  const bankError = field.input === 'bank' && error === undefined ? banks.error : undefined;
  const label = formFieldLabel(field, t);
  const helper = field.helper === undefined ? undefined : t(field.helper);
  return (
    <FormField
      id={criteriaControlId(field.name)}
      label={label}
      required={field.required}
      helper={field.input === 'bank' ? (banks.helper ?? helper) : helper}
      error={error ?? bankError}
      disabled={disabled}
      wide={field.wide}
    >
      {(control) => {
        switch (field.input) {
          case 'bank':
            return (
              <Select
                control={control}
                name={field.name}
                value={text}
                options={banks.options}
                placeholder={banks.placeholder}
                disabled={disabled || banks.loading}
                onChange={onChange}
              />
            );
          case 'choice':
            return (
              <Select
                control={control}
                name={field.name}
                value={text}
                options={shownOptions(field.options, commonT)}
                placeholder={t('form.selectYears')}
                disabled={disabled}
                onChange={onChange}
              />
            );
          case 'multi-select':
            return (
              <MultiSelect
                control={control}
                label={label}
                options={shownOptions(field.options, commonT)}
                value={Array.isArray(value) ? (value as readonly string[]) : []}
                placeholder={t('form.selectMany', { label: label.toLowerCase() })}
                disabled={disabled}
                onChange={onChange}
              />
            );
          case 'list':
            return (
              <TextareaControl
                control={control}
                name={field.name}
                value={text}
                rows={3}
                disabled={disabled}
                placeholder={t('form.listExample')}
                onChange={onChange}
              />
            );
          case 'integer':
          case 'decimal':
          case 'text':
            return (
              <Input
                {...control}
                name={field.name}
                type="text"
                inputMode={field.input === 'integer' ? 'numeric' : field.input === 'decimal' ? 'decimal' : undefined}
                autoComplete="off"
                value={text}
                disabled={disabled}
                bg="bg"
                onChange={(event) => onChange(event.target.value)}
              />
            );
        }
      }}
    </FormField>
  );
});

interface CriteriaFieldsProps {
  sections: readonly CriteriaFormSection[];
  values: CriteriaFormValues;
  errorOf: (name: string) => string | undefined;
  disabled: boolean;
  banks: BankChoices;
  onChange: (name: string, value: FormValue) => void;
}

/**
 * The form's sections, each a fieldset named by its heading, with its fields in a grid of one
 * column on phones and two from md (a minimum and its maximum side by side). A section's switches
 * get a grid of their own under its inputs, so a switch never sits beside a labelled input.
 */
export function CriteriaFields({ sections, values, errorOf, disabled, banks, onChange }: CriteriaFieldsProps) {
  const t = useT();
  const grid = (fields: readonly CriteriaFormField[]) =>
    fields.length === 0 ? null : (
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" alignItems="start">
        {fields.map((field) => (
          <CriteriaField
            key={field.name}
            field={field}
            value={values[field.name] ?? field.initial}
            error={errorOf(field.name)}
            disabled={disabled}
            banks={banks}
            onChange={onChange}
          />
        ))}
      </SimpleGrid>
    );
  return (
    <Stack gap="6">
      {sections
        .filter((section) => section.fields.length > 0)
        .map((section) => (
          <Box as="fieldset" key={section.title} minW="0" borderWidth="0" p="0" m="0">
            <Heading as="legend" size="sm" mb="3" color="fg.muted" textTransform="uppercase" letterSpacing="wide" fontSize="xs">
              {t(section.title)}
            </Heading>
            <Stack gap="4">
              {grid(section.fields.filter((field) => field.input !== 'switch'))}
              {grid(section.fields.filter((field) => field.input === 'switch'))}
            </Stack>
          </Box>
        ))}
    </Stack>
  );
}

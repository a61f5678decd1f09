import { useRef } from 'react';
import { Badge, Box, Button, CloseButton, Flex, Stack, Text } from 'shared-ui';
import { CheckIcon, ChevronDownIcon, Menu, type FieldControlProps } from 'shared-ui/widgets';
import type { ShownOption } from '../../../common/model/loanOptions';
import { useT } from '../i18n';

interface MultiSelectProps {
  /** Ids and ARIA state from the FormField around it: its label names the trigger. */
  control: FieldControlProps;
  /** The field's label, for the chip list's name ("Selected Locations"). */
  label: string;
  /** The options with their texts in the page's language. */
  options: readonly ShownOption<string>[];
  value: readonly string[];
  placeholder: string;
  disabled?: boolean;
  onChange: (value: string[]) => void;
}

/**
 * Choose any of a few options: a menu button (labelled by its field) opens checkbox items that stay
 * open while ticking (arrow keys move, Enter or Space ticks, Escape closes); the chosen options are
 * shown under it as chips, each with a remove button. Values are kept in the options' order.
 */
export function MultiSelect({ control, label, options, value, placeholder, disabled = false, onChange }: MultiSelectProps) {
  const t = useT();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const summaryId = `${control.id}-summary`;
  const chosen = options.filter((option) => value.includes(option.value));
  const set = (optionValue: string, checked: boolean) =>
    onChange(options.filter((option) => (option.value === optionValue ? checked : value.includes(option.value))).map((option) => option.value));
  const remove = (optionValue: string) => {
    set(optionValue, false);
    // The chip (and its focused button) goes away: focus returns to the field's button.
    triggerRef.current?.focus();
  };

  return (
    <Stack gap="2">
      <Menu.Root
        closeOnSelect={false}
        ids={{ trigger: control.id }}
        positioning={{ strategy: 'fixed', placement: 'bottom-start', sameWidth: true }}
        lazyMount
        unmountOnExit
      >
        <Menu.Trigger asChild disabled={disabled}>
          <Button
            ref={triggerRef}
            variant="outline"
            width="full"
            justifyContent="space-between"
            fontWeight="normal"
            bg="bg"
            borderColor={control['aria-invalid'] ? 'border.error' : undefined}
            aria-invalid={control['aria-invalid']}
            aria-errormessage={control['aria-errormessage']}
            aria-describedby={[summaryId, control['aria-describedby']].filter(Boolean).join(' ')}
          >
            <Text as="span" id={summaryId} truncate color={chosen.length === 0 ? 'fg.muted' : undefined}>
              {chosen.length === 0 ? placeholder : t('multiSelect.count', { count: chosen.length })}
            </Text>
            <Box as="span" color="fg.muted" display="flex" flexShrink={0}>
              <ChevronDownIcon />
            </Box>
          </Button>
        </Menu.Trigger>
        <Menu.Positioner>
          <Menu.Content maxH="64" overflowY="auto">
            {options.map((option) => (
              <Menu.CheckboxItem
                key={option.value}
                value={option.value}
                checked={value.includes(option.value)}
                onCheckedChange={(checked) => set(option.value, checked)}
              >
                <Box as="span" flex="1">
                  {option.label}
                </Box>
                <Menu.ItemIndicator>
                  <CheckIcon />
                </Menu.ItemIndicator>
              </Menu.CheckboxItem>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Menu.Root>
      {chosen.length > 0 ? (
        <Flex as="ul" aria-label={t('multiSelect.chosen', { label })} wrap="wrap" gap="2" listStyleType="none">
          {chosen.map((option) => (
            <Box as="li" key={option.value}>
              <Badge variant="subtle" colorPalette="brand" size="lg" borderRadius="full" ps="2.5" pe="0.5" gap="1">
                {option.label}
                <CloseButton
                  size="2xs"
                  variant="ghost"
                  borderRadius="full"
                  aria-label={t('multiSelect.remove', { option: option.label })}
                  disabled={disabled}
                  onClick={() => remove(option.value)}
                />
              </Badge>
            </Box>
          ))}
        </Flex>
      ) : null}
    </Stack>
  );
}

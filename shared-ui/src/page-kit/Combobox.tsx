import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Input } from '@chakra-ui/react/input';
import { fieldLabelId, type FieldControlProps } from '../components/FormField';
import { CheckIcon, ChevronDownIcon, isOptionGroup, type SelectItems, type SelectOption } from './Select';
import { useT } from './i18n';

export interface ComboboxOption extends SelectOption {
  /**
   * Shorter text for the option's row under its group heading ("HDFC Bank" under "Home Loan").
   * `label` stays the option's accessible name and what the input shows once it is chosen, so
   * the choice still reads whole outside its group.
   */
  listLabel?: string;
}

interface ComboboxProps {
  /** Ids and ARIA state from the FormField around it (its label also names the list); or an aria-label. */
  control?: Partial<FieldControlProps>;
  'aria-label'?: string;
  /** Name of a hidden input holding the chosen value. */
  name?: string;
  value: string;
  options: SelectItems<ComboboxOption>;
  /** Shown in the empty input ("Search loan types"). */
  placeholder?: string;
  /** Shown instead of the list when nothing matches what was typed. */
  noMatchText?: string;
  disabled?: boolean;
  required?: boolean;
  onChange: (value: string) => void;
}

/** A run of the list: a group with its heading, or options outside any group. */
interface Section {
  label: string | undefined;
  options: ComboboxOption[];
  /** Index of the section's first option in the whole visible list. */
  start: number;
}

function searchWords(text: string): string[] {
  return text.toLocaleLowerCase('en-IN').split(/\s+/).filter((word) => word !== '');
}

/**
 * The options whose text (the option's label and its group's heading) contains every typed word,
 * in any order: "hdfc home" finds "Home Loan — HDFC Bank" whether the list groups by bank or by loan type.
 */
function visibleSections(items: SelectItems<ComboboxOption>, query: string): Section[] {
  const words = searchWords(query);
  const matches = (option: ComboboxOption, group: string | undefined) => {
    const text = `${group ?? ''} ${option.label} ${option.listLabel ?? ''}`.toLocaleLowerCase('en-IN');
    return words.every((word) => text.includes(word));
  };
  const sections: Section[] = [];
  let start = 0;
  for (const item of items) {
    const label = isOptionGroup(item) ? item.label : undefined;
    const options = (isOptionGroup(item) ? item.options : [item]).filter((option) => matches(option, label));
    if (options.length === 0) continue;
    const previous = sections.at(-1);
    // Consecutive options outside a group share one run, so the list does not split them.
    if (label === undefined && previous !== undefined && previous.label === undefined) previous.options.push(...options);
    else sections.push({ label, options, start });
    start += options.length;
  }
  return sections;
}

/** The list (or the "no match" text) under the input, over what follows it. */
const POPUP_STYLE = {
  position: 'absolute',
  top: 'calc(100% + 4px)',
  insetInline: '0',
  zIndex: 'dropdown',
  bg: 'bg.panel',
  borderWidth: '1px',
  borderRadius: 'l2',
  boxShadow: 'md',
  textStyle: 'sm',
} as const;

/**
 * A searchable single choice (the WAI-ARIA combobox pattern with a listbox popup): typing filters
 * the options (every typed word must appear in an option or its group's heading) and highlights
 * the first match; ArrowDown / ArrowUp open the list and move through it, Enter chooses, Escape
 * closes the list and puts back the chosen option's text. Groups show their
 * heading; "no match" text replaces an empty list. Leaving the field keeps the chosen option, takes
 * an option whose whole name was typed, and clears the choice when the text was emptied.
 *
 * Hand-written rather than Chakra's Combobox: that one would add zag's combobox state machine
 * (and another recipe to the system) for what a few handlers do here.
 */
export function Combobox({ control, name, value, options, placeholder, noMatchText, disabled = false, required, onChange, ...rest }: ComboboxProps) {
  const t = useT();
  const baseId = useId();
  const inputId = control?.id ?? `${baseId}-input`;
  const listboxId = `${inputId}-listbox`;
  const optionId = (index: number) => `${listboxId}-option-${index}`;
  const popupRef = useRef<HTMLDivElement>(null);

  // What is typed since the field was last settled; null while the input shows the chosen option.
  const [query, setQuery] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);

  const allOptions = useMemo(() => options.flatMap((item) => (isOptionGroup(item) ? item.options : [item])), [options]);
  const sections = useMemo(() => visibleSections(options, query ?? ''), [options, query]);
  const visible = sections.flatMap((section) => section.options);
  const chosen = allOptions.find((option) => option.value === value);
  const listShown = open && !disabled && visible.length > 0;
  const noMatch = open && !disabled && visible.length === 0;
  const active = listShown && activeIndex >= 0 && activeIndex < visible.length ? activeIndex : -1;

  useEffect(() => {
    // Arrow keys move past the list's visible rows: keep the highlighted one in view.
    if (active >= 0) document.getElementById(`${listboxId}-option-${active}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [active, listboxId]);

  useEffect(() => {
    // In a scrolling dialog body the list may open below the visible part: bring it in.
    if (open) popupRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [open]);

  const openList = (from: 'first' | 'last') => {
    const chosenIndex = query === null ? visible.findIndex((option) => option.value === value) : -1;
    setOpen(true);
    setActiveIndex(chosenIndex >= 0 ? chosenIndex : from === 'first' ? 0 : visible.length - 1);
  };

  const settle = () => {
    setQuery(null);
    setOpen(false);
    setActiveIndex(-1);
  };

  const choose = (option: ComboboxOption) => {
    if (option.value !== value) onChange(option.value);
    settle();
  };

  const type = (text: string) => {
    setQuery(text);
    setOpen(true);
    // The first match is highlighted, so typing a few letters and Enter chooses it.
    setActiveIndex(visibleSections(options, text).length > 0 ? 0 : -1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!listShown) openList('first');
        else setActiveIndex((active + 1) % visible.length);
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (!listShown) openList('last');
        else setActiveIndex(active <= 0 ? visible.length - 1 : active - 1);
        break;
      case 'Enter':
        // Enter chooses from an open list; with the list closed it submits the form as usual.
        if (!open) break;
        event.preventDefault();
        if (active >= 0) choose(visible[active]);
        break;
      case 'Escape':
        if (open || query !== null) {
          event.preventDefault();
          settle();
        }
        break;
    }
  };

  const onBlur = () => {
    if (query !== null) {
      const typed = query.trim().toLocaleLowerCase('en-IN');
      const named = allOptions.find((option) => option.label.toLocaleLowerCase('en-IN') === typed);
      if (typed === '' && value !== '') onChange('');
      else if (named !== undefined && named.value !== value) onChange(named.value);
    }
    settle();
  };

  const listName = control?.id !== undefined ? { 'aria-labelledby': fieldLabelId(control.id) } : { 'aria-label': rest['aria-label'] };

  const renderOption = (option: ComboboxOption, index: number) => {
    const isActive = index === active;
    const isChosen = option.value === value;
    return (
      <Box
        key={option.value}
        id={optionId(index)}
        role="option"
        aria-selected={isActive}
        aria-label={option.listLabel !== undefined ? option.label : undefined}
        display="flex"
        alignItems="center"
        gap="2"
        px="3"
        py="2"
        cursor="pointer"
        fontWeight={isChosen ? 'semibold' : undefined}
        bg={isActive ? 'brand.subtle' : undefined}
        onPointerMove={() => {
          if (!isActive) setActiveIndex(index);
        }}
        onClick={() => choose(option)}
      >
        <Box as="span" flex="1" minW="0">
          {option.listLabel ?? option.label}
        </Box>
        {isChosen ? (
          <Box as="span" display="flex" color="brand.fg" flexShrink={0}>
            <CheckIcon />
          </Box>
        ) : null}
      </Box>
    );
  };

  return (
    <Box position="relative" width="full">
      <Input
        {...control}
        id={inputId}
        role="combobox"
        type="text"
        aria-label={rest['aria-label']}
        aria-autocomplete="list"
        aria-expanded={listShown}
        aria-controls={listShown ? listboxId : undefined}
        aria-activedescendant={active >= 0 ? optionId(active) : undefined}
        data-state={listShown || noMatch ? 'open' : 'closed'}
        autoComplete="off"
        spellCheck={false}
        placeholder={placeholder}
        disabled={disabled}
        required={required}
        value={query ?? chosen?.label ?? ''}
        pe="8"
        bg="bg"
        onChange={(event) => type(event.target.value)}
        onClick={() => {
          if (!open) openList('first');
        }}
        onKeyDown={onKeyDown}
        onBlur={onBlur}
      />
      {name !== undefined ? <input type="hidden" name={name} value={value} /> : null}
      <Box position="absolute" insetEnd="3" top="50%" transform="translateY(-50%)" pointerEvents="none" color="fg.muted" display="flex">
        <ChevronDownIcon />
      </Box>
      {listShown ? (
        <Box
          ref={popupRef}
          {...POPUP_STYLE}
          maxH="64"
          overflowY="auto"
          // A press in the list must not blur the input (that would settle it before the click chooses).
          onMouseDown={(event) => event.preventDefault()}
        >
          <Box id={listboxId} role="listbox" {...listName} py="1">
            {sections.map((section) => {
              const rows = section.options.map((option, offset) => renderOption(option, section.start + offset));
              if (section.label === undefined) return rows;
              const headingId = `${listboxId}-group-${section.start}`;
              return (
                <Box key={`group:${section.label}`} role="group" aria-labelledby={headingId}>
                  <Box
                    id={headingId}
                    role="presentation"
                    px="3"
                    pt="2"
                    pb="1"
                    fontSize="xs"
                    fontWeight="semibold"
                    color="fg.muted"
                    textTransform="uppercase"
                    letterSpacing="wide"
                  >
                    {section.label}
                  </Box>
                  {rows}
                </Box>
              );
            })}
          </Box>
        </Box>
      ) : null}
      {/* Always in the page, so screen readers hear "no match" when it appears; drawn where the list would be. */}
      <Box ref={noMatch ? popupRef : undefined} role="status" {...(noMatch ? { ...POPUP_STYLE, px: '3', py: '2', color: 'fg.muted' } : { srOnly: true })}>
        {noMatch ? (noMatchText ?? t('combobox.noMatch')) : ''}
      </Box>
    </Box>
  );
}

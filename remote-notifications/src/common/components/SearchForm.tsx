import { useState, type FormEvent } from 'react';
import { Button, Field, HStack, Input } from 'shared-ui';
import { useT } from '../i18n';

interface SearchFormProps {
  /** The input's label ("Search connectors"). */
  label: string;
  placeholder?: string;
  /** The search in effect (what the list shows). */
  value: string;
  /** Called with the trimmed text on Search (or Enter), and with "" on Clear. */
  onSearch: (search: string) => void;
}

/** A labelled search box: the list follows on Search or Enter, not on every key. */
export function SearchForm({ label, placeholder, value, onSearch }: SearchFormProps) {
  const t = useT();
  const [text, setText] = useState(value);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  const clear = () => {
    setText('');
    onSearch('');
  };
  return (
    <form role="search" aria-label={label} onSubmit={submit} noValidate>
      <HStack gap="2" align="flex-end" maxW={{ lg: 'xl' }}>
        <Field.Root flex="1">
          <Field.Label>{label}</Field.Label>
          <Input type="search" name="search" maxLength={100} placeholder={placeholder} value={text} onChange={(event) => setText(event.target.value)} />
        </Field.Root>
        <Button type="submit" variant="outline" colorPalette="brand">
          {t('search.submit')}
        </Button>
        {value !== '' ? (
          <Button variant="ghost" onClick={clear}>
            {t('search.clear')}
          </Button>
        ) : null}
      </HStack>
    </form>
  );
}

import { useState } from 'react';
import { formErrors, getErrorMessage } from 'shared-ui';
import { useT } from '../i18n';
import type { FieldSpec, FormValues } from '../model/catalogueForms';
import { ruleErrors } from '../model/catalogueForms';

interface EntityFormOptions<K extends string, F extends K> {
  /** The text fields (a subset of the values: selects are ruled by `extraRules`). */
  fields: readonly FieldSpec<F>[];
  initial: FormValues<K>;
  /** The failed request's error (the mutation's), or null. */
  error: unknown;
  /** What a failure says when the server said nothing. */
  fallback: string;
  /** Rules across fields or of fields outside `fields` (selects), keyed like the values. */
  extraRules?: (values: FormValues<K>) => Partial<Record<K, string>>;
}

/**
 * A catalogue form's UI state: the values, the rules' messages once Save was tried, the server's
 * messages under their fields (the values are keyed by the API's field names) and the rest in one
 * general message.
 */
export function useEntityForm<K extends string, F extends K = K>({ fields, initial, error, fallback, extraRules }: EntityFormOptions<K, F>) {
  const t = useT();
  const [values, setValues] = useState<FormValues<K>>(initial);
  const [tried, setTried] = useState(false);
  const keys = Object.keys(initial) as K[];
  const rules: Partial<Record<K, string>> = { ...(ruleErrors<F>(fields, values, t) as Partial<Record<K, string>>), ...(extraRules?.(values) ?? {}) };
  const server = error ? formErrors(error, keys) : { fields: {} as Partial<Record<K, string>>, other: undefined };
  const serverFields = server.fields as Partial<Record<K, string>>;
  const hasServerFields = Object.keys(serverFields).length > 0;
  const general = error ? (server.other ?? (hasServerFields ? undefined : getErrorMessage(error, fallback))) : undefined;

  const errorOf = (key: K): string | undefined => (tried ? rules[key] : undefined) ?? serverFields[key];
  const set = (key: K, value: string) => setValues((current) => ({ ...current, [key]: value }));
  /** Marks the form tried; true when every rule passes (then send). */
  const attempt = (): boolean => {
    setTried(true);
    return Object.keys(rules).length === 0;
  };
  return { values, set, setValues, errorOf, general, attempt };
}

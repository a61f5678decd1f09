import { useCallback, useState } from 'react';
import type { CriteriaByKind, CriteriaKind } from 'shared-contracts';
import { useT, type LoanCriteriaMessageId } from '../i18n';
import { checkCriteriaForm, initialCriteriaValues, type CriteriaFormValues, type FormValue } from '../model/criteriaForm';

/**
 * The criteria form's UI state: the values, the client rules' messages once a submit was tried
 * (then kept up to date while typing), the server's messages per field (each cleared when its
 * field is edited), and one form-level message (what the server said outside the fields, a
 * failure without an answer, or that nothing changed).
 */
export function useCriteriaForm<K extends CriteriaKind>(kind: K, row: CriteriaByKind[K] | undefined) {
  const t = useT();
  const [values, setValues] = useState<CriteriaFormValues>(() => initialCriteriaValues(kind, row));
  const [tried, setTried] = useState(false);
  const [serverErrors, setServerErrors] = useState<Readonly<Record<string, string>>>({});
  const [general, setGeneral] = useState<string | undefined>(undefined);
  // An id of the feature's catalogue, written in the page's language when shown.
  const [notice, setNotice] = useState<LoanCriteriaMessageId | undefined>(undefined);

  const check = checkCriteriaForm(kind, values);
  const ruleErrors = tried && !check.ok ? check.errors : {};

  const errorOf = (name: string): string | undefined => {
    const rule = ruleErrors[name];
    return rule !== undefined ? t(rule) : serverErrors[name];
  };

  // Stable, so the fields (memoised) re-render only when their own value or message changes.
  const set = useCallback((name: string, value: FormValue) => {
    setValues((current) => ({ ...current, [name]: value }));
    setNotice(undefined);
    setServerErrors((current) => (name in current ? Object.fromEntries(Object.entries(current).filter(([field]) => field !== name)) : current));
  }, []);

  /** Marks the form tried and clears the last answer's messages: the rules decide what comes next. */
  const attempt = () => {
    setTried(true);
    setServerErrors({});
    setGeneral(undefined);
    setNotice(undefined);
    return check;
  };

  const fail = (fields: Readonly<Partial<Record<string, string>>>, message: string | undefined) => {
    const messages: Record<string, string> = {};
    for (const [name, text] of Object.entries(fields)) if (text !== undefined) messages[name] = text;
    setServerErrors(messages);
    setGeneral(message);
  };

  return { values, set, errorOf, attempt, fail, general, notice: notice === undefined ? undefined : t(notice), setNotice };
}

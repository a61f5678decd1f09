/** Loan Criteria's texts (en.json, hi.json beside this file; docs/languages.md). */
import { createCatalogue, type MessageValues } from 'shared-ui/i18n';
import english from './en.json';

export type LoanCriteriaMessageId = keyof typeof english;

/** `t` of this catalogue, as model functions take it. */
export type LoanCriteriaT = (id: LoanCriteriaMessageId, values?: MessageValues) => string;

export const { t, useT } = createCatalogue<LoanCriteriaMessageId>(english, {
  hi: () => import('./hi.json'),
});

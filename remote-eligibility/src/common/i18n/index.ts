/**
 * Texts shared by the Eligibility Check and Loan Criteria pages: the option lists' labels of
 * common/model/loanOptions.ts and counts of years and months (en.json, hi.json beside this file;
 * docs/languages.md).
 */
import { createCatalogue, type MessageValues } from 'shared-ui/i18n';
import english from './en.json';

export type CommonMessageId = keyof typeof english;

/** `t` of this catalogue, as model functions take it. */
export type CommonT = (id: CommonMessageId, values?: MessageValues) => string;

export const { t, useT } = createCatalogue<CommonMessageId>(english, {
  hi: () => import('./hi.json'),
});

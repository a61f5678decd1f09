/** KYC Review's texts (en.json, hi.json beside this file; docs/languages.md). */
import { createCatalogue } from 'shared-ui/i18n';
import english from './en.json';

export type KycReviewMessageId = keyof typeof english;

export const { t, useT } = createCatalogue<KycReviewMessageId>(english, { hi: () => import('./hi.json') });

/** `t` as model functions take it (the component's `useT()`, or `t` in a test). */
export type KycReviewT = typeof t;

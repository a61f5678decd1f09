/** Bonus Details' texts (en.json, hi.json beside this file; docs/languages.md). */
import { createCatalogue, type MessageValues } from 'shared-ui/i18n';
import english from './en.json';

export type BonusMessageId = keyof typeof english;

export const { t, useT } = createCatalogue<BonusMessageId>(english, { hi: () => import('./hi.json') });

/** `t` handed to the model's functions that make text (the component's, so it re-renders with the language). */
export type BonusT = (id: BonusMessageId, values?: MessageValues) => string;

/**
 * The words the error helpers write when the server's answer has none (en.json, hi.json beside this
 * file; docs/languages.md). Apart from the page kit's catalogue: the login page shows these, and its
 * scripts are held to a byte budget.
 */
import { createCatalogue } from 'shared-ui/i18n';
import english from './en.json';

export type ErrorWordsId = keyof typeof english;

export const { t } = createCatalogue<ErrorWordsId>(english, { hi: () => import('./hi.json') });

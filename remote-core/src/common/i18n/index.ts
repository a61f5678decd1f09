/** The texts of remote-core's shared components (src/common/; en.json, hi.json beside this file; docs/languages.md). */
import { createCatalogue } from 'shared-ui/i18n';
import english from './en.json';

export type CommonMessageId = keyof typeof english;

export const { t, useT } = createCatalogue<CommonMessageId>(english, { hi: () => import('./hi.json') });

/** The catalogue's `t`, as model functions take it. */
export type CommonT = typeof t;

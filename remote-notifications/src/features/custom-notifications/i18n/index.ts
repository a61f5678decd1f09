/** Custom Notifications' texts (en.json, hi.json beside this file; docs/languages.md). */
import { createCatalogue } from 'shared-ui/i18n';
import english from './en.json';

export type CustomNotificationsMessageId = keyof typeof english;

export const { t, useT } = createCatalogue<CustomNotificationsMessageId>(english, { hi: () => import('./hi.json') });

/** `t` as model functions take it (the component's `useT()`, or `t` in a test). */
export type CustomNotificationsT = typeof t;

/**
 * remote-notifications' texts (src/i18n/en.json, hi.json; docs/languages.md). English is bundled with
 * the pages; Hindi is fetched when the page is shown in Hindi.
 */
import { createCatalogue } from 'shared-ui/i18n';
import english from './en.json';

export type NotificationsMessageId = keyof typeof english;

export const { t, useT } = createCatalogue<NotificationsMessageId>(english, {
  hi: () => import(/* webpackChunkName: "remote-notifications-hi" */ './hi.json'),
});

/**
 * What the app loads on demand on a device in another language than English (app/warmStart.ts, the
 * hydration of a page pre-rendered in it: app/bootstrap.tsx): the switch to that language. Not through
 * the index, which the protected area loads: an English device never downloads it early.
 */
export { showLanguageNamed } from './showLanguage';

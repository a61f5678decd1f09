// Build-time render of the host (webpack/prerender-plugin.cjs compiles this for Node). Renders the
// host's App at a path with Emotion in "compat" mode, so styles are collected instead of being
// written next to the elements: the plugin puts them into the document's <head>.
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { App } from 'portal-prerender-app';
import { setLanguage } from 'shared-ui/i18n';

/**
 * @param {string | undefined} location the path to render, or undefined for the global CSS only
 * @returns {{ html: string, key: string, globals: { name: string, rules: string }[], classes: { name: string, rules: string }[] }}
 */
export function render(location) {
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  const html = renderToString(createElement(CacheProvider, { value: cache }, createElement(App, { location })));
  const globals = [];
  const classes = [];
  for (const [name, rules] of Object.entries(cache.inserted)) {
    if (typeof rules !== 'string' || rules === '') continue;
    // A component's styles are rules of its class (.css-<name>); a Global's are not.
    (rules.includes(`.${cache.key}-${name}`) ? classes : globals).push({ name, rules });
  }
  return { html, key: cache.key, globals, classes };
}

/**
 * The same page in another language: the catalogues' texts in it first (shared-ui/i18n), then back
 * to English for the next render. The markup is the one the browser hydrates once it shows the page
 * in that language (host/src/features/startup/prerenderedLanguage.ts).
 * @param {string} location
 * @param {string} language
 */
export async function renderIn(location, language) {
  await setLanguage(language);
  try {
    return render(location);
  } finally {
    await setLanguage('en');
  }
}

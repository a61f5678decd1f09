import { useEffect } from 'react';
import { LanguageButtons } from 'shared-ui/sign-in';
import { DEFAULT_LANGUAGE, currentLanguage, setLanguage, storedLanguage, useLanguage } from 'shared-ui/i18n';
import type { Language } from 'shared-contracts';
import { useT } from '../../sign-in/i18n';
import { chooseLanguageBeforeSignIn } from '../language/chosenBeforeSignIn';

/**
 * The sign-in pages in `language`, with the portal's Devanagari font when it needs it: both weights at
 * once, since the page is already on screen (in English) and its texts change in one go.
 */
async function showSignInPagesIn(language: Language): Promise<void> {
  if (language !== DEFAULT_LANGUAGE) (await import('../language/devanagariFont')).addDevanagariFont(document, () => Promise.resolve());
  await setLanguage(language);
}

/**
 * The sign-in pages' language switch (shared-ui's LanguageButtons, quiet under the logo).
 * Part of the pre-rendered page, so a press before the page is live is held and replayed
 * (features/startup/prerenderedPage.ts). The page is pre-rendered in each language; the start script
 * shows the one this device last showed (prerenderedLanguage.ts), else it is applied once the page is
 * live. A choice made here is also saved with the account once the user has signed in
 * (ShowInProfileLanguage).
 */
export function LoginLanguageSwitch() {
  const t = useT();
  const shown = useLanguage();
  useEffect(() => {
    const device = storedLanguage();
    // Usually shown in it already (pre-rendered in it: features/startup/prerenderedLanguage.ts).
    if (device !== DEFAULT_LANGUAGE && device !== currentLanguage()) void showSignInPagesIn(device).catch(() => undefined);
  }, []);
  const choose = (chosen: Language) => {
    chooseLanguageBeforeSignIn(chosen);
    // A failed download leaves the page as it is; the next press tries again.
    void showSignInPagesIn(chosen).catch(() => undefined);
  };
  return <LanguageButtons label={t('login.language')} shown={shown} onChoose={choose} look="quiet" />;
}

import { useEffect } from 'react';
import {
  Button,
  DEFAULT_LANGUAGE,
  HStack,
  LANGUAGES,
  languageName,
  loadPlainTexts,
  showPlainTexts,
  storedLanguage,
} from 'shared-ui';
import type { Language } from 'shared-contracts';
import { useLoginTexts } from '../../sign-in/i18n';
import { chooseLanguageBeforeSignIn } from '../language/chosenBeforeSignIn';

/** Whether the portal's catalogues (shared-ui/i18n) have been asked for another language than English. */
let cataloguesSwitched = false;

/**
 * The sign-in pages in `language`: their own texts (and the page kit's) at once, then the portal's
 * catalogues that the one-time-code pages use. An English page loads no i18n runtime.
 */
async function showSignInPagesIn(language: Language): Promise<void> {
  if (language !== DEFAULT_LANGUAGE) (await import('../language/devanagariFont')).addDevanagariFont();
  await loadPlainTexts(language);
  showPlainTexts(language);
  if (language === DEFAULT_LANGUAGE && !cataloguesSwitched) return;
  cataloguesSwitched = true;
  const { setLanguage } = await import('shared-ui/i18n');
  await setLanguage(language);
}

/**
 * The sign-in pages' language switch: each language in its own script, the one shown pressed. Loaded
 * after the page's first frame (LoginLayout), outside the scripts before the login form is live; the
 * device's language is applied then. A choice made here is also saved with the account once the user
 * has signed in (host features/language).
 */
export default function LoginLanguageSwitch() {
  const { language, t } = useLoginTexts();
  useEffect(() => {
    const device = storedLanguage();
    if (device !== DEFAULT_LANGUAGE) void showSignInPagesIn(device).catch(() => undefined);
  }, []);
  const choose = (chosen: Language) => {
    chooseLanguageBeforeSignIn(chosen);
    void showSignInPagesIn(chosen).catch(() => undefined);
  };
  return (
    <HStack role="group" aria-label={t('login.language')} gap="1" justify="center">
      {LANGUAGES.map((option) => (
        <Button
          key={option}
          lang={option}
          size="sm"
          variant={option === language ? 'subtle' : 'ghost'}
          colorPalette="brand"
          aria-pressed={option === language}
          onClick={() => option !== language && choose(option)}
        >
          {languageName(option)}
        </Button>
      ))}
    </HStack>
  );
}

import { useEffect } from 'react';
import { Button, HStack } from 'shared-ui/sign-in';
import { DEFAULT_LANGUAGE, LANGUAGES, languageName, setLanguage, storedLanguage, useLanguage } from 'shared-ui/i18n';
import type { Language } from 'shared-contracts';
import { useT } from '../../sign-in/i18n';
import { chooseLanguageBeforeSignIn } from '../language/chosenBeforeSignIn';

/** The sign-in pages in `language`, with the portal's Devanagari font when it needs it. */
async function showSignInPagesIn(language: Language): Promise<void> {
  if (language !== DEFAULT_LANGUAGE) (await import('../language/devanagariFont')).addDevanagariFont();
  await setLanguage(language);
}

/**
 * The sign-in pages' language switch: each language named in its own script, the one shown pressed.
 * Part of the pre-rendered page, so a press before the page is live is held and replayed
 * (features/startup/prerenderedPage.ts). The page is pre-rendered in English; the language this device
 * last showed is applied once it is live (a device in Hindi starts it at once: pageStart.ts). A choice
 * made here is also saved with the account once the user has signed in (ShowInProfileLanguage).
 */
export function LoginLanguageSwitch() {
  const t = useT();
  const shown = useLanguage();
  useEffect(() => {
    const device = storedLanguage();
    if (device !== DEFAULT_LANGUAGE) void showSignInPagesIn(device).catch(() => undefined);
  }, []);
  const choose = (chosen: Language) => {
    chooseLanguageBeforeSignIn(chosen);
    // A failed download leaves the page as it is; the next press tries again.
    void showSignInPagesIn(chosen).catch(() => undefined);
  };
  return (
    <HStack role="group" aria-label={t('login.language')} gap="1" justify="center">
      {LANGUAGES.map((option) => (
        <Button
          key={option}
          lang={option}
          size="sm"
          variant={option === shown ? 'subtle' : 'ghost'}
          colorPalette="brand"
          aria-pressed={option === shown}
          onClick={() => option !== shown && choose(option)}
        >
          {languageName(option)}
        </Button>
      ))}
    </HStack>
  );
}

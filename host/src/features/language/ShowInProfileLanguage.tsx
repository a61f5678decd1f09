import { use, useEffect, type ReactNode } from 'react';
import { saveAccountLanguage, useProfile } from 'shared-auth';
import { DEFAULT_LANGUAGE, storedLanguage, useLanguage } from 'shared-ui/i18n';
import { forgetLanguageChosenBeforeSignIn, languageChosenBeforeSignIn } from './chosenBeforeSignIn';
import { addDevanagariFont } from './devanagariFont';
import { showLanguage } from './showLanguage';

/**
 * The signed-in screens in the account's language (the profile's `language`, docs/languages.md):
 * until the profile has arrived, in the language this device last showed; the first screen is drawn
 * only once its texts are here, so nobody sees English flash before Hindi. If the texts cannot be
 * downloaded, the screens stay in the language they are in rather than blocking the portal.
 * A language chosen on the sign-in pages is the user's choice: it is shown, and saved with the
 * account when it differs from the account's.
 */
export function ShowInProfileLanguage({ children }: { children: ReactNode }) {
  const { profile } = useProfile();
  const shown = useLanguage();
  const chosenBeforeSignIn = languageChosenBeforeSignIn();
  const wanted = chosenBeforeSignIn ?? profile?.language ?? storedLanguage();
  useEffect(() => {
    if (!chosenBeforeSignIn || !profile) return;
    if (profile.language === chosenBeforeSignIn) {
      forgetLanguageChosenBeforeSignIn();
      return;
    }
    // Kept until saved: a failed save is tried again on the next signed-in page load.
    void saveAccountLanguage(chosenBeforeSignIn).catch(() => undefined);
  }, [chosenBeforeSignIn, profile]);
  // Switched elsewhere (My Profile's language card): the font follows.
  useEffect(() => {
    if (shown !== DEFAULT_LANGUAGE) addDevanagariFont();
  }, [shown]);
  // Suspends to the protected area's loading screen (AppRoutes) while the texts download. A signed-in
  // reload on a device in Hindi has usually switched before the first render (app/warmStart.ts).
  if (wanted !== shown) use(showLanguage(wanted));
  return children;
}

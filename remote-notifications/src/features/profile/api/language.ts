import { useMutation } from '@tanstack/react-query';
import { queryClient, saveAccountLanguage } from 'shared-auth';
import type { Language } from 'shared-contracts';
import { setLanguage } from 'shared-ui/i18n';

/**
 * The account's language: saved with the account (so it follows the user to every device), and the
 * page shown in it. The page switches first, so the shell, which shows the account's language (host
 * features/language), finds it already shown when the profile says so.
 */
export async function saveLanguage(language: Language): Promise<void> {
  await saveAccountLanguage(language);
  await setLanguage(language);
}

export function useSaveLanguage() {
  return useMutation({ mutationFn: saveLanguage }, queryClient);
}

import { useMutation } from '@tanstack/react-query';
import { httpClient, profileQueryKey, queryClient } from 'shared-auth';
import type { Language, Profile } from 'shared-contracts';
import { setLanguage } from 'shared-ui/i18n';

/**
 * The account's language: saved with PATCH /auth/employees/update/ (so it follows the user to every
 * device), then the page switches to it and the shared profile says so (the shell shows the
 * account's language: host features/language).
 */
export async function saveLanguage(language: Language): Promise<void> {
  await httpClient.patch('/auth/employees/update/', { language });
  await setLanguage(language);
  queryClient.setQueryData<Profile>(profileQueryKey, (profile) => (profile ? { ...profile, language } : profile));
}

export function useSaveLanguage() {
  return useMutation({ mutationFn: saveLanguage }, queryClient);
}

import type { Language, Profile } from 'shared-contracts';
import { httpClient } from './http/client';
import { profileQueryKey, queryClient } from './query/query-client';

/**
 * Saves the signed-in user's language with their account (PATCH /auth/employees/update/), so it
 * follows them to every device, and puts it in the shared profile every reader of it sees
 * (docs/languages.md). Switching the page itself is shared-ui/i18n's setLanguage.
 */
export async function saveAccountLanguage(language: Language): Promise<void> {
  await httpClient.patch('/auth/employees/update/', { language });
  queryClient.setQueryData<Profile>(profileQueryKey, (profile) => (profile ? { ...profile, language } : profile));
}

import { Card, ErrorText, LanguageButtons, Stack, Text } from 'shared-ui';
import { useLanguage } from 'shared-ui/i18n';
import { useT } from '../i18n';
import { useSaveLanguage } from '../api/language';

/**
 * The user's language (docs/languages.md), with the portal's language switch. Choosing one saves it with
 * the account and switches the page.
 */
export function LanguageCard() {
  const t = useT();
  const shown = useLanguage();
  const save = useSaveLanguage();
  return (
    <Card.Root>
      <Card.Header>
        <Stack gap="1">
          <Card.Title as="h2">{t('language.title')}</Card.Title>
          <Text fontSize="sm" color="fg.muted">
            {t('language.text')}
          </Text>
        </Stack>
      </Card.Header>
      <Card.Body pt="0" gap="3">
        <LanguageButtons label={t('language.title')} shown={shown} onChoose={(language) => save.mutate(language)} pending={save.isPending ? save.variables : null} />
        {save.isError ? <ErrorText message={t('language.failed')} /> : null}
      </Card.Body>
    </Card.Root>
  );
}

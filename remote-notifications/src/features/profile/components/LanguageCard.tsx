import { Button, Card, ErrorText, HStack, Stack, Text } from 'shared-ui';
import { LANGUAGES, languageName, useLanguage } from 'shared-ui/i18n';
import { useT } from '../i18n';
import { useSaveLanguage } from '../api/language';

/**
 * The user's language (docs/languages.md): each language offered by its own name ("हिन्दी", not
 * "Hindi"), the one shown pressed. Choosing one saves it with the account and switches the page.
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
        <HStack gap="2" wrap="wrap" role="group" aria-label={t('language.title')}>
          {LANGUAGES.map((language) => (
            <Button
              key={language}
              lang={language}
              size="sm"
              variant={language === shown ? 'solid' : 'outline'}
              colorPalette="brand"
              aria-pressed={language === shown}
              loading={save.isPending && save.variables === language}
              onClick={() => language !== shown && save.mutate(language)}
            >
              {languageName(language)}
            </Button>
          ))}
        </HStack>
        {save.isError ? <ErrorText message={t('language.failed')} /> : null}
      </Card.Body>
    </Card.Root>
  );
}

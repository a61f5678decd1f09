import { Button, Center, Heading, Text, VStack } from 'shared-ui/sign-in';
import { useT } from '../sign-in/i18n';

/** Shown instead of the portal when the document's runtime configuration cannot be read: never a blank page. */
export function ConfigErrorScreen({ reason }: { reason: string }) {
  const t = useT();
  return (
    <Center minH="100vh" p="6">
      <VStack gap="3" maxW="md" textAlign="center">
        <Heading size="lg">{t('app.configErrorTitle')}</Heading>
        <Text color="gray.600">{t('app.configErrorText', { reason })}</Text>
        <Button colorPalette="brand" onClick={() => window.location.reload()}>
          {t('app.reload')}
        </Button>
      </VStack>
    </Center>
  );
}

import { Link as RouterLink } from 'react-router-dom';
import { Button, Card, Heading, Text } from 'shared-ui';
import { LANDING_PATH } from '../../paths';
import { useT } from '../../i18n';

/** A page the signed-in role may not open (the route table's `roles`), shown inside the shell. */
export function NoAccessPage() {
  const t = useT();
  return (
    <Card.Root maxW="xl" mx="auto" mt={{ base: '4', lg: '10' }}>
      <Card.Body gap="3">
        <Heading size="lg">{t('shell.noAccessTitle')}</Heading>
        <Text>{t('shell.noAccessText')}</Text>
        <Button asChild colorPalette="brand" variant="outline" alignSelf="flex-start">
          <RouterLink to={LANDING_PATH}>{t('shell.goToDashboard')}</RouterLink>
        </Button>
      </Card.Body>
    </Card.Root>
  );
}

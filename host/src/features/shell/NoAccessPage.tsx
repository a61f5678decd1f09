import { Link as RouterLink } from 'react-router-dom';
import { Button, Card, Heading, Text } from 'shared-ui';
import { LANDING_PATH } from '../../paths';

/** A page the signed-in role may not open (the route table's `roles`), shown inside the shell. */
export function NoAccessPage() {
  return (
    <Card.Root maxW="xl" mx="auto" mt={{ base: '4', lg: '10' }}>
      <Card.Body gap="3">
        <Heading size="lg">You do not have access to this page</Heading>
        <Text>This page is for other roles. If you need it for your work, ask your administrator.</Text>
        <Button asChild colorPalette="brand" variant="outline" alignSelf="flex-start">
          <RouterLink to={LANDING_PATH}>Go to Dashboard</RouterLink>
        </Button>
      </Card.Body>
    </Card.Root>
  );
}

import { Link as RouterLink } from 'react-router-dom';
import { Button, Card, Heading, Text } from 'shared-ui';
import { LANDING_PATH } from '../../paths';

export function NotFoundPage() {
  return (
    <Card.Root maxW="xl" mx="auto" mt={{ base: '4', lg: '10' }}>
      <Card.Body gap="3">
        <Heading size="lg">Page not found</Heading>
        <Text>There is no page at this address.</Text>
        <Button asChild colorPalette="brand" variant="outline" alignSelf="flex-start">
          <RouterLink to={LANDING_PATH}>Go to Dashboard</RouterLink>
        </Button>
      </Card.Body>
    </Card.Root>
  );
}

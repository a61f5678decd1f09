import { Link as RouterLink } from 'react-router-dom';
import { Button, Card, Heading, Text } from 'shared-ui';
import { LANDING_PATH } from '../../paths';

/** A shell route whose page arrives in a later issue: says so plainly and offers a way on. */
export function LaterReleasePage({ section }: { section: string }) {
  return (
    <Card.Root maxW="xl" mx="auto" mt={{ base: '4', lg: '10' }}>
      <Card.Body gap="3">
        <Heading size="lg">{section}</Heading>
        <Text>{section} arrives in a later release.</Text>
        <Text color="gray.600">Everything else in the portal keeps working in the meantime.</Text>
        <Button asChild colorPalette="brand" variant="outline" alignSelf="flex-start">
          <RouterLink to={LANDING_PATH}>Go to Dashboard</RouterLink>
        </Button>
      </Card.Body>
    </Card.Root>
  );
}

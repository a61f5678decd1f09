import { Button, Center, Heading, Text, VStack } from 'shared-ui';

/** Shown instead of the portal when the document's runtime configuration cannot be read: never a blank page. */
export function ConfigErrorScreen({ reason }: { reason: string }) {
  return (
    <Center minH="100vh" p="6">
      <VStack gap="3" maxW="md" textAlign="center">
        <Heading size="lg">The portal could not start</Heading>
        <Text color="gray.600">Its configuration could not be loaded ({reason}). Please try again in a moment.</Text>
        <Button colorPalette="brand" onClick={() => window.location.reload()}>
          Reload
        </Button>
      </VStack>
    </Center>
  );
}

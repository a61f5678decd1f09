import { Center, Spinner, Text, VStack } from 'shared-ui/sign-in';

export function FullPageSpinner({ label }: { label: string }) {
  return (
    <Center minH="100vh">
      <VStack gap="3">
        <Spinner size="xl" color="brand.500" />
        <Text color="gray.600">{label}</Text>
      </VStack>
    </Center>
  );
}

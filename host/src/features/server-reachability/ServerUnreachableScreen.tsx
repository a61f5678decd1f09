import { Box, Center } from 'shared-ui';
import { ServerUnreachableNotice } from './ServerUnreachableNotice';

/** The whole window, for when nothing can be shown before the server answers (the KYC gate). */
export function ServerUnreachableScreen({ onRetry, retrying }: { onRetry(): void; retrying: boolean }) {
  return (
    <Center as="main" minH="100vh" p="4" bg="gray.50">
      <Box maxW="xl" w="full">
        <ServerUnreachableNotice onRetry={onRetry} retrying={retrying} />
      </Box>
    </Center>
  );
}

import { Box, Heading, Stack, Text } from 'shared-ui';
import { SupportContact } from '../../components/SupportContact';
import { IN_PROGRESS_DEFAULT_MESSAGE } from './kycDocuments';

/** Submitted and waiting for review. */
export function KycInProgress({ message }: { message: string | null | undefined }) {
  return (
    <Box role="status" bg="blue.50" borderWidth="1px" borderColor="blue.200" rounded="lg" p="5">
      <Stack gap="2">
        <Heading as="h2" size="md" color="blue.800">
          KYC Verification In Progress
        </Heading>
        <Text color="gray.800">{message && message.trim() !== '' ? message : IN_PROGRESS_DEFAULT_MESSAGE}</Text>
        <Text color="gray.700">The review usually takes 24-48 hours.</Text>
        <Text color="gray.700">If you have any questions, please contact support.</Text>
        <SupportContact />
      </Stack>
    </Box>
  );
}

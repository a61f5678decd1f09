import { Box, Heading, Stack, Text } from 'shared-ui';
import { SupportContact } from '../../components/SupportContact';
import { useT } from '../../i18n';

/** Submitted and waiting for review. */
export function KycInProgress({ message }: { message: string | null | undefined }) {
  const t = useT();
  return (
    <Box role="status" bg="blue.50" borderWidth="1px" borderColor="blue.200" rounded="lg" p="5">
      <Stack gap="2">
        <Heading as="h2" size="md" color="blue.800">
          {t('kyc.inProgressTitle')}
        </Heading>
        <Text color="gray.800">{message && message.trim() !== '' ? message : t('kyc.inProgressText')}</Text>
        <Text color="gray.700">{t('kyc.reviewTime')}</Text>
        <Text color="gray.700">{t('kyc.questions')}</Text>
        <SupportContact />
      </Stack>
    </Box>
  );
}

import { Box, Button, Heading, Stack, Text } from 'shared-ui';
import { useT } from '../../i18n';

/** The red box of a rejected submission, with the way to try again. */
export function KycRejected({ reason, onUploadAgain }: { reason: string; onUploadAgain?: () => void }) {
  const t = useT();
  return (
    <Box role="alert" bg="red.50" borderWidth="1px" borderColor="red.300" rounded="lg" p="5">
      <Stack gap="2">
        <Heading as="h2" size="md" color="red.700">
          {t('kyc.rejectedTitle')}
        </Heading>
        <Text color="red.800">{t('kyc.rejectedReason', { reason })}</Text>
        {onUploadAgain && (
          <Button colorPalette="red" alignSelf="flex-start" mt="1" onClick={onUploadAgain}>
            {t('kyc.uploadNewDocuments')}
          </Button>
        )}
      </Stack>
    </Box>
  );
}

import { useState } from 'react';
import { Button, Card, ErrorText, HStack, Stack, Text, responseStatus } from 'shared-ui';
import { MY_DATA_EXPORT_ERROR, downloadMyData } from '../api/myDataExport';

const TOO_MANY_EXPORTS = 'You have downloaded your data several times in the last hour. Please try again later.';

/**
 * "Download my data": everything the portal holds about the signed-in user as one ZIP file (the DPDP
 * right of access; docs/privacy.md). Built by the API when asked for.
 */
export function MyDataCard() {
  const [state, setState] = useState<'idle' | 'preparing' | { error: string }>('idle');
  const download = async () => {
    setState('preparing');
    try {
      await downloadMyData();
      setState('idle');
    } catch (error) {
      setState({ error: responseStatus(error) === 429 ? TOO_MANY_EXPORTS : MY_DATA_EXPORT_ERROR });
    }
  };
  return (
    <Card.Root>
      <Card.Header>
        <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap">
          <Stack gap="1" flex="1" minW="min(100%, 16rem)">
            <Card.Title as="h2">Your data</Card.Title>
            <Text fontSize="sm" color="fg.muted">
              Download a copy of everything the portal holds about you: your profile, KYC documents, leads, earnings,
              notifications and sign-ins.
            </Text>
          </Stack>
          <Button variant="outline" size="sm" loading={state === 'preparing'} loadingText="Preparing your data..." onClick={() => void download()}>
            Download my data
          </Button>
        </HStack>
      </Card.Header>
      {typeof state === 'object' ? (
        <Card.Body pt="0">
          <ErrorText message={state.error} />
        </Card.Body>
      ) : null}
    </Card.Root>
  );
}

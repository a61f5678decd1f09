import { useState } from 'react';
import { Button, Card, ErrorText, HStack, Stack, Text, responseStatus } from 'shared-ui';
import { MY_DATA_EXPORT_ERROR, downloadMyData } from '../api/myDataExport';
import { useT, type ProfileMessageId } from '../i18n';

const TOO_MANY_EXPORTS: ProfileMessageId = 'myData.tooMany';

/**
 * "Download my data": everything the portal holds about the signed-in user as one ZIP file (the DPDP
 * right of access; docs/privacy.md). Built by the API when asked for.
 */
export function MyDataCard() {
  const t = useT();
  const [state, setState] = useState<'idle' | 'preparing' | { error: ProfileMessageId }>('idle');
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
            <Card.Title as="h2">{t('myData.title')}</Card.Title>
            <Text fontSize="sm" color="fg.muted">
              {t('myData.text')}
            </Text>
          </Stack>
          <Button variant="outline" size="sm" loading={state === 'preparing'} loadingText={t('myData.preparing')} onClick={() => void download()}>
            {t('myData.download')}
          </Button>
        </HStack>
      </Card.Header>
      {typeof state === 'object' ? (
        <Card.Body pt="0">
          <ErrorText message={t(state.error)} />
        </Card.Body>
      ) : null}
    </Card.Root>
  );
}

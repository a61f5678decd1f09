import { Alert, Button } from 'shared-ui';
import { useT } from '../../i18n';


/** The one message for "the API is down": used as the shell's banner and as the KYC gate's page. */
export function ServerUnreachableNotice({ onRetry, retrying }: { onRetry(): void; retrying: boolean }) {
  const t = useT();
  return (
    <Alert.Root status="warning" role="alert" alignItems="center" flexWrap="wrap" gap="3">
      <Alert.Indicator />
      <Alert.Content flex="1" minW="48">
        <Alert.Title>{t('unreachable.title')}</Alert.Title>
        <Alert.Description>{t('unreachable.text')}</Alert.Description>
      </Alert.Content>
      <Button size="sm" variant="outline" colorPalette="brand" onClick={onRetry} loading={retrying} loadingText={t('common.retrying')}>
        {t('common.retry')}
      </Button>
    </Alert.Root>
  );
}

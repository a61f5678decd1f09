import { Alert, Button } from 'shared-ui';

export const UNREACHABLE_TITLE = 'Cannot reach the server';
export const UNREACHABLE_TEXT = 'You are still signed in and nothing you entered is lost. We keep trying; you can also retry now.';

/** The one message for "the API is down": used as the shell's banner and as the KYC gate's page. */
export function ServerUnreachableNotice({ onRetry, retrying }: { onRetry(): void; retrying: boolean }) {
  return (
    <Alert.Root status="warning" role="alert" alignItems="center" flexWrap="wrap" gap="3">
      <Alert.Indicator />
      <Alert.Content flex="1" minW="48">
        <Alert.Title>{UNREACHABLE_TITLE}</Alert.Title>
        <Alert.Description>{UNREACHABLE_TEXT}</Alert.Description>
      </Alert.Content>
      <Button size="sm" variant="outline" colorPalette="brand" onClick={onRetry} loading={retrying} loadingText="Retrying…">
        Retry
      </Button>
    </Alert.Root>
  );
}

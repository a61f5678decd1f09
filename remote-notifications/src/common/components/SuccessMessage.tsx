import { Alert, CloseButton } from 'shared-ui';

/** The outcome of an action, above the list it changed, until dismissed or replaced. */
export function SuccessMessage({ message, onDismiss }: { message: string | undefined; onDismiss: () => void }) {
  if (message === undefined) return null;
  return (
    <Alert.Root status="success" role="status" alignItems="center">
      <Alert.Indicator />
      <Alert.Title flex="1" fontWeight="medium">
        {message}
      </Alert.Title>
      <CloseButton size="sm" aria-label="Dismiss message" onClick={onDismiss} />
    </Alert.Root>
  );
}

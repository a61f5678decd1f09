import { Alert, CloseButton } from 'shared-ui';

/** A success message after a change was saved ("Bank added."), announced politely, with a close button. */
export function SuccessNotice({ message, onDismiss }: { message: string; onDismiss: () => void }) {
  return (
    <Alert.Root status="success" role="status" alignItems="center">
      <Alert.Indicator />
      <Alert.Title flex="1">{message}</Alert.Title>
      <CloseButton size="sm" aria-label="Dismiss message" onClick={onDismiss} />
    </Alert.Root>
  );
}

import { Alert, CloseButton } from 'shared-ui';
import { useT } from '../i18n';

/** The outcome of an action, above the list it changed, until dismissed or replaced. */
export function SuccessMessage({ message, onDismiss }: { message: string | undefined; onDismiss: () => void }) {
  const t = useT();
  if (message === undefined) return null;
  return (
    <Alert.Root status="success" role="status" alignItems="center">
      <Alert.Indicator />
      <Alert.Title flex="1" fontWeight="medium">
        {message}
      </Alert.Title>
      <CloseButton size="sm" aria-label={t('message.dismiss')} onClick={onDismiss} />
    </Alert.Root>
  );
}

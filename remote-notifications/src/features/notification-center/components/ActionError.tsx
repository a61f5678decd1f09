import { Alert, CloseButton } from 'shared-ui';
import { useT } from '../i18n';

/** Why marking as read failed, above the list, until dismissed or replaced. */
export function ActionError({ message, onDismiss }: { message: string | undefined; onDismiss: () => void }) {
  const t = useT();
  if (message === undefined) return null;
  return (
    <Alert.Root status="error" role="alert" alignItems="center">
      <Alert.Indicator />
      <Alert.Title flex="1" fontWeight="medium">
        {message}
      </Alert.Title>
      <CloseButton size="sm" aria-label={t('errors.dismiss')} onClick={onDismiss} />
    </Alert.Root>
  );
}

import { Alert, CloseButton } from 'shared-ui';
import { useT } from '../i18n';

/** A success message after a change was saved ("Bank added."), announced politely, with a close button. */
export function SuccessNotice({ message, onDismiss }: { message: string; onDismiss: () => void }) {
  const t = useT();
  return (
    <Alert.Root status="success" role="status" alignItems="center">
      <Alert.Indicator />
      <Alert.Title flex="1">{message}</Alert.Title>
      <CloseButton size="sm" aria-label={t('notice.dismiss')} onClick={onDismiss} />
    </Alert.Root>
  );
}

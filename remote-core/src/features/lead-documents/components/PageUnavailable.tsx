import { ErrorText } from 'shared-ui';
import { useT } from '../i18n';

/** The bytes could not be read, or the browser could not draw them. */
export function PageUnavailable({ message }: { message?: string }) {
  const t = useT();
  return <ErrorText message={message ?? t('page.unavailable')} />;
}

import { ErrorText } from 'shared-ui';

/** The bytes could not be read, or the browser could not draw them. */
export const PAGE_UNAVAILABLE = 'This page cannot be shown. Close the viewer and open it again to retry.';

export function PageUnavailable({ message = PAGE_UNAVAILABLE }: { message?: string }) {
  return <ErrorText message={message} />;
}

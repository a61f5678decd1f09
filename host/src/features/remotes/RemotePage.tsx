import { Suspense, useState } from 'react';
import { Center, Spinner } from 'shared-ui';
import { useT } from '../../sign-in/i18n';
import type { RemoteModuleRef } from './remoteAreas';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { forgetRemotePage, getRemotePage } from './remotePages';

/**
 * Mounts one exposed page of a remote inside the shell. Retry forgets the failed lazy component
 * and re-keys the boundary, so the page loads again without a reload once the remote is back.
 */
export function RemotePage(ref: RemoteModuleRef) {
  const t = useT();
  const [attempt, setAttempt] = useState(0);
  const Page = getRemotePage(ref);
  const retry = () => {
    forgetRemotePage(ref);
    setAttempt((n) => n + 1);
  };
  return (
    <RemoteErrorBoundary key={`${ref.remote}${ref.module}#${attempt}`} area={ref.remote} onRetry={retry}>
      <Suspense
        fallback={
          <Center py="16">
            <Spinner size="lg" color="brand.500" aria-label={t('loading.page')} />
          </Center>
        }
      >
        <Page />
      </Suspense>
    </RemoteErrorBoundary>
  );
}

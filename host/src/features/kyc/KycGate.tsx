import { lazy, Suspense, useDeferredValue, useEffect, type ReactNode } from 'react';
import { isServerUnreachable, useKycStatus } from 'shared-auth';
import { failureLogLine } from 'shared-ui';
import { FullPageSpinner } from '../../components/FullPageSpinner';
import { useT } from '../../i18n';
import { ServerUnreachableScreen, useServerUnreachable } from '../server-reachability';

// Seen before the portal may be used (once per notice version; until KYC is verified): loaded only
// then, never part of a signed-in page's start-up (the KYC upload's progress bar is in shared-ui/widgets).
const PrivacyNoticeScreen = lazy(() => import('../consent/PrivacyNoticeScreen'));
const KycScreen = lazy(() => import('./KycScreen').then((module) => ({ default: module.KycScreen })));

/**
 * The account's gates before the shell: the privacy notice until the user has agreed to its current
 * version (every role), then KYC: only users whose KYC is verified see the shell (staff are always verified by the API).
 * A failed status fetch is only logged and leaves the user on the KYC screen (spec), except when the
 * server cannot be reached at all: then a "Cannot reach the server" page with Retry, never a sign-out.
 */
export function KycGate({ children }: { children: ReactNode }) {
  const t = useT();
  const { kyc, isLoading, error } = useKycStatus();
  const reachability = useServerUnreachable();
  const verified = kyc?.kyc_verified === true;
  // The answer arrives in an update React renders at once (a query store); the shell behind it is
  // rendered as a deferred update instead, in slices, while the spinner stays (docs/performance.md,
  // "One first commit and fewer renders").
  const showShell = useDeferredValue(verified);
  useEffect(() => {
    if (error) console.error(failureLogLine('KYC status could not be fetched', error));
  }, [error]);
  if (isLoading || (verified && !showShell)) return <FullPageSpinner label={t('kyc.checkingAccount')} />;
  if (!kyc && isServerUnreachable(error)) return <ServerUnreachableScreen onRetry={reachability.retry} retrying={reachability.retrying} />;
  if (kyc?.consent_required) {
    return (
      <Suspense fallback={<FullPageSpinner label={t('kyc.loadingPrivacyNotice')} />}>
        <PrivacyNoticeScreen />
      </Suspense>
    );
  }
  if (verified) return <>{children}</>;
  return (
    <Suspense fallback={<FullPageSpinner label={t('kyc.checkingAccount')} />}>
      <KycScreen kyc={kyc} />
    </Suspense>
  );
}

import { useEffect, type ReactNode } from 'react';
import { useKycStatus } from 'shared-auth';
import { FullPageSpinner } from '../../components/FullPageSpinner';
import { KycScreen } from './KycScreen';

/**
 * Only users whose KYC is verified see the shell (staff are always verified by the API).
 * A failed status fetch is only logged and leaves the user on the KYC screen (spec).
 */
export function KycGate({ children }: { children: ReactNode }) {
  const { kyc, isLoading, error } = useKycStatus();
  useEffect(() => {
    if (error) console.error('KYC status could not be fetched', error);
  }, [error]);
  if (isLoading) return <FullPageSpinner label="Checking your account…" />;
  if (kyc?.kyc_verified) return <>{children}</>;
  return <KycScreen kyc={kyc} />;
}

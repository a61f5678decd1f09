import { useEffect, type ReactNode } from 'react';
import { useKycStatus } from 'shared-auth';
import { Center, Spinner, Text, VStack } from 'shared-ui';
import { KycScreen } from './KycScreen';

/**
 * Only users whose KYC is verified see the shell (staff are always verified by the API).
 * A failed status fetch is only logged and leaves the user on the KYC screen (spec).
 */
export function KycGate({ children }: { children: ReactNode }) {
  const { kyc, isLoading, error } = useKycStatus();
  useEffect(() => {
    }, [error]);
  if (isLoading) {
    return (
      <Center minH="100vh">
        <VStack gap="3">
          <Spinner size="xl" color="brand.500" />
          <Text color="gray.600">Checking your account…</Text>
        </VStack>
      </Center>
    );
  }
  if (kyc?.kyc_verified) return <>{children}</>;
  return <KycScreen kyc={kyc} />;
}

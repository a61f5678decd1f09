import { useState } from 'react';
import type { KycStatus } from 'shared-contracts';
import { kycStatusQueryKey, queryClient } from 'shared-auth';
import { Heading, Stack, Text } from 'shared-ui';
import { AccountGateLayout } from '../../components/AccountGateLayout';
import { useT } from '../../i18n';
import { KycInProgress } from './KycInProgress';
import { KycRejected } from './KycRejected';
import { KycUploadForm } from './KycUploadForm';

type KycView = 'upload' | 'in-progress' | 'rejected';

function viewFor(kyc: KycStatus | undefined, justSubmitted: boolean, uploadingAgain: boolean): KycView {
  if (justSubmitted || kyc?.kyc_submitted) return 'in-progress';
  if (kyc?.kyc_rejection_reason && !uploadingAgain) return 'rejected';
  return 'upload';
}

/** Shown in place of the shell until KYC is verified (spec "KYC screen"). */
export function KycScreen({ kyc }: { kyc: KycStatus | undefined }) {
  const t = useT();
  const [justSubmitted, setJustSubmitted] = useState(false);
  const [uploadingAgain, setUploadingAgain] = useState(false);
  const view = viewFor(kyc, justSubmitted, uploadingAgain);

  const submitted = () => {
    setJustSubmitted(true);
    void queryClient.invalidateQueries({ queryKey: kycStatusQueryKey });
  };

  return (
    <AccountGateLayout>
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          {t('kyc.title')}
        </Heading>
        <Text color="gray.600">
          {t('kyc.intro')}
        </Text>
      </Stack>

      {view === 'in-progress' && <KycInProgress message={kyc?.kyc_message} />}
      {view === 'rejected' && kyc?.kyc_rejection_reason && (
        <KycRejected reason={kyc.kyc_rejection_reason} onUploadAgain={() => setUploadingAgain(true)} />
      )}
      {view === 'upload' && kyc?.kyc_rejection_reason && <KycRejected reason={kyc.kyc_rejection_reason} />}
      {(view === 'upload' || justSubmitted) && <KycUploadForm onSubmitted={submitted} />}
    </AccountGateLayout>
  );
}

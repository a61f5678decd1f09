import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { KycStatus } from 'shared-contracts';
import { kycStatusQueryKey, queryClient, signOut } from 'shared-auth';
import { Box, Button, Card, Container, Flex, Heading, Stack, Text } from 'shared-ui';
import { Logo } from '../../components/Logo';
import { LOGIN_PATH } from '../../paths';
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
  const navigate = useNavigate();
  const [justSubmitted, setJustSubmitted] = useState(false);
  const [uploadingAgain, setUploadingAgain] = useState(false);
  const view = viewFor(kyc, justSubmitted, uploadingAgain);

  const submitted = () => {
    setJustSubmitted(true);
    void queryClient.invalidateQueries({ queryKey: kycStatusQueryKey });
  };

  const logout = async () => {
    await signOut();
    navigate(LOGIN_PATH, { replace: true });
  };

  return (
    <Box minH="100vh" bg="gray.50">
      <Flex as="header" align="center" justify="space-between" h="16" px={{ base: '3', md: '6' }} bg="white" borderBottomWidth="1px" borderColor="gray.200">
        <Logo />
        <Button variant="outline" colorPalette="gray" onClick={logout}>
          Logout
        </Button>
      </Flex>
      <Container maxW="3xl" py={{ base: '6', md: '10' }}>
        <Card.Root>
          <Card.Body gap="5" p={{ base: '5', md: '8' }}>
            <Stack gap="1">
              <Heading as="h1" size="2xl">
                KYC Verification Required
              </Heading>
              <Text color="gray.600">
                Upload clear photos of both sides of your Aadhar and PAN cards. You can use the portal once they are verified.
              </Text>
            </Stack>

            {view === 'in-progress' && <KycInProgress message={kyc?.kyc_message} />}
            {view === 'rejected' && kyc?.kyc_rejection_reason && (
              <KycRejected reason={kyc.kyc_rejection_reason} onUploadAgain={() => setUploadingAgain(true)} />
            )}
            {view === 'upload' && kyc?.kyc_rejection_reason && <KycRejected reason={kyc.kyc_rejection_reason} />}
            {(view === 'upload' || justSubmitted) && <KycUploadForm onSubmitted={submitted} />}
          </Card.Body>
        </Card.Root>
      </Container>
    </Box>
  );
}

import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { kycStatusQueryKey, queryClient } from 'shared-auth';
import { Button, ErrorState, Flex, Heading, LoadingState, Stack, Text, getErrorMessage } from 'shared-ui';
import { PrivacyNoticeContent } from 'shared-ui/widgets';
import { AccountGateLayout, useSignOutToLogin } from '../../components/AccountGateLayout';
import { PRIVACY_NOTICE_PATH, agreeToPrivacyNotice, fetchPrivacyNotice } from './privacyNoticeApi';

export const NOTICE_FETCH_ERROR = 'The privacy notice could not be loaded.';
export const AGREE_ERROR = 'Your consent could not be recorded. Please try again.';

/**
 * Shown in place of everything else until the user agrees to the current privacy notice (first
 * sign-in, a new notice version, or after withdrawing): the notice, "I agree", and Logout for
 * someone who does not agree. docs/privacy.md
 */
export default function PrivacyNoticeScreen() {
  const logout = useSignOutToLogin();
  const notice = useQuery({ queryKey: [PRIVACY_NOTICE_PATH], queryFn: fetchPrivacyNotice });
  const [agreeing, setAgreeing] = useState(false);
  const [failure, setFailure] = useState<string>();

  const agree = async () => {
    if (!notice.data) return;
    setAgreeing(true);
    setFailure(undefined);
    try {
      await agreeToPrivacyNotice(notice.data.version);
      await queryClient.invalidateQueries({ queryKey: kycStatusQueryKey });
    } catch (error) {
      // 409: the notice changed while it was read; the new one is shown to be read and agreed to.
      setFailure(getErrorMessage(error, AGREE_ERROR));
      void notice.refetch();
      setAgreeing(false);
    }
  };

  return (
    <AccountGateLayout>
      {notice.data ? (
        <>
          <Heading as="h1" size="2xl">
            {notice.data.title}
          </Heading>
          <PrivacyNoticeContent notice={notice.data} />
          <Stack gap="3" borderTopWidth="1px" borderColor="gray.200" pt="5">
            <Text>
              By selecting <strong>I agree</strong>, you consent to the portal holding and using your personal data as described above.
              You can withdraw your consent at any time from My Profile.
            </Text>
            {failure ? (
              <Text role="alert" color="red.700">
                {failure}
              </Text>
            ) : null}
            <Flex gap="3" wrap="wrap">
              <Button colorPalette="brand" onClick={agree} loading={agreeing}>
                I agree
              </Button>
              <Button variant="outline" colorPalette="gray" onClick={logout}>
                I do not agree — log out
              </Button>
            </Flex>
            <Text fontSize="sm" color="gray.700">
              Notice version {notice.data.version}
            </Text>
          </Stack>
        </>
      ) : notice.isError ? (
        <ErrorState error={notice.error} fallback={NOTICE_FETCH_ERROR} onRetry={() => void notice.refetch()} />
      ) : (
        <LoadingState label="Loading the privacy notice" />
      )}
    </AccountGateLayout>
  );
}

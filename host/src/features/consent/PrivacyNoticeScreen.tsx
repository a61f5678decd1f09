import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { kycStatusQueryKey, queryClient } from 'shared-auth';
import { Button, ErrorState, Flex, Heading, LoadingState, Stack, Text, getErrorMessage } from 'shared-ui';
import { useLanguage } from 'shared-ui/i18n';
import { PrivacyNoticeContent } from 'shared-ui/widgets';
import { AccountGateLayout, useSignOutToLogin } from '../../components/AccountGateLayout';
import { useT } from '../../i18n';
import { PRIVACY_NOTICE_PATH, agreeToPrivacyNotice, fetchPrivacyNotice } from './privacyNoticeApi';

/** Marks where "I agree" goes in the sentence around it (the sentence's word order differs by language). */
const AGREE_MARK = '\u0000';

/**
 * Shown in place of everything else until the user agrees to the current privacy notice (first
 * sign-in, a new notice version, or after withdrawing): the notice, "I agree", and Logout for
 * someone who does not agree. docs/privacy.md
 */
export default function PrivacyNoticeScreen() {
  const t = useT();
  const logout = useSignOutToLogin();
  // In the page's language (the request's Accept-Language): a language switched meanwhile reads it again.
  const notice = useQuery({ queryKey: [PRIVACY_NOTICE_PATH, useLanguage()], queryFn: fetchPrivacyNotice });
  const [agreeing, setAgreeing] = useState(false);
  // The failed call, its message made when shown: the server's words, else ours in the page's language.
  const [failure, setFailure] = useState<{ error: unknown }>();
  const [beforeAgree, afterAgree] = t('consent.agreeText', { agree: AGREE_MARK }).split(AGREE_MARK);

  const agree = async () => {
    if (!notice.data) return;
    setAgreeing(true);
    setFailure(undefined);
    try {
      await agreeToPrivacyNotice(notice.data.version);
      await queryClient.invalidateQueries({ queryKey: kycStatusQueryKey });
    } catch (error) {
      // 409: the notice changed while it was read; the new one is shown to be read and agreed to.
      setFailure({ error });
      void notice.refetch();
      setAgreeing(false);
    }
  };

  return (
    <AccountGateLayout>
      {notice.data ? (
        <>
          <Heading as="h1" size="2xl" lang={notice.data.language}>
            {notice.data.title}
          </Heading>
          <PrivacyNoticeContent notice={notice.data} />
          <Stack gap="3" borderTopWidth="1px" borderColor="gray.200" pt="5">
            <Text>
              {beforeAgree}
              <strong>{t('consent.agree')}</strong>
              {afterAgree}
            </Text>
            {failure ? (
              <Text role="alert" color="red.700">
                {getErrorMessage(failure.error, t('consent.agreeError'))}
              </Text>
            ) : null}
            <Flex gap="3" wrap="wrap">
              <Button colorPalette="brand" onClick={agree} loading={agreeing}>
                {t('consent.agree')}
              </Button>
              <Button variant="outline" colorPalette="gray" onClick={logout}>
                {t('consent.disagree')}
              </Button>
            </Flex>
            <Text fontSize="sm" color="gray.700">
              {t('consent.noticeVersion', { version: notice.data.version })}
            </Text>
          </Stack>
        </>
      ) : notice.isError ? (
        <ErrorState error={notice.error} fallback={t('consent.fetchError')} onRetry={() => void notice.refetch()} />
      ) : (
        <LoadingState label={t('consent.loading')} />
      )}
    </AccountGateLayout>
  );
}

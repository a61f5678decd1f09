import { Box, Heading, Stack, Text } from 'shared-ui';
import { SupportContact } from '../../components/SupportContact';
import { useT } from '../../i18n';
import { LoginLayout } from '../login';
import { BackToLogin } from './BackToLogin';

/**
 * Instead of the form when the deployment has one-time codes off (docs/otp.md#production-and-the-feature-switch):
 * the page's heading, the help text, Back to Login and the support line: no form that could only fail.
 */
export function OtpOffPage({ title }: { title: string }) {
  const t = useT();
  return (
    <LoginLayout>
      <Stack gap="5">
        <Box>
          <Heading as="h1" size="xl">
            {title}
          </Heading>
          <Text color="gray.700" mt="1" role="status">
            {t('otp.offHelp')}
          </Text>
        </Box>
        <BackToLogin />
        <SupportContact />
      </Stack>
    </LoginLayout>
  );
}

import { Box, Heading, Stack, Text } from 'shared-ui';
import { SupportContact } from '../../components/SupportContact';
import { LoginLayout } from '../login';
import { BackToLogin } from './BackToLogin';

/** Instead of the form when the deployment has one-time codes off (docs/otp.md#production-and-the-feature-switch). */
export const OTP_OFF_HELP = 'Sign-in and password reset with a one-time code are not available here. Contact support for help.';

/** The page's heading, the help text, Back to Login and the support line: no form that could only fail. */
export function OtpOffPage({ title }: { title: string }) {
  return (
    <LoginLayout>
      <Stack gap="5">
        <Box>
          <Heading as="h1" size="xl">
            {title}
          </Heading>
          <Text color="gray.700" mt="1" role="status">
            {OTP_OFF_HELP}
          </Text>
        </Box>
        <BackToLogin />
        <SupportContact />
      </Stack>
    </LoginLayout>
  );
}

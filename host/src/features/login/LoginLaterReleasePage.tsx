import { Link as RouterLink } from 'react-router-dom';
import { Button, Heading, Stack, Text } from 'shared-ui';
import { SupportContact } from '../../components/SupportContact';
import { LOGIN_PATH } from '../../paths';
import { LoginLayout } from './LoginLayout';

/** /login/mobile and /password-reset until their issue lands: says so, with a way back. */
export function LoginLaterReleasePage({ section }: { section: string }) {
  return (
    <LoginLayout>
      <Stack gap="4">
        <Heading as="h1" size="xl">
          {section}
        </Heading>
        <Text>{section} is available in a later release. Please sign in with your employee ID for now.</Text>
        <Button asChild colorPalette="brand" size="lg">
          <RouterLink to={LOGIN_PATH}>Back to Login</RouterLink>
        </Button>
        <SupportContact />
      </Stack>
    </LoginLayout>
  );
}

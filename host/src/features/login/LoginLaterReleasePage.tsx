import { Link as RouterLink } from 'react-router-dom';
import { Button, Heading, Stack, Text } from 'shared-ui';
import { LoginLayout } from './LoginLayout';
import { SupportContact } from '../support/SupportContact';

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
          <RouterLink to="/login">Back to Login</RouterLink>
        </Button>
        <SupportContact />
      </Stack>
    </LoginLayout>
  );
}

import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { signOut } from 'shared-auth';
import { Box, Button, Card, Container, Flex } from 'shared-ui';
import { LOGIN_PATH } from '../paths';
import { Logo } from './Logo';
import { useT } from '../i18n';

/** Signs out and goes to the sign-in page: the way out of a screen that stands before the shell. */
export function useSignOutToLogin(): () => Promise<void> {
  const navigate = useNavigate();
  return async () => {
    await signOut();
    navigate(LOGIN_PATH, { replace: true });
  };
}

/**
 * The frame of the screens that stand in place of the shell until the account may use the portal
 * (the privacy notice, KYC): the logo and Logout in a bar, and one card.
 */
export function AccountGateLayout({ children }: { children: ReactNode }) {
  const logout = useSignOutToLogin();
  const t = useT();
  return (
    <Box minH="100vh" bg="gray.50">
      <Flex as="header" align="center" justify="space-between" h="16" px={{ base: '3', md: '6' }} bg="white" borderBottomWidth="1px" borderColor="gray.200">
        <Logo />
        <Button variant="outline" colorPalette="gray" onClick={logout}>
          {t('shell.logout')}
        </Button>
      </Flex>
      <Container as="main" maxW="3xl" py={{ base: '6', md: '10' }}>
        <Card.Root>
          <Card.Body gap="5" p={{ base: '5', md: '8' }}>
            {children}
          </Card.Body>
        </Card.Root>
      </Container>
    </Box>
  );
}

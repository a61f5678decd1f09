import type { ReactNode } from 'react';
import { Box, Card, Center, VStack } from 'shared-ui/sign-in';
import { Logo } from '../../components/Logo';
import { LoginLanguageSwitch } from './LoginLanguageSwitch';
import { PrivacyContact } from './PrivacyContact';

/** The centred card of the login family (login, mobile login, password reset), with the grievance officer below it: the page's main landmark. */
export function LoginLayout({ children }: { children: ReactNode }) {
  return (
    <Center as="main" minH="100vh" px="4" py="10" bg="gray.50">
      <VStack gap="6" w="full" maxW="md">
        <Logo size="lg" />
        <LoginLanguageSwitch />
        <Card.Root w="full" boxShadow="md">
          <Card.Body p={{ base: '6', md: '8' }}>
            <Box>{children}</Box>
          </Card.Body>
        </Card.Root>
        <PrivacyContact />
      </VStack>
    </Center>
  );
}

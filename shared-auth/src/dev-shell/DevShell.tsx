import { useState, type FormEvent, type ReactNode } from 'react';
import { Link as RouterLink, Navigate, Route, Routes } from 'react-router-dom';
import { signIn, signOut } from '../session';
import { useProfile, useSession } from '../hooks';
import { Box, Button, Card, Center, Field, Flex, getErrorMessage, Heading, HStack, Input, Link, Stack, Text } from 'shared-ui';

export interface DevPage {
  path: string;
  label: string;
  element: ReactNode;
}

/** Signs in through shared-auth, exactly as the host's login page does. */
function DevLogin({ title }: { title: string }) {
  const [employeeId, setEmployeeId] = useState('CN1001');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await signIn({ employee_id: employeeId.trim(), password });
    } catch (failure) {
      setError(getErrorMessage(failure, 'Sign-in failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Center minH="100vh" p="4">
      <Card.Root w="full" maxW="sm">
        <Card.Body>
          <form onSubmit={submit}>
            <Stack gap="4">
              <Heading size="md">{title} — dev shell</Heading>
              <Field.Root>
                <Field.Label>Employee ID</Field.Label>
                <Input value={employeeId} onChange={(e) => setEmployeeId(e.target.value)} />
              </Field.Root>
              <Field.Root>
                <Field.Label>Password</Field.Label>
                <Input type="password" value={password} onChange={(e) => setPassword(e.target.value)} />
              </Field.Root>
              {error && <Text color="red.600">{error}</Text>}
              <Button type="submit" colorPalette="brand" disabled={busy || !employeeId || !password}>
                Sign in
              </Button>
              <Text fontSize="xs" color="gray.500">
                Demo accounts use the password Demo@1234 (README).
              </Text>
            </Stack>
          </form>
        </Card.Body>
      </Card.Root>
    </Center>
  );
}

/** A minimal frame around this remote's pages: who is signed in, links to the pages, sign out. */
export function DevShell({ title, pages }: { title: string; pages: DevPage[] }) {
  const { isAuthenticated } = useSession();
  const { profile } = useProfile();
  if (!isAuthenticated) return <DevLogin title={title} />;
  return (
    <Box minH="100vh" bg="gray.50">
      <Flex as="header" align="center" gap="4" px="4" h="12" bg="white" borderBottomWidth="1px">
        <Text fontWeight="bold">{title} (dev shell)</Text>
        <HStack gap="3" flex="1">
          {pages.map((page) => (
            <Link key={page.path} asChild color="brand.600">
              <RouterLink to={page.path}>{page.label}</RouterLink>
            </Link>
          ))}
        </HStack>
        <Text fontSize="sm" color="gray.600">
          {profile?.username ?? ''}
        </Text>
        <Button size="sm" variant="outline" onClick={() => void signOut()}>
          Sign out
        </Button>
      </Flex>
      <Box as="main" p="6">
        <Routes>
          {pages.map((page) => (
            <Route key={page.path} path={page.path} element={page.element} />
          ))}
          <Route path="/" element={<Navigate to={pages[0].path} replace />} />
          <Route path="*" element={<Text>This page belongs to another part of the portal; open it in the host.</Text>} />
        </Routes>
      </Box>
    </Box>
  );
}

import type { ReactNode } from 'react';
import { Button, Card, Center, Heading, Spinner, Stack, Text } from 'shared-ui';
import { BackLink } from './BackNavigation';

/** The spinner a page or panel shows while its data loads. */
export function LoadingState({ label }: { label: string }) {
  return (
    <Center role="status" aria-label={label} minHeight="40" py="8">
      <Spinner size="xl" color="brand.500" />
    </Center>
  );
}

/** A muted line for a list with nothing in it. */
export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <Center py="10" px="4" textAlign="center">
      <Text color="fg.muted">{children}</Text>
    </Center>
  );
}

/** A detail page whose item does not exist (or is not the caller's): says so, with the way back. */
export function NotFoundState({ title, message, backTo, backLabel }: { title: string; message: string; backTo: string; backLabel: string }) {
  return (
    <Card.Root maxW="xl" role="group" aria-label={title}>
      <Card.Body gap="3">
        <Heading as="h2" size="lg">
          {title}
        </Heading>
        <Text>{message}</Text>
        <Stack align="flex-start">
          <BackLink to={backTo} label={backLabel} />
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

/** A list or page whose data could not be fetched: the message (red, announced) and a Retry button. */
export function ErrorState({ message, onRetry, retrying = false }: { message: string; onRetry: () => void; retrying?: boolean }) {
  return (
    <Card.Root maxW="xl">
      <Card.Body gap="3" alignItems="flex-start">
        <Text color="red.600" role="alert">
          {message}
        </Text>
        <Button size="sm" variant="outline" loading={retrying} loadingText="Retry" onClick={onRetry}>
          Retry
        </Button>
      </Card.Body>
    </Card.Root>
  );
}

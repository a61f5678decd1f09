import type { ReactNode } from 'react';
import { Button, Center, ErrorText, Spinner, Text, VStack } from 'shared-ui';

/** The spinner a page or panel shows while its data loads; `label` names it for screen readers. */
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

/** A failed load: the red "Error: ..." line and Retry. */
export function ErrorState({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Center py="10" px="4" textAlign="center">
      <VStack gap="3">
        <ErrorText message={message} />
        <Button variant="outline" size="sm" onClick={onRetry}>
          Retry
        </Button>
      </VStack>
    </Center>
  );
}

import { useId, type ReactNode } from 'react';
import { Card, Heading } from 'shared-ui';

/** A titled card of the lead detail page (a region named by its title). */
export function DetailCard({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Card.Root as="section" aria-labelledby={titleId} height="full">
      <Card.Header>
        <Heading as="h2" size="md" id={titleId}>
          {title}
        </Heading>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}

import { useId, type ReactNode } from 'react';
import { Card, Flex, Heading } from 'shared-ui';

interface SectionCardProps {
  title: string;
  /** Buttons or a figure beside the title. */
  actions?: ReactNode;
  children: ReactNode;
}

/** A titled card (a region named by its title), like the lead detail page's cards. */
export function SectionCard({ title, actions, children }: SectionCardProps) {
  const titleId = useId();
  return (
    <Card.Root as="section" aria-labelledby={titleId} height="full">
      <Card.Header>
        <Flex justify="space-between" align="center" gap="3" wrap="wrap">
          <Heading as="h2" size="md" id={titleId}>
            {title}
          </Heading>
          {actions}
        </Flex>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}

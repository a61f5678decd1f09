import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Card } from 'shared-ui';

/** A card that is one link (the narrow-screen form of a clickable table row). */
export function LinkCard({ to, label, children }: { to: string; label: string; children: ReactNode }) {
  return (
    <Card.Root asChild size="sm" _hover={{ borderColor: 'brand.300', bg: 'bg.subtle' }} _focusVisible={{ outline: '2px solid', outlineColor: 'brand.500' }}>
      <RouterLink to={to} aria-label={label}>
        <Card.Body gap="2">{children}</Card.Body>
      </RouterLink>
    </Card.Root>
  );
}

import { useId, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Card, Flex, Heading, Link } from 'shared-ui';
import { useT } from '../i18n';

export interface DashboardSectionProps {
  title: string;
  /** Route of the full list behind the section's "View All" link. */
  viewAllTo: string;
  children: ReactNode;
}

/** A titled dashboard panel with a "View All" link to the full page. */
export function DashboardSection({ title, viewAllTo, children }: DashboardSectionProps) {
  const t = useT();
  const titleId = useId();
  return (
    <Card.Root as="section" aria-labelledby={titleId} height="full">
      <Card.Header>
        <Flex justify="space-between" align="center" gap="3">
          <Heading as="h2" id={titleId} size="md">
            {title}
          </Heading>
          <Link asChild fontSize="sm" fontWeight="medium" colorPalette="brand">
            <RouterLink to={viewAllTo}>{t('dashboard.viewAll')}</RouterLink>
          </Link>
        </Flex>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}

import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Card, Link, Text } from 'shared-ui';

export interface SummaryCardProps {
  label: string;
  /** The figure; `undefined` when its data could not be fetched (the section below shows why). */
  value: string | number | undefined;
  note?: string;
  /** Where the work behind the figure is done (the staff dashboards), with its filter applied. */
  link?: { to: string; label: string };
}

/** One headline figure of a dashboard. */
export function SummaryCard({ label, value, note, link }: SummaryCardProps) {
  const labelId = useId();
  return (
    <Card.Root role="group" aria-labelledby={labelId} size="sm">
      <Card.Body gap="1">
        <Text id={labelId} fontSize="sm" color="fg.muted">
          {label}
        </Text>
        <Text fontSize="2xl" fontWeight="bold">
          {value ?? '—'}
        </Text>
        {note ? (
          <Text fontSize="xs" color="fg.muted">
            {note}
          </Text>
        ) : null}
        {link ? (
          <Link asChild fontSize="sm" fontWeight="medium" colorPalette="brand" marginTop="auto">
            <RouterLink to={link.to}>{link.label}</RouterLink>
          </Link>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}

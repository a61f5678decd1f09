import { useId } from 'react';
import { Card, Text } from 'shared-ui';

export interface SummaryCardProps {
  label: string;
  /** The figure; `undefined` when its data could not be fetched (the section below shows why). */
  value: string | number | undefined;
  note?: string;
}

/** One of the four headline figures of the dashboard. */
export function SummaryCard({ label, value, note }: SummaryCardProps) {
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
      </Card.Body>
    </Card.Root>
  );
}

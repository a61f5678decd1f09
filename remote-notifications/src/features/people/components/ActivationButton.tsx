import { Button } from 'shared-ui';
import type { PersonRow } from '../model/peopleList';

/** "Deactivate" for an active employee, "Activate" for an inactive one; named after the person. */
export function ActivationButton({ row, onClick }: { row: PersonRow; onClick: (row: PersonRow) => void }) {
  const label = row.active ? 'Deactivate' : 'Activate';
  return (
    <Button size="xs" variant="outline" colorPalette={row.active ? 'red' : 'green'} aria-label={`${label} ${row.name}`} onClick={() => onClick(row)}>
      {label}
    </Button>
  );
}

import { Button } from 'shared-ui';
import { useT } from '../i18n';
import type { PersonRow } from '../model/peopleList';

/** "Deactivate" for an active employee, "Activate" for an inactive one; named after the person. */
export function ActivationButton({ row, onClick }: { row: PersonRow; onClick: (row: PersonRow) => void }) {
  const t = useT();
  return (
    <Button
      size="xs"
      variant="outline"
      colorPalette={row.active ? 'red' : 'green'}
      aria-label={row.active ? t('activation.deactivateLabel', { name: row.name }) : t('activation.activateLabel', { name: row.name })}
      onClick={() => onClick(row)}
    >
      {row.active ? t('activation.deactivate') : t('activation.activate')}
    </Button>
  );
}

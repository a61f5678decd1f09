import { Button, HStack } from 'shared-ui';
import type { BonusView } from '../model/bonusStatement';

const VIEWS: { value: BonusView; label: string }[] = [
  { value: 'grid', label: 'Grid' },
  { value: 'table', label: 'Table' },
];

/** Grid / Table: two toggle buttons, the current one pressed. */
export function ViewToggle({ view, onChange }: { view: BonusView; onChange: (view: BonusView) => void }) {
  return (
    <HStack role="group" aria-label="View" gap="0">
      {VIEWS.map((entry, index) => (
        <Button
          key={entry.value}
          size="sm"
          colorPalette="brand"
          variant={view === entry.value ? 'solid' : 'outline'}
          aria-pressed={view === entry.value}
          borderStartRadius={index === 0 ? undefined : '0'}
          borderEndRadius={index === VIEWS.length - 1 ? undefined : '0'}
          onClick={() => onChange(entry.value)}
        >
          {entry.label}
        </Button>
      ))}
    </HStack>
  );
}

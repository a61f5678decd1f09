import { Button, HStack } from 'shared-ui';
import { useT, type BonusMessageId } from '../i18n';
import type { BonusView } from '../model/bonusStatement';

const VIEWS: { value: BonusView; label: BonusMessageId }[] = [
  { value: 'grid', label: 'view.grid' },
  { value: 'table', label: 'view.table' },
];

/** Grid / Table: two toggle buttons, the current one pressed. */
export function ViewToggle({ view, onChange }: { view: BonusView; onChange: (view: BonusView) => void }) {
  const t = useT();
  return (
    <HStack role="group" aria-label={t('view.label')} gap="0">
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
          {t(entry.label)}
        </Button>
      ))}
    </HStack>
  );
}

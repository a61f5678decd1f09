import { useId, useState, type FormEvent } from 'react';
import { Box, Button, Card, LoadingState, lazyAfterFirstFrame, useIsMobile } from 'shared-ui';
import type { NotificationCenterPageBodyProps } from '../NotificationCenterPageBody';
import { useT } from '../i18n';
import { NO_FILTERS, activeFilterCount, filterErrors, type FilterErrors, type NotificationFilters, type NotificationTab } from '../model/notificationFilters';

/** The stand-in while the form's code loads (as lazyPageBody draws it), its label in the page's language. */
function FiltersLoading() {
  const t = useT();
  return <LoadingState label={t('filters.loading')} />;
}

const NotificationCenterPageBody = lazyAfterFirstFrame<NotificationCenterPageBodyProps>(() => import('../NotificationCenterPageBody'), FiltersLoading);

interface FilterPanelProps {
  tab: NotificationTab;
  /** The filters the list shows now. */
  applied: NotificationFilters;
  onApply: (filters: NotificationFilters) => void;
  onReset: () => void;
}

/**
 * Search, type, read state (All tab only), lead-related, date range and ordering. Changes wait for
 * Apply Filters (or Enter); Reset clears them. Below 1024px the panel folds behind a Filters button.
 * The form's fields need shared-ui/widgets: they are the page's body, loaded when the form is
 * shown (on a phone, when Filters is opened), while what is typed is kept here across folding.
 */
export function FilterPanel({ tab, applied, onApply, onReset }: FilterPanelProps) {
  const t = useT();
  const isMobile = useIsMobile();
  const id = useId();
  const panelId = `${id}-panel`;
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<NotificationFilters>(applied);
  const [errors, setErrors] = useState<FilterErrors>({});

  const change = <F extends keyof NotificationFilters>(field: F, value: NotificationFilters[F]) => {
    setDraft((current) => ({ ...current, [field]: value }));
    if (field === 'dateFrom' || field === 'dateTo') setErrors({});
  };
  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problems = filterErrors(draft);
    setErrors(problems);
    if (Object.keys(problems).length === 0) onApply({ ...draft, search: draft.search.trim() });
  };
  const reset = () => {
    setDraft(NO_FILTERS);
    setErrors({});
    onReset();
  };

  const count = activeFilterCount(applied, tab);
  const form = <NotificationCenterPageBody id={panelId} tab={tab} draft={draft} errors={errors} change={change} apply={apply} reset={reset} />;

  if (!isMobile) {
    return (
      <Card.Root variant="outline">
        <Card.Body p="4">{form}</Card.Body>
      </Card.Root>
    );
  }
  return (
    <Box>
      <Button variant="outline" width="full" aria-expanded={open} aria-controls={open ? panelId : undefined} onClick={() => setOpen((current) => !current)}>
        {open ? t('filters.hide') : count > 0 ? t('filters.showCount', { count }) : t('filters.show')}
      </Button>
      {open ? (
        <Card.Root variant="outline" mt="3">
          <Card.Body p="4">{form}</Card.Body>
        </Card.Root>
      ) : null}
    </Box>
  );
}


import { useEffect, useRef } from 'react';
import type { Notification } from 'shared-contracts';
import { Box, Stack, Text, chakra } from 'shared-ui';
import { Checkbox } from '../../../common/components/controls';
import { useT } from '../i18n';
import { selectAllState } from '../model/selection';
import { NotificationItem } from './NotificationItem';

interface NotificationListProps {
  notifications: Notification[];
  /** Ticked ids (of this page). */
  selected: readonly number[];
  now: Date;
  onSelect: (id: number, checked: boolean) => void;
  onSelectAll: (checked: boolean) => void;
  onOpen: (notification: Notification) => void;
  onViewLead: (notification: Notification) => void;
}

/** "Select all" (mixed when some are ticked) above the page's notifications. */
export function NotificationList({ notifications, selected, now, onSelect, onSelectAll, onOpen, onViewLead }: NotificationListProps) {
  const t = useT();
  const state = selectAllState(
    selected,
    notifications.map((notification) => notification.id),
  );
  const selectAll = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (selectAll.current) selectAll.current.indeterminate = state === 'some';
  }, [state]);

  return (
    <Stack gap="3">
      <Box display="flex" alignItems="center" justifyContent="space-between" gap="3" px={{ base: '3', lg: '4' }}>
        <chakra.label display="flex" alignItems="center" gap="3" fontSize="sm" cursor="pointer">
          <Checkbox ref={selectAll} type="checkbox" checked={state === 'all'} onChange={(event) => onSelectAll(event.target.checked)} />
          {t('list.selectAll')}
        </chakra.label>
        {selected.length > 0 ? (
          <Text fontSize="sm" color="fg.muted" aria-live="polite">
            {t('list.selectedCount', { count: selected.length })}
          </Text>
        ) : null}
      </Box>
      <Stack as="ul" gap="3" listStyleType="none" aria-label={t('list.label')}>
        {notifications.map((notification) => (
          <NotificationItem
            key={notification.id}
            notification={notification}
            selected={selected.includes(notification.id)}
            now={now}
            onSelect={(checked) => onSelect(notification.id, checked)}
            onOpen={() => onOpen(notification)}
            onViewLead={() => onViewLead(notification)}
          />
        ))}
      </Stack>
    </Stack>
  );
}

import { Link as RouterLink } from 'react-router-dom';
import { Badge, Icon, IconButton } from 'shared-ui';
import { useUnreadNotificationCount } from './useUnreadNotificationCount';
import { useT } from '../../i18n';

export const NOTIFICATIONS_PATH = '/notifications';

/** The badge text: the count, "99+" above 99 (spec: notification badge caps at 99+). */
export function badgeText(count: number): string {
  return count > 99 ? '99+' : String(count);
}

function BellIcon() {
  return (
    <Icon boxSize="5" aria-hidden>
      <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <path d="M18 8a6 6 0 0 0-12 0c0 7-3 9-3 9h18s-3-2-3-9" />
        <path d="M13.73 21a2 2 0 0 1-3.46 0" />
      </svg>
    </Icon>
  );
}

/**
 * The top bar's notifications button: a link to the notification centre with the live unread count as
 * a badge (none at 0 or while unknown). Screen readers hear "Notifications, 5 unread".
 */
export function NotificationBell({ startDelayMs }: { startDelayMs?: number }) {
  const unread = useUnreadNotificationCount(startDelayMs);
  const t = useT();
  const label = unread ? t('shell.notificationsUnread', { count: unread }) : t('shell.notifications');
  return (
    <IconButton asChild variant="ghost" aria-label={label} position="relative">
      <RouterLink to={NOTIFICATIONS_PATH}>
        <BellIcon />
        {unread ? (
          <Badge
            aria-hidden
            data-testid="notification-badge"
            position="absolute"
            top="0"
            insetEnd="0"
            minW="5"
            h="5"
            px="1"
            justifyContent="center"
            borderRadius="full"
            colorPalette="red"
            variant="solid"
            fontSize="2xs"
            pointerEvents="none"
          >
            {badgeText(unread)}
          </Badge>
        ) : null}
      </RouterLink>
    </IconButton>
  );
}

export { NotificationBell, NOTIFICATIONS_PATH, badgeText } from './NotificationBell';
export { useUnreadNotificationCount } from './useUnreadNotificationCount';

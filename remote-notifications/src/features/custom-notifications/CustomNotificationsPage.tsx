import { Link as RouterLink } from 'react-router-dom';
import { Box, Link, Stack, PageHeader, lazyPageBody } from 'shared-ui';

const CustomNotificationsPageBody = lazyPageBody(() => import('./CustomNotificationsPageBody'), 'Loading Custom Notifications');

/**
 * Custom notifications (/custom_notifications, admin and director; reached from Send Custom): a
 * custom alert or a feature update with a title and a message (`**bold**`, line breaks, previewed
 * as it will read), to everyone, one role or chosen employees. A toast says how many it reached.
 * The header is drawn first; the form, which needs shared-ui/widgets, is
 * CustomNotificationsPageBody (docs/pages.md, "A page's header first").
 */
export default function CustomNotificationsPage() {
  return (
    <Stack gap="6">
      <Box>
        <Link asChild colorPalette="brand" fontSize="sm" fontWeight="medium">
          <RouterLink to="/notifications">← Back to notifications</RouterLink>
        </Link>
      </Box>
      <PageHeader title="Custom Notifications" subtitle="Send an alert or a feature update to everyone, one role or chosen employees." />
      <CustomNotificationsPageBody />
    </Stack>
  );
}

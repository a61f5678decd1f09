import { Link as RouterLink } from 'react-router-dom';
import { Box, Link, LoadingState, Stack, PageHeader, lazyAfterFirstFrame } from 'shared-ui';
import { useT } from './i18n';

/** The body's place until its code is there (lazyPageBody's spinner, its label in the page's language). */
function BodyLoading() {
  const t = useT();
  return <LoadingState label={t('page.loading')} />;
}

const CustomNotificationsPageBody = lazyAfterFirstFrame(() => import('./CustomNotificationsPageBody'), BodyLoading);

/**
 * Custom notifications (/custom_notifications, admin and director; reached from Send Custom): a
 * custom alert or a feature update with a title and a message (`**bold**`, line breaks, previewed
 * as it will read), to everyone, one role or chosen employees. A toast says how many it reached.
 * The header is drawn first; the form, which needs shared-ui/widgets, is
 * CustomNotificationsPageBody (docs/pages.md, "A page's header first").
 */
export default function CustomNotificationsPage() {
  const t = useT();
  return (
    <Stack gap="6">
      <Box>
        <Link asChild colorPalette="brand" fontSize="sm" fontWeight="medium">
          <RouterLink to="/notifications">{t('page.back')}</RouterLink>
        </Link>
      </Box>
      <PageHeader title={t('page.title')} subtitle={t('page.subtitle')} />
      <CustomNotificationsPageBody />
    </Stack>
  );
}

import { useProfile } from 'shared-auth';
import { Box, Heading, LoadingState, Text, lazyAfterFirstFrame, markPageTitle } from 'shared-ui';
import { useT } from './i18n';
import { canEditCriteria } from './model/criteriaAccess';
// The option texts the criteria show: registered with the page, so that a page opened in Hindi
// waits for them too (languageReady) rather than showing them in English first.
import '../../common/i18n';

/** The body's spinner until its code has come (lazyPageBody's, named in the page's language). */
function LoadingBody() {
  const t = useT();
  return <LoadingState label={t('page.loading')} />;
}

const LoanCriteriaPageBody = lazyAfterFirstFrame(() => import('./LoanCriteriaPageBody'), LoadingBody);

/**
 * Loan Criteria (/banks_eligibility, sidebar "Loan Products"): per loan kind, the banks and the
 * eligibility criteria each applies. Rendered inside the host shell, which provides the UI,
 * auth and query providers. A tab's list is fetched when the tab is first opened. Admins and
 * directors add and edit criteria through each kind's dialog; other roles read the list only.
 * The title is drawn first; the tabs, the lists, the dialogs and the toasts, which need
 * shared-ui/widgets, are LoanCriteriaPageBody (docs/pages.md, "A page's header first").
 */
export default function LoanCriteriaPage() {
  const t = useT();
  const { profile } = useProfile();
  const canEdit = canEditCriteria(profile?.role);
  return (
    <Box maxW="6xl" mx="auto" px={{ base: 0, md: 2 }}>
      <Heading as="h1" size={{ base: 'lg', md: 'xl' }} mb={1} ref={markPageTitle}>
        {t('page.title')}
      </Heading>
      <Text color="fg.muted" mb={4}>
        {t('page.description')}
      </Text>
      <LoanCriteriaPageBody canEdit={canEdit} />
    </Box>
  );
}

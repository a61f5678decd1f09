import { useProfile } from 'shared-auth';
import { Box, Heading, Text, lazyPageBody } from 'shared-ui';
import { canEditCriteria } from './model/criteriaAccess';

const LoanCriteriaPageBody = lazyPageBody(() => import('./LoanCriteriaPageBody'), 'Loading loan criteria...');

/**
 * Loan Criteria (/banks_eligibility, sidebar "Loan Products"): per loan kind, the banks and the
 * eligibility criteria each applies. Rendered inside the host shell, which provides the UI,
 * auth and query providers. A tab's list is fetched when the tab is first opened. Admins and
 * directors add and edit criteria through each kind's dialog; other roles read the list only.
 * The title is drawn first; the tabs, the lists, the dialogs and the toasts, which need
 * shared-ui/widgets, are LoanCriteriaPageBody (docs/pages.md, "A page's header first").
 */
export default function LoanCriteriaPage() {
  const { profile } = useProfile();
  const canEdit = canEditCriteria(profile?.role);
  return (
    <Box maxW="6xl" mx="auto" px={{ base: 0, md: 2 }}>
      <Heading as="h1" size={{ base: 'lg', md: 'xl' }} mb={1}>
        Loan Criteria
      </Heading>
      <Text color="fg.muted" mb={4}>
        Eligibility criteria each bank applies, by loan type.
      </Text>
      <LoanCriteriaPageBody canEdit={canEdit} />
    </Box>
  );
}

import { useProfile } from 'shared-auth';
import { Box, Heading, Text } from 'shared-ui';
import { PortalToaster, Tabs } from 'shared-ui/widgets';
import { CriteriaKindPanel } from './components/CriteriaKindPanel';
import { canEditCriteria } from './model/criteriaAccess';
import { CRITERIA_KIND_TABS, DEFAULT_CRITERIA_KIND } from './model/criteriaKinds';

/**
 * Loan Criteria (/banks_eligibility, sidebar "Loan Products"): per loan kind, the banks and the
 * eligibility criteria each applies. Rendered inside the host shell, which provides the UI,
 * auth and query providers. A tab's list is fetched when the tab is first opened. Admins and
 * directors add and edit criteria through each kind's dialog; other roles read the list only.
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
      <Tabs.Root defaultValue={DEFAULT_CRITERIA_KIND} lazyMount variant="line">
        <Tabs.List overflowX="auto" overflowY="hidden">
          {CRITERIA_KIND_TABS.map((tab) => (
            <Tabs.Trigger key={tab.kind} value={tab.kind} flexShrink={0}>
              {tab.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {CRITERIA_KIND_TABS.map((tab) => (
          <Tabs.Content key={tab.kind} value={tab.kind} pt={4}>
            <CriteriaKindPanel kind={tab.kind} canEdit={canEdit} />
          </Tabs.Content>
        ))}
      </Tabs.Root>
      <PortalToaster />
    </Box>
  );
}

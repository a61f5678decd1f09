import { PortalToaster, Tabs } from 'shared-ui/widgets';
import { CriteriaKindPanel } from './components/CriteriaKindPanel';
import { useT } from './i18n';
import { CRITERIA_KIND_TABS, DEFAULT_CRITERIA_KIND } from './model/criteriaKinds';

interface LoanCriteriaPageBodyProps {
  /** The signed-in user may add and edit criteria (the back office); others read the lists only. */
  canEdit: boolean;
}

/** /banks_eligibility below its title: the loan-type tabs with each kind's banks and dialogs, and the toasts (LoanCriteriaPage). */
export default function LoanCriteriaPageBody({ canEdit }: LoanCriteriaPageBodyProps) {
  const t = useT();
  return (
    <>
      <Tabs.Root defaultValue={DEFAULT_CRITERIA_KIND} lazyMount variant="line">
        <Tabs.List overflowX="auto" overflowY="hidden">
          {CRITERIA_KIND_TABS.map((tab) => (
            <Tabs.Trigger key={tab.kind} value={tab.kind} flexShrink={0}>
              {t(tab.label)}
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
    </>
  );
}

import { Alert, formatDate } from 'shared-ui';
import { useOpenLeadsByMobile } from '../api/openLeadsByMobile';
import { useT } from '../i18n';
import { completeMobile } from '../model/addLeadForm';

/**
 * Once the mobile number is complete, asks whether that customer already has an open lead from the
 * last 90 days (anyone's) and warns; it never blocks creating. A failed check shows nothing.
 */
export function DuplicateLeadWarning({ mobile }: { mobile: string }) {
  const t = useT();
  const check = useOpenLeadsByMobile(completeMobile(mobile));
  const openLeads = check.data?.open_leads ?? 0;
  if (openLeads <= 0) return null;
  const latest = check.data?.latest_created_at;
  return (
    <Alert.Root status="warning" variant="subtle" size="sm">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('addLead.duplicateWarning')}</Alert.Title>
        <Alert.Description>
          {latest
            ? t('addLead.duplicateCountLatest', { count: openLeads, date: formatDate(latest) })
            : t('addLead.duplicateCount', { count: openLeads })}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

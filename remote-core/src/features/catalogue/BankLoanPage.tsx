import { Stack, PageHeader, LoadingState, lazyAfterFirstFrame } from 'shared-ui';
import { useT } from './i18n';

/** The body's place until its code is in: the page kit's spinner, named in the page's language. */
function LoadingBankLoan() {
  const t = useT();
  return <LoadingState label={t('page.loading')} />;
}

/** lazyPageBody with a spinner whose name follows the language. */
const BankLoanPageBody = lazyAfterFirstFrame(() => import('./BankLoanPageBody'), LoadingBankLoan);

/**
 * Bank & Loan Management (/bank-loan): the banks and the loan types, each opening its detail page.
 * A tab's list is fetched when the tab is first opened; the open tab is kept in the URL so that
 * the browser's Back from a loan returns to the Loans tab. The header is drawn first; the tabs and
 * their lists, which need shared-ui/widgets, are BankLoanPageBody (docs/pages.md, "A page's header
 * first").
 */
export default function BankLoanPage() {
  const t = useT();
  return (
    <Stack gap="6">
      <PageHeader title={t('page.title')} subtitle={t('page.subtitle')} />
      <BankLoanPageBody />
    </Stack>
  );
}

import { Stack, PageHeader, lazyPageBody } from 'shared-ui';

const BankLoanPageBody = lazyPageBody(() => import('./BankLoanPageBody'), 'Loading Bank & Loan Management');

/**
 * Bank & Loan Management (/bank-loan): the banks and the loan types, each opening its detail page.
 * A tab's list is fetched when the tab is first opened; the open tab is kept in the URL so that
 * the browser's Back from a loan returns to the Loans tab. The header is drawn first; the tabs and
 * their lists, which need shared-ui/widgets, are BankLoanPageBody (docs/pages.md, "A page's header
 * first").
 */
export default function BankLoanPage() {
  return (
    <Stack gap="6">
      <PageHeader title="Bank & Loan Management" subtitle="Banks you can refer customers to, and the loan types they offer." />
      <BankLoanPageBody />
    </Stack>
  );
}

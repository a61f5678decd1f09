import type { BankLoan } from 'shared-contracts';
import { PayoutList } from '../catalogue/components/PayoutList';
import { useT as useCatalogueT } from '../catalogue/i18n';
import { offeringBankRows } from '../catalogue/model/payoutRows';
import { useT } from './i18n';

/** /loan/{loanId} below its header: the banks offering the loan type, with their payouts (LoanDetailPage). */
export default function LoanDetailPageBody({ bankLoans }: { bankLoans: BankLoan[] }) {
  const t = useT();
  const catalogueT = useCatalogueT();
  return <PayoutList nameColumn={t('banks.column')} label={t('banks.label')} rows={offeringBankRows(bankLoans, catalogueT)} />;
}

import type { BankLoan } from 'shared-contracts';
import { PayoutList } from '../catalogue/components/PayoutList';
import { offeringBankRows } from '../catalogue/model/payoutRows';

/** /loan/{loanId} below its header: the banks offering the loan type, with their payouts (LoanDetailPage). */
export default function LoanDetailPageBody({ bankLoans }: { bankLoans: BankLoan[] }) {
  return <PayoutList nameColumn="Bank Name" label="Banks offering this loan" rows={offeringBankRows(bankLoans)} />;
}

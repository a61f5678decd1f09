import type { BankLoan } from 'shared-contracts';
import { Button, Stack, formatRupees, EmptyState, ErrorState, LoadingState } from 'shared-ui';
import { DialogFrame, type ResponsiveListColumn } from 'shared-ui/widgets';
import { formatPercent } from '../../../common/model/percent';
import { BANK_LOANS_FETCH_ERROR, useBankLoans } from '../../catalogue/api/bankLoans';
import { AdminList } from './AdminList';
import { BankFilter } from './BankFilter';
import { BankLoanForm } from './BankLoanForm';
import { TabToolbar } from './TabToolbar';
import { useDialogState } from './useDialogState';

function amountRange(bankLoan: BankLoan): string {
  const { min_loan_amount: min, max_loan_amount: max } = bankLoan;
  if (min === null && max === null) return 'Any';
  if (min !== null && max !== null) return `${formatRupees(min)} – ${formatRupees(max)}`;
  return min !== null ? `From ${formatRupees(min)}` : `Up to ${formatRupees(max)}`;
}

const COLUMNS: readonly ResponsiveListColumn<BankLoan>[] = [
  { key: 'loanType', header: 'Loan Type', cell: (bankLoan) => bankLoan.loan?.type ?? bankLoan.type, emphasis: true, card: 'title' },
  { key: 'documents', header: 'Required Documents', cell: (bankLoan) => bankLoan.required_documents, card: 'wide-detail' },
  { key: 'connectorPayout', header: 'Connector Payout', cell: (bankLoan) => formatPercent(bankLoan.connectors_payout), align: 'end', text: 'nowrap' },
  { key: 'cpPayout', header: 'CP Payout', cell: (bankLoan) => formatPercent(bankLoan.cp_payout), align: 'end', text: 'nowrap' },
  { key: 'amount', header: 'Loan Amount', cell: amountRange, card: 'wide-detail' },
];

interface BankLoansTabProps {
  bank: string;
  onBankChange: (bank: string) => void;
  onSaved: (message: string) => void;
}

/** The loans one bank offers (its loan types, payouts, documents and bounds), with Add bank loan and Edit. */
export function BankLoansTab({ bank, onBankChange, onSaved }: BankLoansTabProps) {
  const bankId = bank ? Number(bank) : null;
  const bankLoans = useBankLoans({ bank: bankId ?? 0 }, bankId !== null);
  const dialog = useDialogState<BankLoan>();
  let list;
  if (bankId === null) list = <EmptyState>Choose a bank to see the loans it offers.</EmptyState>;
  else if (bankLoans.isPending) list = <LoadingState label="Loading bank loans" />;
  else if (bankLoans.isError)
    list = <ErrorState error={bankLoans.error} fallback={BANK_LOANS_FETCH_ERROR} onRetry={() => void bankLoans.refetch()} retrying={bankLoans.isRefetching} />;
  else if (bankLoans.data.length === 0) list = <EmptyState>This bank offers no loans yet.</EmptyState>;
  else
    list = (
      <AdminList
        label="Bank loans"
        columns={COLUMNS}
        items={bankLoans.data}
        itemKey={(bankLoan) => bankLoan.id}
        actions={(bankLoan) => (
          <Button size="xs" variant="outline" aria-label={`Edit ${bankLoan.loan?.type ?? bankLoan.type}`} onClick={() => dialog.openEdit(bankLoan)}>
            Edit
          </Button>
        )}
      />
    );
  return (
    <Stack gap="4">
      <TabToolbar filters={<BankFilter id="bank-loans-bank" value={bank} onChange={onBankChange} />} addLabel="Add bank loan" onAdd={dialog.openAdd} />
      {list}
      <DialogFrame open={dialog.open} onClose={dialog.close} size="lg">
        <BankLoanForm
          key={dialog.item?.id ?? 'new'}
          bankLoan={dialog.item}
          bankId={bank}
          onClose={dialog.close}
          onSaved={(message) => {
            dialog.close();
            onSaved(message);
          }}
        />
      </DialogFrame>
    </Stack>
  );
}

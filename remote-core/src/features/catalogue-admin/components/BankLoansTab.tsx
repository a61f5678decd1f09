import type { BankLoan } from 'shared-contracts';
import { Button, Stack, formatRupees, EmptyState, ErrorState, LoadingState } from 'shared-ui';
import { DialogFrame, type ResponsiveListColumn } from 'shared-ui/widgets';
import { formatPercent } from '../../../common/model/percent';
import { useBankLoans } from '../../catalogue/api/bankLoans';
import { useT, type CatalogueAdminT } from '../i18n';
import { AdminList } from './AdminList';
import { BankFilter } from './BankFilter';
import { BankLoanForm } from './BankLoanForm';
import { TabToolbar } from './TabToolbar';
import { useDialogState } from './useDialogState';

function amountRange(bankLoan: BankLoan, t: CatalogueAdminT): string {
  const { min_loan_amount: min, max_loan_amount: max } = bankLoan;
  if (min === null && max === null) return t('bankLoans.anyAmount');
  if (min !== null && max !== null) return `${formatRupees(min)} – ${formatRupees(max)}`;
  return min !== null ? t('bankLoans.amountFrom', { amount: formatRupees(min) }) : t('bankLoans.amountUpTo', { amount: formatRupees(max) });
}

const bankLoanColumns = (t: CatalogueAdminT): ResponsiveListColumn<BankLoan>[] => [
  { key: 'loanType', header: t('bankLoans.loanType'), cell: (bankLoan) => bankLoan.loan?.type ?? bankLoan.type, emphasis: true, card: 'title' },
  { key: 'documents', header: t('bankLoans.requiredDocuments'), cell: (bankLoan) => bankLoan.required_documents, card: 'wide-detail' },
  { key: 'connectorPayout', header: t('bankLoans.connectorPayout'), cell: (bankLoan) => formatPercent(bankLoan.connectors_payout), align: 'end', text: 'nowrap' },
  { key: 'cpPayout', header: t('bankLoans.cpPayout'), cell: (bankLoan) => formatPercent(bankLoan.cp_payout), align: 'end', text: 'nowrap' },
  { key: 'amount', header: t('bankLoans.loanAmount'), cell: (bankLoan) => amountRange(bankLoan, t), card: 'wide-detail' },
];

interface BankLoansTabProps {
  bank: string;
  onBankChange: (bank: string) => void;
  onSaved: (message: string) => void;
}

/** The loans one bank offers (its loan types, payouts, documents and bounds), with Add bank loan and Edit. */
export function BankLoansTab({ bank, onBankChange, onSaved }: BankLoansTabProps) {
  const t = useT();
  const bankId = bank ? Number(bank) : null;
  const bankLoans = useBankLoans({ bank: bankId ?? 0 }, bankId !== null);
  const dialog = useDialogState<BankLoan>();
  let list;
  if (bankId === null) list = <EmptyState>{t('bankLoans.chooseBank')}</EmptyState>;
  else if (bankLoans.isPending) list = <LoadingState label={t('bankLoans.loading')} />;
  else if (bankLoans.isError)
    list = <ErrorState error={bankLoans.error} fallback={t('bankLoans.fetchError')} onRetry={() => void bankLoans.refetch()} retrying={bankLoans.isRefetching} />;
  else if (bankLoans.data.length === 0) list = <EmptyState>{t('bankLoans.empty')}</EmptyState>;
  else
    list = (
      <AdminList
        label={t('bankLoans.listLabel')}
        columns={bankLoanColumns(t)}
        items={bankLoans.data}
        itemKey={(bankLoan) => bankLoan.id}
        actions={(bankLoan) => (
          <Button size="xs" variant="outline" aria-label={t('common.editNamed', { name: bankLoan.loan?.type ?? bankLoan.type })} onClick={() => dialog.openEdit(bankLoan)}>
            {t('common.edit')}
          </Button>
        )}
      />
    );
  return (
    <Stack gap="4">
      <TabToolbar filters={<BankFilter id="bank-loans-bank" value={bank} onChange={onBankChange} />} addLabel={t('bankLoans.add')} onAdd={dialog.openAdd} />
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

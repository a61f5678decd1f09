import type { Spokesperson } from 'shared-contracts';
import { Badge, Button, HStack, Stack, Text, getErrorMessage, EmptyState, ErrorState, LoadingState } from 'shared-ui';
import { DialogFrame, type ResponsiveListColumn } from 'shared-ui/widgets';
import { useBankBranches } from '../../catalogue/api/bankBranches';
import { useSpokespersons } from '../../catalogue/api/spokespersons';
import { isActiveSpokesperson, spokespersonStatusBadge } from '../../branch/model/spokespersonStatus';
import { useSaveSpokesperson } from '../api/catalogueWrites';
import { useT, type CatalogueAdminT } from '../i18n';
import { AdminList } from './AdminList';
import { BankFilter } from './BankFilter';
import { CatalogueSelect, optionsPlaceholder } from './CatalogueSelect';
import { SpokespersonForm } from './SpokespersonForm';
import { TabToolbar } from './TabToolbar';
import { useDialogState } from './useDialogState';

/** The statuses the API sends, in words; any other is shown as sent. */
function statusText(status: string, t: CatalogueAdminT): string {
  if (status === '') return t('spokespersons.statusUnknown');
  if (status === 'active') return t('spokespersons.statusActive');
  if (status === 'inactive') return t('spokespersons.statusInactive');
  return status;
}

/** Active outline green, anything else subtle gray (as on the branch page). */
function StatusBadge({ status }: { status: string }) {
  const t = useT();
  const style = spokespersonStatusBadge(status);
  return (
    <Badge variant={style.variant} colorPalette={style.colorPalette} textTransform="capitalize">
      {statusText(status, t)}
    </Badge>
  );
}

const spokespersonColumns = (t: CatalogueAdminT): ResponsiveListColumn<Spokesperson>[] => [
  { key: 'name', header: t('spokespersons.name'), cell: (person) => person.name, emphasis: true, card: 'title' },
  { key: 'employeeId', header: t('spokespersons.employeeId'), cell: (person) => person.emp_id, text: 'nowrap', card: 'subtitle' },
  { key: 'role', header: t('spokespersons.role'), cell: (person) => person.role, card: 'subtitle' },
  { key: 'contact', header: t('spokespersons.contact'), cell: (person) => person.contact, text: 'nowrap' },
  { key: 'email', header: t('spokespersons.email'), cell: (person) => person.email, text: 'break' },
  { key: 'status', header: t('spokespersons.status'), cell: (person) => <StatusBadge status={person.status} />, card: 'badge' },
];

interface SpokespersonsTabProps {
  bank: string;
  branch: string;
  onBankChange: (bank: string) => void;
  onBranchChange: (branch: string) => void;
  onSaved: (message: string) => void;
}

/** The bank's contact people at one branch (bank, then branch), with Add, Edit, Activate and Deactivate. */
export function SpokespersonsTab({ bank, branch, onBankChange, onBranchChange, onSaved }: SpokespersonsTabProps) {
  const t = useT();
  const bankId = bank ? Number(bank) : null;
  const branchId = branch ? Number(branch) : null;
  const branches = useBankBranches(bankId);
  const people = useSpokespersons(branchId);
  const status = useSaveSpokesperson();
  const dialog = useDialogState<Spokesperson>();
  const chosenBranch = branches.data?.find((entry) => entry.id === branchId);
  const branchRef = branchId !== null ? { id: branchId, name: chosenBranch?.branch_name ?? t('spokespersons.branchNumber', { id: branchId }) } : null;

  const setStatus = (person: Spokesperson, active: boolean) =>
    status.mutate(
      { request: { status: active ? 'active' : 'inactive' }, spokespersonId: person.id },
      { onSuccess: (saved) => onSaved(active ? t('spokespersons.activated', { name: saved.name }) : t('spokespersons.deactivated', { name: saved.name })) },
    );

  let list;
  if (bankId === null) list = <EmptyState>{t('spokespersons.chooseBank')}</EmptyState>;
  else if (branches.isError)
    list = <ErrorState error={branches.error} fallback={t('branches.fetchError')} onRetry={() => void branches.refetch()} retrying={branches.isRefetching} />;
  else if (branchId === null) list = <EmptyState>{t('spokespersons.chooseBranch')}</EmptyState>;
  else if (people.isPending) list = <LoadingState label={t('spokespersons.loading')} />;
  else if (people.isError)
    list = <ErrorState error={people.error} fallback={t('spokespersons.fetchError')} onRetry={() => void people.refetch()} retrying={people.isRefetching} />;
  else if (people.data.length === 0) list = <EmptyState>{t('spokespersons.empty')}</EmptyState>;
  else
    list = (
      <AdminList
        label={t('spokespersons.listLabel')}
        columns={spokespersonColumns(t)}
        items={people.data}
        itemKey={(person) => person.id}
        actions={(person) => {
          const active = isActiveSpokesperson(person.status);
          const busy = status.isPending && status.variables?.spokespersonId === person.id;
          return (
            <HStack gap="2" justify="flex-end">
              <Button size="xs" variant="outline" aria-label={t('common.editNamed', { name: person.name })} onClick={() => dialog.openEdit(person)}>
                {t('common.edit')}
              </Button>
              <Button
                size="xs"
                variant="outline"
                colorPalette={active ? 'red' : 'green'}
                aria-label={active ? t('spokespersons.deactivateNamed', { name: person.name }) : t('spokespersons.activateNamed', { name: person.name })}
                loading={busy}
                disabled={status.isPending && !busy}
                onClick={() => setStatus(person, !active)}
              >
                {active ? t('spokespersons.deactivate') : t('spokespersons.activate')}
              </Button>
            </HStack>
          );
        }}
      />
    );

  return (
    <Stack gap="4">
      <TabToolbar
        filters={
          <>
            <BankFilter id="spokespersons-bank" value={bank} onChange={onBankChange} />
            <CatalogueSelect
              id="spokespersons-branch"
              label={t('select.branch')}
              value={branch}
              options={(branches.data ?? []).map((entry) => ({ value: String(entry.id), label: entry.branch_name }))}
              placeholder={bankId === null ? t('select.chooseBankFirst') : optionsPlaceholder(branches, 'branches', t)}
              disabled={bankId === null || !branches.isSuccess}
              onChange={onBranchChange}
            />
          </>
        }
        addLabel={t('spokespersons.add')}
        addDisabled={branchRef === null}
        onAdd={dialog.openAdd}
      />
      {status.isError ? (
        <Text color="red.600" role="alert">
          {getErrorMessage(status.error, t('spokespersons.statusError'))}
        </Text>
      ) : null}
      {list}
      <DialogFrame open={dialog.open} onClose={dialog.close} size="lg">
        {branchRef ? (
          <SpokespersonForm
            key={dialog.item?.id ?? 'new'}
            person={dialog.item}
            branch={branchRef}
            onClose={dialog.close}
            onSaved={(message) => {
              dialog.close();
              onSaved(message);
            }}
          />
        ) : null}
      </DialogFrame>
    </Stack>
  );
}

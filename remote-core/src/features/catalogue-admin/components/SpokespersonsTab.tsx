import type { Spokesperson } from 'shared-contracts';
import { Badge, Button, HStack, Stack, Text, getErrorMessage, EmptyState, ErrorState, LoadingState } from 'shared-ui';
import { DialogFrame, type ResponsiveListColumn } from 'shared-ui/widgets';
import { BRANCHES_FETCH_ERROR, useBankBranches } from '../../catalogue/api/bankBranches';
import { SPOKESPERSONS_FETCH_ERROR, useSpokespersons } from '../../catalogue/api/spokespersons';
import { isActiveSpokesperson, spokespersonStatusBadge } from '../../branch/model/spokespersonStatus';
import { useSaveSpokesperson } from '../api/catalogueWrites';
import { AdminList } from './AdminList';
import { BankFilter } from './BankFilter';
import { CatalogueSelect, optionsPlaceholder } from './CatalogueSelect';
import { SpokespersonForm } from './SpokespersonForm';
import { TabToolbar } from './TabToolbar';
import { useDialogState } from './useDialogState';

/** Active outline green, anything else subtle gray (as on the branch page). */
function StatusBadge({ status }: { status: string }) {
  const style = spokespersonStatusBadge(status);
  return (
    <Badge variant={style.variant} colorPalette={style.colorPalette} textTransform="capitalize">
      {status || 'unknown'}
    </Badge>
  );
}

const COLUMNS: readonly ResponsiveListColumn<Spokesperson>[] = [
  { key: 'name', header: 'Name', cell: (person) => person.name, emphasis: true, card: 'title' },
  { key: 'employeeId', header: 'Employee ID', cell: (person) => person.emp_id, text: 'nowrap', card: 'subtitle' },
  { key: 'role', header: 'Role', cell: (person) => person.role, card: 'subtitle' },
  { key: 'contact', header: 'Contact', cell: (person) => person.contact, text: 'nowrap' },
  { key: 'email', header: 'Email', cell: (person) => person.email, text: 'break' },
  { key: 'status', header: 'Status', cell: (person) => <StatusBadge status={person.status} />, card: 'badge' },
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
  const bankId = bank ? Number(bank) : null;
  const branchId = branch ? Number(branch) : null;
  const branches = useBankBranches(bankId);
  const people = useSpokespersons(branchId);
  const status = useSaveSpokesperson();
  const dialog = useDialogState<Spokesperson>();
  const chosenBranch = branches.data?.find((entry) => entry.id === branchId);
  const branchRef = branchId !== null ? { id: branchId, name: chosenBranch?.branch_name ?? `Branch ${branchId}` } : null;

  const setStatus = (person: Spokesperson, active: boolean) =>
    status.mutate(
      { request: { status: active ? 'active' : 'inactive' }, spokespersonId: person.id },
      { onSuccess: (saved) => onSaved(`${saved.name} ${active ? 'activated' : 'deactivated'}.`) },
    );

  let list;
  if (bankId === null) list = <EmptyState>Choose a bank, then a branch, to see its spokespersons.</EmptyState>;
  else if (branches.isError)
    list = <ErrorState error={branches.error} fallback={BRANCHES_FETCH_ERROR} onRetry={() => void branches.refetch()} retrying={branches.isRefetching} />;
  else if (branchId === null) list = <EmptyState>Choose a branch to see its spokespersons.</EmptyState>;
  else if (people.isPending) list = <LoadingState label="Loading spokespersons" />;
  else if (people.isError)
    list = <ErrorState error={people.error} fallback={SPOKESPERSONS_FETCH_ERROR} onRetry={() => void people.refetch()} retrying={people.isRefetching} />;
  else if (people.data.length === 0) list = <EmptyState>No spokespersons at this branch yet.</EmptyState>;
  else
    list = (
      <AdminList
        label="Spokespersons"
        columns={COLUMNS}
        items={people.data}
        itemKey={(person) => person.id}
        actions={(person) => {
          const active = isActiveSpokesperson(person.status);
          const busy = status.isPending && status.variables?.spokespersonId === person.id;
          return (
            <HStack gap="2" justify="flex-end">
              <Button size="xs" variant="outline" aria-label={`Edit ${person.name}`} onClick={() => dialog.openEdit(person)}>
                Edit
              </Button>
              <Button
                size="xs"
                variant="outline"
                colorPalette={active ? 'red' : 'green'}
                aria-label={`${active ? 'Deactivate' : 'Activate'} ${person.name}`}
                loading={busy}
                disabled={status.isPending && !busy}
                onClick={() => setStatus(person, !active)}
              >
                {active ? 'Deactivate' : 'Activate'}
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
              label="Branch"
              value={branch}
              options={(branches.data ?? []).map((entry) => ({ value: String(entry.id), label: entry.branch_name }))}
              placeholder={bankId === null ? 'Choose a bank first' : optionsPlaceholder(branches, 'branches', 'Choose a branch')}
              disabled={bankId === null || !branches.isSuccess}
              onChange={onBranchChange}
            />
          </>
        }
        addLabel="Add spokesperson"
        addDisabled={branchRef === null}
        onAdd={dialog.openAdd}
      />
      {status.isError ? (
        <Text color="red.600" role="alert">
          {getErrorMessage(status.error, 'The status could not be changed.')}
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

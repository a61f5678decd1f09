import { Text } from 'shared-ui';
import { ResponsiveList, type ResponsiveListColumn } from 'shared-ui/widgets';
import { ActiveBadge, KycStateBadge } from '../../../common/components/KycStateBadge';
import { NOT_SET, type PersonRow } from '../model/peopleList';
import { ActivationButton } from './ActivationButton';

interface PeopleListProps {
  rows: PersonRow[];
  /** Whether the signed-in user may (de)activate this person. */
  canChange: (row: PersonRow) => boolean;
  onActivation: (row: PersonRow) => void;
}

/**
 * The columns of the employees. Beside the sidebar on 1024–1279px the territory, managers and
 * mobile move under the name, so that the e-mail, KYC, Active and the Deactivate button stay on
 * screen.
 */
function peopleColumns({ canChange, onActivation }: Omit<PeopleListProps, 'rows'>): ResponsiveListColumn<PersonRow>[] {
  return [
    { key: 'employeeId', header: 'Employee ID', cell: (row) => row.employeeId, text: 'nowrap', emphasis: true, card: 'subtitle' },
    { key: 'name', header: 'Name', cell: (row) => row.name, card: 'title' },
    { key: 'role', header: 'Role', cell: (row) => row.role, card: 'subtitle' },
    { key: 'territory', header: 'Territory', cell: (row) => row.territory, priority: 'secondary' },
    { key: 'managers', header: 'Managers', cell: (row) => row.managers, priority: 'secondary' },
    { key: 'mobile', header: 'Mobile', cell: (row) => row.mobile, text: 'nowrap', priority: 'secondary' },
    { key: 'email', header: 'E-mail', cell: (row) => row.email, text: 'break' },
    {
      key: 'kyc',
      header: 'KYC',
      cell: (row) => (row.kyc ? <KycStateBadge state={row.kyc} /> : <Text color="fg.muted">{NOT_SET}</Text>),
      cardCell: (row) => (row.kyc ? <KycStateBadge state={row.kyc} /> : NOT_SET),
    },
    { key: 'active', header: 'Active', cell: (row) => <ActiveBadge active={row.active} />, card: 'badge' },
    {
      key: 'actions',
      header: 'Actions',
      cell: (row) => (canChange(row) ? <ActivationButton row={row} onClick={onActivation} /> : null),
      card: 'actions',
    },
  ];
}

/** The employees: a table, cards below 1024px; Deactivate / Activate on each the user may change. */
export function PeopleList({ rows, canChange, onActivation }: PeopleListProps) {
  return <ResponsiveList label="Employees" rows={rows} rowKey={(row) => row.id} columns={peopleColumns({ canChange, onActivation })} size="sm" />;
}

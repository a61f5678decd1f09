import { Text } from 'shared-ui';
import { ResponsiveList, type ResponsiveListColumn } from 'shared-ui/widgets';
import { ActiveBadge, KycStateBadge } from '../../../common/components/KycStateBadge';
import { useT, type PeopleT } from '../i18n';
import type { PersonRow } from '../model/peopleList';
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
function peopleColumns(t: PeopleT, { canChange, onActivation }: Omit<PeopleListProps, 'rows'>): ResponsiveListColumn<PersonRow>[] {
  const notSet = t('list.notSet');
  return [
    { key: 'employeeId', header: t('column.employeeId'), cell: (row) => row.employeeId, text: 'nowrap', emphasis: true, card: 'subtitle' },
    { key: 'name', header: t('column.name'), cell: (row) => row.name, card: 'title' },
    { key: 'role', header: t('column.role'), cell: (row) => row.role, card: 'subtitle' },
    { key: 'territory', header: t('column.territory'), cell: (row) => row.territory, priority: 'secondary' },
    { key: 'managers', header: t('column.managers'), cell: (row) => row.managers, priority: 'secondary' },
    { key: 'mobile', header: t('column.mobile'), cell: (row) => row.mobile, text: 'nowrap', priority: 'secondary' },
    { key: 'email', header: t('column.email'), cell: (row) => row.email, text: 'break' },
    {
      key: 'kyc',
      header: t('column.kyc'),
      cell: (row) => (row.kyc ? <KycStateBadge state={row.kyc} /> : <Text color="fg.muted">{notSet}</Text>),
      cardCell: (row) => (row.kyc ? <KycStateBadge state={row.kyc} /> : notSet),
    },
    { key: 'active', header: t('column.active'), cell: (row) => <ActiveBadge active={row.active} />, card: 'badge' },
    {
      key: 'actions',
      header: t('column.actions'),
      cell: (row) => (canChange(row) ? <ActivationButton row={row} onClick={onActivation} /> : null),
      card: 'actions',
    },
  ];
}

/** The employees: a table, cards below 1024px; Deactivate / Activate on each the user may change. */
export function PeopleList({ rows, canChange, onActivation }: PeopleListProps) {
  const t = useT();
  return <ResponsiveList label={t('list.label')} rows={rows} rowKey={(row) => row.id} columns={peopleColumns(t, { canChange, onActivation })} size="sm" />;
}

import type { Spokesperson } from 'shared-contracts';
import { Link, Stack } from 'shared-ui';
import { ResponsiveList, type ResponsiveListColumn } from 'shared-ui/widgets';
import { useT, type BranchT } from '../i18n';
import { SpokespersonStatusBadge } from './SpokespersonStatusBadge';

function ContactInfo({ person }: { person: Spokesperson }) {
  return (
    <Stack gap="0" fontSize="sm" minW="0">
      {/* An e-mail may break anywhere rather than push the table wider than the screen. */}
      <Link href={`mailto:${person.email}`} colorPalette="brand" overflowWrap="anywhere">
        {person.email}
      </Link>
      <Link href={`tel:${person.contact}`} colorPalette="brand">
        {person.contact}
      </Link>
    </Stack>
  );
}

const spokespersonColumns = (t: BranchT): ResponsiveListColumn<Spokesperson>[] => [
  { key: 'employeeId', header: t('column.employeeId'), cell: (person) => person.emp_id, text: 'nowrap', card: 'subtitle' },
  { key: 'name', header: t('column.name'), cell: (person) => person.name, emphasis: true, card: 'title' },
  { key: 'contact', header: t('column.contact'), cell: (person) => <ContactInfo person={person} />, card: 'line' },
  { key: 'role', header: t('column.role'), cell: (person) => person.role, card: 'subtitle' },
  { key: 'status', header: t('column.status'), cell: (person) => <SpokespersonStatusBadge status={person.status} />, card: 'badge' },
];

/** The branch's spokespersons: a table on wide screens, cards below 1024px. */
export function SpokespersonList({ people }: { people: Spokesperson[] }) {
  const t = useT();
  return <ResponsiveList label={t('people.label')} rows={people} rowKey={(person) => person.id} columns={spokespersonColumns(t)} />;
}
